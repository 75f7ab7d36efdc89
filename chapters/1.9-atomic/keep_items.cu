// Chapter 1.9 atomic: a dynamic array built with atomicAdd.       docs/1.9-atomic.md
//
// Every thread looks at one input element. The ones that are >= threshold must end up
// packed at the front of `out`, with no gaps, although no thread knows how many threads
// before it keep theirs. A shared counter solves it: each keeping thread takes the next
// free slot with atomicAdd.
//
// Fill in the four TODO(1.9) steps, then check your work with
//     ./lab check 1.9
// Stuck? `./lab hint 1.9` reveals one hint at a time.
#include "keep_items.h"

__global__ void keep_items_kernel(const float* input, int n, float threshold, KeptItem* out,
                                  int capacity, int* count) {
  [[maybe_unused]] const int i = blockIdx.x * blockDim.x + threadIdx.x;

  // TODO(1.9) step 1: the bounds check: threads with i >= n stop before reading. What they
  //   would read past the end is not input, and may well be >= threshold: they would keep
  //   (and count) an element that does not exist.
  //
  // Elements below the threshold are not kept: their threads are done.
  //
  // TODO(1.9) step 2: claim the next free slot of `out` with an atomic add on *count. Many
  //   threads keep an element at the same time: "read *count, add 1, write it back" in three
  //   steps lets two of them take the same slot and lose an increment.
  //
  // TODO(1.9) step 3: the capacity check. Only slots 0 .. capacity - 1 exist. Do not
  //   write when the slot is past them, but do claim it first anyway: *count must still
  //   end as the number of ALL matches, so the caller can see that out was too small.
  //
  // TODO(1.9) step 4: write the record {value, index} into out[slot].
}

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  // The counter must start at 0 on every call: cudaMalloc'd memory is not zeroed, and a
  // caller reuses its buffers. Reset it on the stream, so it happens in order with the
  // kernel (a memset enqueued before the launch finishes before the kernel starts).
  cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (n == 0) return;  // nothing to look at (and a grid of 0 blocks is an invalid launch)

  const int block = 256;
  const int grid = (n - 1) / block + 1;  // rounded up: the last block is partial
  keep_items_kernel<<<grid, block, 0, stream>>>(input, n, threshold, out, capacity, count);
}

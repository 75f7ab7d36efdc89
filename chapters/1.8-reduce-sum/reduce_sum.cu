// Chapter 1.8 reduce-sum: summing an array.                   docs/1.8-reduce-sum.md
//
// Fill in the TODO(1.8) steps of reduce_sum, then check your work with
//     ./lab check 1.8
// Stuck? `./lab hint 1.8` reveals one hint at a time.
// reduce_sum_fast at the bottom is an OPTIONAL exercise: until you write it, it calls
// reduce_sum, and the checker tests it like reduce_sum.
#include "reduce_sum.h"

// Each block sums its blockDim.x elements in shared memory, then adds its sum to *output.
__global__ void reduce_sum_kernel(const float* input, int n, float* output) {
  // One float per thread; the size in bytes is the third launch parameter (see below).
  extern __shared__ float cache[];
  const int t = threadIdx.x;
  [[maybe_unused]] const int position = blockIdx.x * blockDim.x + t;  // this thread's element

  // TODO(1.8) step 1: each thread puts its element into cache[t], or 0 past the end of the
  //   input. Threads past the end must not return early: every thread takes part in the
  //   tree below and reaches every barrier, so they contribute a 0 instead.
  //
  // TODO(1.8) step 2: a barrier, so that all of cache[] is written before anyone reads it.
  //
  // TODO(1.8) step 3: the tree. At every step the lower half of the values adds the upper
  //   half to itself, until cache[0] holds the block's sum. Each step reads what the one
  //   before wrote, so every step ends at a barrier.
  //
  // TODO(1.8) step 4: thread 0 adds the block's sum to *output, atomically: many blocks do
  //   it at the same time, and a plain `+=` would lose updates.
}

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  // The blocks ADD to *output, so it starts at 0 on every call. An asynchronous memset on
  // the stream runs before the kernel, in order, without waiting.
  cudaMemsetAsync(output, 0, sizeof(float), stream);
  if (n == 0) return;

  // The course's choice: 512 threads, fewer when n is small.
  int block = n < 512 ? n : 512;
  // TODO(1.8) step 5: the tree halves the block at every step, so it adds up every value
  //   only when the block size is a power of two (100 threads: 50, 25, 12, and cache[24] is
  //   lost). Make `block` a power of two, before the grid is computed from it.

  const int grid = (n + block - 1) / block;
  reduce_sum_kernel<<<grid, block, block * sizeof(float), stream>>>(input, n, output);
}

// OPTIONAL exercise: the same sum, as fast as the memory allows (see the chapter's
// Performance section and `./lab bench 1.8`). Ideas, one at a time:
//   - a grid that just fills the GPU (multiprocessors x blocks per multiprocessor) and a
//     grid-stride loop: each thread sums many elements in a register first;
//   - float4 loads (16 bytes at a time), with the first and last few floats done one by one
//     when the pointer is not 16-byte aligned;
//   - warp shuffles (__shfl_down_sync) for the first five levels of the tree.
// TODO(1.8) optional: replace this fallback with your own kernel.
void reduce_sum_fast(const float* input, int n, float* output, cudaStream_t stream) {
  reduce_sum(input, n, output, stream);
}

// Chapter 1.7 shared-memory: memory shared by the threads of a block.   docs/1.7-shared-memory.md
//
// Three exercises (the contract is in shared_memory.h). Fill in the TODO(1.7) steps, then
//     ./lab check 1.7
// Stuck? `./lab hint 1.7` reveals one hint at a time. A missing barrier shows up as wrong
// or changing results; `./lab check 1.7 --sanitize` names the two racing lines.
#include "shared_memory.h"

// ---------------------------------------------------------------------------------------
// Exercise 1: block broadcast. out[i] = in[i] * scale[blockIdx.x]
// ---------------------------------------------------------------------------------------
__global__ void block_scale_kernel(const float* in, const float* scale, float* out, int n) {
  // TODO(1.7) step 1: declare block_factor, one float of static shared memory: its size is
  //   fixed at compile time. There is one copy per block, seen by all of the block's
  //   threads, and it starts with garbage (it cannot have an initialiser).
  //
  // TODO(1.7) step 2: let thread 0 alone read scale[blockIdx.x] into it: one global read
  //   per block instead of one per thread.
  //
  // TODO(1.7) step 3: a barrier: every thread waits until thread 0 has written it, or other
  //   warps run ahead and read whatever an earlier block left in that word. All threads of
  //   the block must reach the barrier, so it cannot sit inside `if (i < n)`.
  //
  // TODO(1.7) step 4: the usual global index and bounds check; each thread scales its
  //   element by block_factor.
}

void block_scale(const float* in, const float* scale, float* out, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int grid = (n + kScaleBlock - 1) / kScaleBlock;
  block_scale_kernel<<<grid, kScaleBlock, 0, stream>>>(in, scale, out, n);
}

// ---------------------------------------------------------------------------------------
// Exercise 2: reverse each chunk of blockDim.x elements in place.
// ---------------------------------------------------------------------------------------
__global__ void block_reverse_kernel(float* data, int n) {
  // A dynamic shared array: `extern`, no size. It gets exactly the number of bytes given
  // as the THIRD launch parameter, so its size can depend on run-time values (the chunk).
  extern __shared__ float staged[];

  // TODO(1.7) step 5: where this block's chunk starts, and its length `len`: blockDim.x,
  //   except for the last chunk, which ends at n.
  //
  // TODO(1.7) step 6: each thread t below len copies its element of the chunk into staged[t].
  //
  // TODO(1.7) step 7: barrier. Thread t is about to read a slot written by thread
  //   len - 1 - t, usually in another warp. The barrier also guarantees that every read of
  //   data[] is done before anyone overwrites it (the reverse is in place).
  //
  // TODO(1.7) step 8: each thread t below len writes back, in its element of the chunk, the
  //   element mirrored around the chunk's middle. The last chunk mirrors around its own
  //   middle, which depends on len, not blockDim.x.
}

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  const int grid = (n + chunk - 1) / chunk;
  // TODO(1.7) step 9: the dynamic shared memory size in BYTES: one float per thread.
  //   0 bytes leaves `staged` with no memory at all.
  const size_t shared_bytes = 0;
  block_reverse_kernel<<<grid, chunk, shared_bytes, stream>>>(data, n);
}

// ---------------------------------------------------------------------------------------
// Exercise 3: out[i] = in[i - radius] + ... + in[i + radius], outside [0, n) counts as 0.
// ---------------------------------------------------------------------------------------
__global__ void stencil_sum_kernel(const float* in, float* out, int n, int radius) {
  extern __shared__ float tile[];  // blockDim.x + 2 * radius floats

  // TODO(1.7) step 10: fill the tile with the block's blockDim.x inputs and `radius`
  //   neighbours on each side (the halo). There are more slots than threads, so every
  //   thread loads several. Slots outside [0, n) hold 0: never read in[] there.
  //
  // TODO(1.7) step 11: barrier: thread t will read slots its neighbours loaded.
  //
  // TODO(1.7) step 12: each thread sums the 2 * radius + 1 slots of the tile around its own
  //   input, and writes the sum to its output when that output exists (i < n).
}

void stencil_sum(const float* in, float* out, int n, int radius, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  const int grid = (n + block - 1) / block;
  // TODO(1.7) step 13: the tile's size in BYTES (its length in floats is in the kernel).
  const size_t tile_bytes = 0;
  stencil_sum_kernel<<<grid, block, tile_bytes, stream>>>(in, out, n, radius);
}

// Chapter 1.6 vector-add: your first kernel.                 docs/1.6-vector-add.md
//
// Fill in the three TODO(1.6) steps, then check your work with
//     ./lab check 1.6
// Stuck? `./lab hint 1.6` reveals one hint at a time.
#include "vector_add.h"

// A kernel: runs on the GPU, once per thread. Every thread computes ONE element of c.
__global__ void vector_add_kernel(const float* a, const float* b, float* c, int n) {
  // TODO(1.6) step 1: compute this thread's global index: its position in the whole grid.
  //   Threads come in blocks of blockDim.x threads; this thread is number threadIdx.x
  //   inside block number blockIdx.x, and every block before its block is full.
  //
  // TODO(1.6) step 2: only threads with an index below n may touch memory.
  //   The grid is a whole number of blocks, so the last block usually has threads past
  //   the end of the arrays. Reading or writing there corrupts other data or crashes.
  //
  // Then: c[index] = a[index] + b[index];
}

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;  // a grid of 0 blocks is an invalid launch: launch nothing instead
  const int block = 256;

  // TODO(1.6) step 3: enough blocks to give every element a thread.
  //   n / block rounds DOWN and would leave the last n % block elements without a thread.
  //   Round up instead.
  const int grid = 0;

  // <<<blocks in the grid, threads per block, dynamic shared memory bytes, stream>>>
  vector_add_kernel<<<grid, block, 0, stream>>>(a, b, c, n);
}

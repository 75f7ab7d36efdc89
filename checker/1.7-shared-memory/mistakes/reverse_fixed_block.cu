// Known-wrong 1.7: block_reverse launches blocks of 256 threads whatever the chunk (the habit
// of 1.6); the kernel takes blockDim.x as the chunk's length, so it reverses pieces of 256.
// expect-diagnosis: the block and the tile do not match
#include "correct_block_scale.cuh"
#include "correct_stencil_sum.cuh"
#include "reverse_kernel.cuh"

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  block_reverse_kernel<<<(n + chunk - 1) / chunk, 256, chunk * sizeof(float), stream>>>(data, n);
}

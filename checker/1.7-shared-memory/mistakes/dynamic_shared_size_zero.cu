// Known-wrong 1.7: the kernel uses an extern __shared__ buffer, but the launch gives it
// 0 bytes (the third launch parameter is missing).
// expect-diagnosis: bytes of dynamic shared memory
#include "correct_block_scale.cuh"
#include "correct_stencil_sum.cuh"
#include "reverse_kernel.cuh"

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  block_reverse_kernel<<<(n + chunk - 1) / chunk, chunk, 0, stream>>>(data, n);
}

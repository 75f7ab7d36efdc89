// Known-wrong 1.6: waits for the GPU inside the launch function (the caller decides when
// to wait; the contract forbids synchronizing).
// expect-diagnosis: must not do
#include "correct_kernel.cuh"
#include "vector_add.h"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  vector_add_kernel<<<(n + block - 1) / block, block, 0, stream>>>(a, b, c, n);
  cudaDeviceSynchronize();
}

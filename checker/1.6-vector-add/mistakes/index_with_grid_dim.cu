// Known-wrong 1.6: gridDim where blockDim belongs in the index, so blocks start gridDim.x
// elements apart instead of blockDim.x, and most of c is never written.
// expect-diagnosis: uses gridDim.x where blockDim.x belongs
#include "vector_add.h"

__global__ void vector_add_kernel(const float* a, const float* b, float* c, int n) {
  const int i = blockIdx.x * gridDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  vector_add_kernel<<<(n + block - 1) / block, block, 0, stream>>>(a, b, c, n);
}

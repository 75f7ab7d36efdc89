// Known-wrong 1.6: the index ignores blockIdx, so every block writes the first 256 elements.
// expect-diagnosis: blockIdx.x * blockDim.x
#include "vector_add.h"

__global__ void vector_add_kernel(const float* a, const float* b, float* c, int n) {
  const int i = threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  vector_add_kernel<<<(n + block - 1) / block, block, 0, stream>>>(a, b, c, n);
}

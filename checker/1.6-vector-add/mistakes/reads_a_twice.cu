// Known-wrong 1.6: a name typed twice: c[i] = a[i] + a[i], so b is never read.
// expect-diagnosis: b has no effect on c
#include "vector_add.h"

__global__ void vector_add_kernel(const float* a, const float* b, float* c, int n) {
  (void)b;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + a[i];
}

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  vector_add_kernel<<<(n + block - 1) / block, block, 0, stream>>>(a, b, c, n);
}

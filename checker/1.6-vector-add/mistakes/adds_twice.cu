// Known-wrong 1.6: the kernel adds into a zeroed c (c[i] += a[i] + b[i]) and is launched twice,
// so every element receives its sum twice.
// expect-diagnosis: twice its right value
#include "vector_add.h"

__global__ void accumulate_kernel(const float* a, const float* b, float* c, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] += a[i] + b[i];
}

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256, grid = (n + block - 1) / block;
  cudaMemsetAsync(c, 0, n * sizeof(float), stream);
  accumulate_kernel<<<grid, block, 0, stream>>>(a, b, c, n);
  accumulate_kernel<<<grid, block, 0, stream>>>(a, b, c, n);
}

// Known-wrong 1.6: the block offset is doubled (i = blockIdx.x * blockDim.x * 2 + threadIdx.x),
// so every other block's range gets no thread and the later blocks land past n.
// expect-diagnosis: block offset
#include "vector_add.h"

__global__ void vector_add_kernel(const float* a, const float* b, float* c, int n) {
  const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  vector_add_kernel<<<(n + block - 1) / block, block, 0, stream>>>(a, b, c, n);
}

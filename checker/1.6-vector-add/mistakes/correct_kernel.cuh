// The correct 1.6 kernel, shared by the mistakes whose error is in the launch function.
#pragma once

__global__ void vector_add_kernel(const float* a, const float* b, float* c, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

// A correct 1.6 launch, shared by the mistakes whose error is what the launcher does after it.
#pragma once

#include "correct_kernel.cuh"
#include "vector_add.h"

inline void launch_correctly(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  vector_add_kernel<<<(n + block - 1) / block, block, 0, stream>>>(a, b, c, n);
}

// The correct 1.7 exercise 2 kernel and its launch (correct_block_reverse.cuh wraps them).
#pragma once

#include "shared_memory.h"

__global__ void block_reverse_kernel(float* data, int n) {
  extern __shared__ float staged[];
  const int t = threadIdx.x;
  const int start = blockIdx.x * blockDim.x;
  const int len = min(static_cast<int>(blockDim.x), n - start);
  if (t < len) staged[t] = data[start + t];
  __syncthreads();
  if (t < len) data[start + t] = staged[len - 1 - t];
}

inline void launch_block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  block_reverse_kernel<<<(n + chunk - 1) / chunk, chunk, chunk * sizeof(float), stream>>>(data, n);
}

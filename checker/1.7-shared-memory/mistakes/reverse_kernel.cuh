// The correct 1.7 exercise 2 kernel (its launch is in correct_block_reverse.cuh).
#pragma once

__global__ void block_reverse_kernel(float* data, int n) {
  extern __shared__ float staged[];
  const int t = threadIdx.x;
  const int start = blockIdx.x * blockDim.x;
  const int len = min(static_cast<int>(blockDim.x), n - start);
  if (t < len) staged[t] = data[start + t];
  __syncthreads();
  if (t < len) data[start + t] = staged[len - 1 - t];
}

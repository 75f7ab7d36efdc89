// The correct 1.7 exercise 3 kernel (correct_stencil_sum.cuh launches it). A variant whose
// error is the block's first output defines LAB_STENCIL_START before including it.
#pragma once

#ifndef LAB_STENCIL_START
#define LAB_STENCIL_START blockIdx.x* blockDim.x
#endif

__global__ void stencil_sum_kernel(const float* in, float* out, int n, int radius) {
  extern __shared__ float tile[];
  const int start = LAB_STENCIL_START;
  const int width = blockDim.x + 2 * radius;
  const int first = start - radius;
  for (int j = threadIdx.x; j < width; j += blockDim.x)
    tile[j] = (first + j >= 0 && first + j < n) ? in[first + j] : 0.0f;
  __syncthreads();
  const int i = start + threadIdx.x;
  if (i >= n) return;
  float sum = 0.0f;
  for (int k = 0; k <= 2 * radius; ++k) sum += tile[threadIdx.x + k];
  out[i] = sum;
}

// Known-wrong 1.7: the tile is filled one slot short (blockDim.x + 2 * radius - 1), so the
// last slot of the right halo is never loaded and the block's last thread sums a stale value.
// expect-diagnosis: halo
#include "correct_block_reverse.cuh"
#include "correct_block_scale.cuh"
#include "stencil_launch.cuh"

__global__ void stencil_sum_kernel(const float* in, float* out, int n, int radius) {
  extern __shared__ float tile[];
  const int width = blockDim.x + 2 * radius - 1;
  const int first = blockIdx.x * blockDim.x - radius;
  for (int j = threadIdx.x; j < width; j += blockDim.x)
    tile[j] = (first + j >= 0 && first + j < n) ? in[first + j] : 0.0f;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float sum = 0.0f;
  for (int k = 0; k <= 2 * radius; ++k) sum += tile[threadIdx.x + k];
  out[i] = sum;
}

void stencil_sum(const float* in, float* out, int n, int radius, cudaStream_t stream) {
  launch_stencil(stencil_sum_kernel, in, out, n, radius, stream);
}

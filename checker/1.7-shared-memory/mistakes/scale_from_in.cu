// Known-wrong 1.7: thread 0 loads the block's factor from the wrong input, in[blockIdx.x]
// instead of scale[blockIdx.x]: a name mixed up, and scale is never read.
// expect-diagnosis: scale has no effect on out
#include "correct_block_reverse.cuh"
#include "correct_stencil_sum.cuh"

__global__ void block_scale_kernel(const float* in, const float* scale, float* out, int n) {
  __shared__ float block_factor;
  if (threadIdx.x == 0) block_factor = in[blockIdx.x];
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * block_factor;
}

void block_scale(const float* in, const float* scale, float* out, int n, cudaStream_t stream) {
  if (n == 0) return;
  block_scale_kernel<<<(n + kScaleBlock - 1) / kScaleBlock, kScaleBlock, 0, stream>>>(in, scale,
                                                                                      out, n);
}

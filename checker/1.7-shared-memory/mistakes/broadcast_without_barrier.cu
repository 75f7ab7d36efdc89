// Known-wrong 1.7: thread 0 stores the block's factor, but nobody waits for it: the other
// warps read the shared word before the store (getting what an earlier block left there).
// expect-diagnosis: __syncthreads
#include "correct_block_reverse.cuh"
#include "correct_stencil_sum.cuh"

__global__ void block_scale_kernel(const float* in, const float* scale, float* out, int n) {
  __shared__ float block_factor;
  if (threadIdx.x == 0) block_factor = scale[blockIdx.x];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * block_factor;
}

void block_scale(const float* in, const float* scale, float* out, int n, cudaStream_t stream) {
  if (n == 0) return;
  block_scale_kernel<<<(n + kScaleBlock - 1) / kScaleBlock, kScaleBlock, 0, stream>>>(in, scale,
                                                                                      out, n);
}

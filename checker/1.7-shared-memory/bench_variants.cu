#include "bench_variants.h"

#include "shared_memory.h"

namespace lab::shared_memory_variants {

namespace {

__global__ void scale_after_barrier(const float* __restrict__ in, const float* __restrict__ scale,
                                    float* __restrict__ out, int n) {
  __shared__ float factor;
  if (threadIdx.x == 0) factor = scale[blockIdx.x];
  __syncthreads();
  const long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * factor;
}

__global__ void stencil_global(const float* __restrict__ in, float* __restrict__ out, int n,
                               int radius) {
  const long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float sum = 0.0f;
  for (long long j = i - radius; j <= i + radius; ++j)
    if (j >= 0 && j < n) sum += in[j];
  out[i] = sum;
}

}  // namespace

void block_scale_load_after_barrier(const float* in, const float* scale, float* out, int n,
                                    cudaStream_t stream) {
  scale_after_barrier<<<(n - 1) / kScaleBlock + 1, kScaleBlock, 0, stream>>>(in, scale, out, n);
}

void stencil_sum_global(const float* in, float* out, int n, int radius, cudaStream_t stream) {
  stencil_global<<<(n - 1) / 256 + 1, 256, 0, stream>>>(in, out, n, radius);
}

}  // namespace lab::shared_memory_variants

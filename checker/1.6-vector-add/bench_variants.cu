#include "bench_variants.h"

namespace lab::vector_add_variants {

namespace {

// One element per thread (the exercise), with a chosen block size.
__global__ void scalar(const float* __restrict__ a, const float* __restrict__ b,
                       float* __restrict__ c, int n) {
  const long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

template <int Block>
void launch_scalar(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  scalar<<<(n - 1) / Block + 1, Block, 0, stream>>>(a, b, c, n);
}

// Each thread handles Vec4PerThread float4s, blockDim.x float4s apart (coalesced across the
// block), so several 16-byte loads are in flight per thread. Streaming cache hints: the
// data is touched once. Assumes 16-byte aligned pointers; the n % 4 tail is done in scalar.
template <int Vec4PerThread, bool Streaming>
__global__ void vec4(const float* __restrict__ a, const float* __restrict__ b,
                     float* __restrict__ c, int n) {
  const int n4 = n / 4;
  const auto* a4 = reinterpret_cast<const float4*>(a);
  const auto* b4 = reinterpret_cast<const float4*>(b);
  auto* c4 = reinterpret_cast<float4*>(c);
  const long long base =
      static_cast<long long>(blockIdx.x) * blockDim.x * Vec4PerThread + threadIdx.x;
  float4 x[Vec4PerThread], y[Vec4PerThread];
#pragma unroll
  for (int k = 0; k < Vec4PerThread; ++k) {
    const long long i = base + static_cast<long long>(k) * blockDim.x;
    if (i < n4) {
      x[k] = Streaming ? __ldcs(a4 + i) : a4[i];
      y[k] = Streaming ? __ldcs(b4 + i) : b4[i];
    }
  }
#pragma unroll
  for (int k = 0; k < Vec4PerThread; ++k) {
    const long long i = base + static_cast<long long>(k) * blockDim.x;
    if (i < n4) {
      const float4 r =
          make_float4(x[k].x + y[k].x, x[k].y + y[k].y, x[k].z + y[k].z, x[k].w + y[k].w);
      if (Streaming)
        __stcs(c4 + i, r);
      else
        c4[i] = r;
    }
  }
  if (blockIdx.x == 0 && threadIdx.x < n % 4) {
    const int i = 4 * n4 + threadIdx.x;
    c[i] = a[i] + b[i];
  }
}

template <int Vec4PerThread, bool Streaming, int Block = 256>
void launch_vec4(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  const int n4 = n / 4;
  const int per_block = Block * Vec4PerThread;
  const int grid = n4 > 0 ? (n4 - 1) / per_block + 1 : 1;
  vec4<Vec4PerThread, Streaming><<<grid, Block, 0, stream>>>(a, b, c, n);
}

// Grid-stride loop over float4s with a grid sized to fill the GPU once.
__global__ void grid_stride(const float4* __restrict__ a, const float4* __restrict__ b,
                            float4* __restrict__ c, int n4) {
  for (long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; i < n4;
       i += static_cast<long long>(gridDim.x) * blockDim.x) {
    const float4 x = a[i], y = b[i];
    c[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
  }
}

void launch_grid_stride(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  int device = 0, sms = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  grid_stride<<<sms * 8, 256, 0, stream>>>(reinterpret_cast<const float4*>(a),
                                           reinterpret_cast<const float4*>(b),
                                           reinterpret_cast<float4*>(c), n / 4);
}

}  // namespace

const std::vector<Variant>& all() {
  static const std::vector<Variant> variants = {
      {"scalar, block 128", launch_scalar<128>},      {"scalar, block 256", launch_scalar<256>},
      {"scalar, block 512", launch_scalar<512>},      {"scalar, block 1024", launch_scalar<1024>},
      {"float4 x4, streaming", launch_vec4<4, true>}, {"float4 grid-stride", launch_grid_stride},
  };
  return variants;
}

}  // namespace lab::vector_add_variants

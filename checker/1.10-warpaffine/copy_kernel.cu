#include "copy_kernel.h"

namespace lab::warp_bench {

namespace {

__global__ void copy16(const uint4* __restrict__ src, uint4* __restrict__ dst, size_t n) {
  const size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[i];
}

}  // namespace

void copy_kernel(const void* src, void* dst, size_t bytes, cudaStream_t stream) {
  const size_t n = bytes / 16;
  copy16<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(static_cast<const uint4*>(src),
                                                                     static_cast<uint4*>(dst), n);
}

}  // namespace lab::warp_bench

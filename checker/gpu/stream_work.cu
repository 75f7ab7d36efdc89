#include "checker/gpu/stream_work.h"

namespace lab::gpu_tests {

__global__ void scale(float* data, int n, float factor) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

namespace {
constexpr int kBlock = 256;
int blocks(int n) { return (n + kBlock - 1) / kBlock; }
}  // namespace

void scale_on(float* data, int n, float factor, cudaStream_t stream) {
  scale<<<blocks(n), kBlock, 0, stream>>>(data, n, factor);
}

cudaError_t scale_launched(float* data, int n, float factor, cudaStream_t stream) {
  void* args[] = {&data, &n, &factor};
  return cudaLaunchKernel(scale_function(), dim3(blocks(n)), dim3(kBlock), args, 0, stream);
}

const void* scale_function() { return reinterpret_cast<const void*>(&scale); }

}  // namespace lab::gpu_tests

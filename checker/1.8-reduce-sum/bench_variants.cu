#include "bench_variants.h"

#include <cub/device/device_reduce.cuh>

#include "common/buffers.h"

namespace lab::reduce_sum_variants {

namespace {
DeviceBuffer<unsigned char> g_temp;
}  // namespace

void cub_prepare(int max_n) {
  size_t bytes = 0;
  LAB_CUDA_TRY(cub::DeviceReduce::Sum(nullptr, bytes, static_cast<const float*>(nullptr),
                                      static_cast<float*>(nullptr), max_n));
  if (bytes > g_temp.size()) g_temp = DeviceBuffer<unsigned char>(bytes);
}

void cub_sum(const float* input, int n, float* output, cudaStream_t stream) {
  size_t bytes = g_temp.size();
  LAB_CUDA_TRY(cub::DeviceReduce::Sum(g_temp.data(), bytes, input, output, n, stream));
}

}  // namespace lab::reduce_sum_variants

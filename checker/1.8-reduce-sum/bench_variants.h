// The library's reduction, benchmarked beside the solution as the best known result on this
// GPU (docs/1.8-reduce-sum.md, Performance).
#pragma once

#include <cuda_runtime.h>

namespace lab::reduce_sum_variants {

// Allocates CUB's temporary storage for sums of up to `max_n` floats (call before timing).
void cub_prepare(int max_n);

// *output = sum of input[0..n) by cub::DeviceReduce::Sum on `stream`.
void cub_sum(const float* input, int n, float* output, cudaStream_t stream);

}  // namespace lab::reduce_sum_variants

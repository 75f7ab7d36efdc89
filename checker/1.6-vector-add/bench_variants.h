// Alternative vector-add kernels, benchmarked beside the solution to show what the memory
// system rewards (see the Performance section of docs/1.6-vector-add.md).
#pragma once

#include <cuda_runtime.h>

#include <string>
#include <vector>

namespace lab::vector_add_variants {

struct Variant {
  std::string name;
  void (*launch)(const float* a, const float* b, float* c, int n, cudaStream_t stream);
};

const std::vector<Variant>& all();

}  // namespace lab::vector_add_variants

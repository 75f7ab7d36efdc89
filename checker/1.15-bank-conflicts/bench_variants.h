// Other transposes, benchmarked beside the solution's three forms to show what the tile and
// its layout buy (see the Performance section of docs/1.15-bank-conflicts.md).
#pragma once

#include <cuda_runtime.h>

#include <string>
#include <vector>

namespace lab::transpose_variants {

struct Variant {
  std::string name;
  void (*launch)(const float* in, float* out, int rows, int cols, cudaStream_t stream);
};

const std::vector<Variant>& all();

}  // namespace lab::transpose_variants

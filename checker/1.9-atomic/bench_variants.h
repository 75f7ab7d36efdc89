// Other ways to build the dynamic array, benchmarked beside the solution to show what the
// atomics cost (see the Performance section of docs/1.9-atomic.md).
#pragma once

#include <cuda_runtime.h>

#include <string>
#include <vector>

#include "keep_items.h"

namespace lab::keep_items_variants {

struct Variant {
  std::string name;
  // Same contract as keep_items, except where the name says otherwise.
  void (*launch)(const float* input, int n, float threshold, KeptItem* out, int capacity,
                 int* count, cudaStream_t stream);
};

const std::vector<Variant>& all();

}  // namespace lab::keep_items_variants

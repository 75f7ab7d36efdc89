// Runs one of the 1.8 launch functions the way the contract allows a caller to, and says
// precisely what is wrong with the sum it wrote.
#pragma once

#include <cuda_runtime.h>

#include <string>
#include <vector>

#include "checker/harness/diagnosis.h"

namespace lab::checks {

using Launcher = void (*)(const float* input, int n, float* output, cudaStream_t stream);

struct Function {
  std::string name;   // "reduce_sum"
  std::string label;  // how failures name it, e.g. "reduce_sum_fast (the optional exercise)"
  Launcher launch;
};

// Every input's guard bands hold this value: reading outside [0, n) changes the sum by a
// multiple of it, far beyond any rounding. 2^30 is exact in float.
constexpr float kOutside = 1073741824.0f;

// Calls `f` on `input` (shifted `misalign` floats away from 16-byte alignment) twice on the
// same output, whose initial content is garbage; none when both sums are within the rounding
// bound and nothing else was touched, else the diagnosis.
Problems check_sum(const Function& f, const std::vector<float>& input, size_t misalign = 0);

// The kernel names `f` launches for n inputs, for telling whether two functions are one.
std::vector<std::string> kernels_launched(const Function& f, int n);

}  // namespace lab::checks

// CPU reference for chapter 1.3: what the pipeline computes, and how exactly.
#pragma once

#include <vector>

#include "checker/harness/compare.h"
#include "checker/harness/seed.h"

namespace lab::two_streams_ref {

// The inputs: whole numbers in [-kMaxInput, kMaxInput], stored as floats. Then every stage is
// exact in float (|in|^2 and |a + b| stay below 2^24), so the result must match the reference
// bit for bit, and any stage that read a half-written or poisoned buffer shows.
constexpr int kMaxInput = 2047;
std::vector<float> random_inputs(size_t n, Rng& rng);

// a[i] = in[i]^2 + (2 in[i] + 1) = (in[i] + 1)^2 and b[i] = 2 in[i] + 1, in float64.
struct Expected {
  std::vector<double> a, b;
};
Expected reference(const std::vector<float>& in);

// Exact: see random_inputs.
Tolerance tolerance();

}  // namespace lab::two_streams_ref

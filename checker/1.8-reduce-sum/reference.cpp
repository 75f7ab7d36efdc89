#include "reference.h"

#include <cmath>

#include "checker/harness/compare.h"

namespace lab::reduce_sum_ref {

namespace {

constexpr double kUnitRoundoff = 0x1.0p-24;

Sum pairwise(const float* x, size_t n) {
  if (n <= 8) {
    Sum s;
    for (size_t i = 0; i < n; ++i) {
      s.value += x[i];
      s.magnitude += std::fabs(x[i]);
    }
    return s;
  }
  const Sum a = pairwise(x, n / 2), b = pairwise(x + n / 2, n - n / 2);
  return {a.value + b.value, a.magnitude + b.magnitude};
}

unsigned ceil_log2(unsigned v) {
  unsigned steps = 0;
  while ((1u << steps) < v) ++steps;
  return steps;
}

}  // namespace

Sum reference(const float* x, size_t n) { return pairwise(x, n); }

std::vector<float> mixed_sign_floats(size_t n, Rng& rng) {
  std::vector<float> x = random_floats(n, rng);  // signs are random: make half of the negatives positive
  for (float& v : x)
    if (v < 0 && (rng.next() & 1)) v = -v;
  return x;
}

double gamma_float(double k) { return k * kUnitRoundoff / (1.0 - k * kUnitRoundoff); }

Bound bound(size_t n, const std::vector<KernelLaunch>& launches, double magnitude) {
  Bound b;
  if (n == 0 || launches.empty()) {
    b.rule = "exact: nothing to add";
    return b;
  }
  for (const KernelLaunch& l : launches) {
    const double blocks = double(l.grid.x) * l.grid.y * l.grid.z;
    const double block = double(l.block.x) * l.block.y * l.block.z;
    const double per_thread = 4.0 * std::ceil(double(n) / (4.0 * blocks * block)) + 6.0;
    const double tree = ceil_log2(static_cast<unsigned>(block));
    b.k += per_thread + tree + blocks;
    b.rule += std::string(b.rule.empty() ? "" : " + ") + format_number(per_thread) +
              " (elements per thread) + " + format_number(tree) + " (tree of a " + format_number(block) +
              "-thread block) + " + format_number(blocks) + " (blocks)";
  }
  const double reference_error = std::ceil(std::log2(double(n)) + 1) * 0x1.0p-53;
  b.tolerance = (gamma_float(b.k) + reference_error) * magnitude;
  b.rule = "gamma(k) * sum|x| with k = " + b.rule + " = " + format_number(b.k) +
           ", gamma(k) = k u / (1 - k u), u = 2^-24, sum|x| = " + format_number(magnitude);
  return b;
}

}  // namespace lab::reduce_sum_ref

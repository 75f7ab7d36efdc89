#include "reference.h"

#include <cmath>

#include "checker/harness/compare.h"
#include "checker/harness/messages.h"

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
  std::vector<float> x =
      random_floats(n, rng);  // signs are random: make half of the negatives positive
  for (float& v : x)
    if (v < 0 && (rng.next() & 1)) v = -v;
  return x;
}

double gamma_float(double k) { return k * kUnitRoundoff / (1.0 - k * kUnitRoundoff); }

Bound bound(size_t n, const std::vector<KernelLaunch>& launches, double magnitude,
            double adds_per_block) {
  Bound b;
  if (n == 0 || launches.empty()) {
    b.rule = say("reduce-sum.bound.exact");
    return b;
  }
  for (const KernelLaunch& l : launches) {
    const double blocks = double(l.grid.x) * l.grid.y * l.grid.z;
    const double block = double(l.block.x) * l.block.y * l.block.z;
    const double per_thread = 4.0 * std::ceil(double(n) / (4.0 * blocks * block)) + 6.0;
    const double tree = ceil_log2(static_cast<unsigned>(block));
    const double chain = adds_per_block * blocks;
    b.k += per_thread + tree + chain;
    const std::string chain_text =
        adds_per_block == 1.0
            ? say("reduce-sum.bound.blocks", {{"count", format_number(chain)}})
            : say("reduce-sum.bound.adds-per-block",
                  {{"count", format_number(chain)}, {"adds", format_number(adds_per_block)}});
    b.rule += std::string(b.rule.empty() ? "" : " + ") +
              say("reduce-sum.bound.launch", {{"per_thread", format_number(per_thread)},
                                              {"tree", format_number(tree)},
                                              {"block", format_number(block)},
                                              {"chain", chain_text}});
  }
  const double reference_error = std::ceil(std::log2(double(n)) + 1) * 0x1.0p-53;
  b.tolerance = (gamma_float(b.k) + reference_error) * magnitude;
  b.rule =
      say("reduce-sum.bound",
          {{"terms", b.rule}, {"k", format_number(b.k)}, {"magnitude", format_number(magnitude)}});
  return b;
}

double with_extra(const Bound& b, double extra) {
  return b.tolerance + gamma_float(b.k) * std::fabs(extra);
}

Multiple sum_multiple(double got, const Sum& want, size_t n,
                      const std::vector<KernelLaunch>& launches) {
  // m is at most one addition per thread of a block (blockDim.x <= 1024), or a few launches.
  constexpr double kLargest = 1024.0;
  if (want.value == 0.0 || !std::isfinite(got)) return {};
  const double m = std::round(got / want.value);
  if (m < 2.0 || m > kLargest) return {};
  // The m copies of each block's sum add up to m * sum|x| of magnitude.
  const Bound b = bound(n, launches, m * want.magnitude, m);
  if (2.0 * b.tolerance >= std::fabs(want.value) || std::fabs(got - m * want.value) > b.tolerance)
    return {};
  return {static_cast<long long>(m), b};
}

double halving_tree_sum(const std::vector<float>& x, unsigned block) {
  if (block == 0) return 0.0;
  double total = 0.0;
  std::vector<double> cache(block);
  for (size_t start = 0; start < x.size(); start += block) {
    for (unsigned t = 0; t < block; ++t) cache[t] = start + t < x.size() ? x[start + t] : 0.0;
    for (unsigned i = block / 2; i > 0; i /= 2)
      for (unsigned t = 0; t < i; ++t) cache[t] += cache[t + i];
    total += cache[0];
  }
  return total;
}

}  // namespace lab::reduce_sum_ref

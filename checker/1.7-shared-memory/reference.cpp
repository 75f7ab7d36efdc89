#include "reference.h"

#include <algorithm>
#include <cmath>

#include "checker/harness/messages.h"

namespace lab::shared_memory_ref {

namespace {
constexpr double kUnitRoundoff = 0x1.0p-24;    // float
constexpr double kDoubleRoundoff = 0x1.0p-53;  // the reference's own arithmetic
}  // namespace

double gamma_float(double k) { return k * kUnitRoundoff / (1.0 - k * kUnitRoundoff); }

double extra_rounding(int radius, double extra) { return gamma_float(2.0 * radius) * extra; }

std::vector<double> block_scale(const std::vector<float>& in, const std::vector<float>& scale,
                                int block) {
  std::vector<double> out(in.size());
  for (size_t i = 0; i < in.size(); ++i) out[i] = static_cast<double>(in[i]) * scale[i / block];
  return out;
}

Tolerance block_scale_tolerance() {
  return Tolerance::relative(kUnitRoundoff, say("shared-memory.scale-tolerance"));
}

std::vector<double> block_reverse(const std::vector<float>& data, int chunk) {
  std::vector<double> out(data.size());
  for (size_t start = 0; start < data.size(); start += chunk) {
    const size_t len = std::min(static_cast<size_t>(chunk), data.size() - start);
    for (size_t j = 0; j < len; ++j) out[start + j] = data[start + len - 1 - j];
  }
  return out;
}

StencilReference stencil_sum(const std::vector<float>& in, int radius) {
  const long long n = static_cast<long long>(in.size());
  const double additions = 2.0 * radius;  // m - 1 for m = 2 * radius + 1 terms
  StencilReference ref{std::vector<double>(in.size()), std::vector<double>(in.size())};
  for (long long i = 0; i < n; ++i) {
    double sum = 0.0, magnitude = 0.0;
    for (long long j = std::max(0LL, i - radius); j <= std::min(n - 1, i + radius); ++j) {
      sum += in[j];
      magnitude += std::fabs(in[j]);
    }
    ref.sum[i] = sum;
    ref.bound[i] = (gamma_float(additions) + additions * kDoubleRoundoff) * magnitude;
  }
  return ref;
}

}  // namespace lab::shared_memory_ref

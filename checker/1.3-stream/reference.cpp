#include "reference.h"

#include "checker/harness/messages.h"

namespace lab::two_streams_ref {

std::vector<float> random_inputs(size_t n, Rng& rng) {
  std::vector<float> in(n);
  for (float& x : in) x = static_cast<float>(rng.uniform_int(-kMaxInput, kMaxInput));
  return in;
}

Expected reference(const std::vector<float>& in) {
  Expected e{std::vector<double>(in.size()), std::vector<double>(in.size())};
  for (size_t i = 0; i < in.size(); ++i) {
    const double x = in[i];
    e.b[i] = 2 * x + 1;
    e.a[i] = (x + 1) * (x + 1);
  }
  return e;
}

Tolerance tolerance() { return {0.0, 0.0, say("stream.tolerance")}; }

}  // namespace lab::two_streams_ref

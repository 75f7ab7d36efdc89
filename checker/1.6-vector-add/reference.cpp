#include "reference.h"

#include "checker/harness/messages.h"

namespace lab::vector_add_ref {

std::vector<double> reference(const std::vector<float>& a, const std::vector<float>& b) {
  std::vector<double> c(a.size());
  for (size_t i = 0; i < a.size(); ++i) c[i] = static_cast<double>(a[i]) + b[i];
  return c;
}

Tolerance tolerance() { return Tolerance::relative(0x1.0p-24, say("vector-add.tolerance-rule")); }

}  // namespace lab::vector_add_ref

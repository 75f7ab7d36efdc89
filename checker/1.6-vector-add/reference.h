// CPU reference for chapter 1.6 and the tolerance it is compared with.
#pragma once

#include <vector>

#include "checker/harness/compare.h"

namespace lab::vector_add_ref {

// a[i] + b[i] in float64: exact for any two floats of similar magnitude.
std::vector<double> reference(const std::vector<float>& a, const std::vector<float>& b);

// A float addition is correctly rounded: |fl(a + b) - (a + b)| <= u * |a + b| with the unit
// roundoff u = 2^-24. Anything further off is not rounding but a wrong result.
Tolerance tolerance();

}  // namespace lab::vector_add_ref

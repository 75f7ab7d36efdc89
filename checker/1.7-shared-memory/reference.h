// CPU references for chapter 1.7 and the tolerances they are compared with.
#pragma once

#include <vector>

#include "checker/harness/compare.h"

namespace lab::shared_memory_ref {

// in[i] * scale[i / block] in float64: the exact product of two floats.
std::vector<double> block_scale(const std::vector<float>& in, const std::vector<float>& scale,
                                int block);

// One float multiplication is correctly rounded: |fl(a * b) - a * b| <= u * |a * b|, u = 2^-24.
Tolerance block_scale_tolerance();

// Each chunk of `chunk` elements reversed on its own (the last chunk may be shorter).
// Exact: values are only moved.
std::vector<double> block_reverse(const std::vector<float>& data, int chunk);

// The stencil sum in float64 and, per element, how far a float result may be from it.
//
// A float sum of m = 2 * radius + 1 terms, added in ANY order, is within
// gamma(m - 1) * (|x_1| + ... + |x_m|) of the exact sum, with gamma(k) = k u / (1 - k u)
// and u = 2^-24 (Higham, Accuracy and Stability of Numerical Algorithms, section 4.2).
// The float64 reference adds at most (m - 1) * 2^-53 * sum |x| of its own, which the bound
// includes. Anything further off is not rounding but a wrong term.
struct StencilReference {
  std::vector<double> sum;    // the reference value of out[i]
  std::vector<double> bound;  // the largest |got - sum[i]| that rounding can explain
};
StencilReference stencil_sum(const std::vector<float>& in, int radius);

// gamma(k) = k u / (1 - k u) for float arithmetic (u = 2^-24).
double gamma_float(double k);

// How much further a float stencil sum may be from its exact value when it also took in
// terms of total magnitude `extra` (values read from outside the input, say): the bound
// above grows with the sum of |terms|, by gamma(2 * radius) * extra.
double extra_rounding(int radius, double extra);

}  // namespace lab::shared_memory_ref

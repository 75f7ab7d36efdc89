// CPU reference for chapter 1.11: the float64 product, which elements of C are checked,
// and the rounding-error bound a float32 dot product is compared with.
#pragma once

#include <string>
#include <vector>

#include "checker/harness/seed.h"

namespace lab::gemm_ref {

struct Shape {
  int M = 0, N = 0, K = 0;    // A is M x K, B is K x N, C is M x N, all row-major
  std::string label() const;  // "M x N x K = 17 x 33 x 9"
};

// The values of some elements of C = A * B, and for each the sum of |a_ik * b_kj| that
// its rounding error is proportional to.
struct Expected {
  std::vector<size_t> index;      // row-major positions i * N + j in C
  std::vector<double> value;      // C[i][j]
  std::vector<double> magnitude;  // sum over k of |A[i][k] * B[k][j]|
  double relative_bound = 0;      // |got - value| <= relative_bound * magnitude
  std::string rule;               // where relative_bound comes from, for the diagnosis
};

// gamma(k) = k u / (1 - k u), u = 2^-24: the bound on the relative error of k roundings.
double gamma_float(double k);

// Up to kFullCheck multiply-adds, every element of C is checked; above, only whole rows
// and whole columns: the first, the last and 30 random ones of each (2000 x 3000 x 500:
// up to 32 rows and 32 columns, about 160 000 of the 6 million elements).
constexpr double kFullCheck = 1 << 28;
std::vector<size_t> checked_elements(const Shape& s, Rng& rng);

// The float64 reference at `elements` of C, with the bound of a float32 dot product of
// length K computed in ANY order, with or without FMA (Higham, Accuracy and Stability of
// Numerical Algorithms, section 3.1): |computed - exact| <= gamma(K) * sum |a_ik b_kj|.
// The float64 reference's own error (2 K 2^-53 relative) is added.
Expected reference(const std::vector<float>& A, const std::vector<float>& B, const Shape& s,
                   const std::vector<size_t>& elements);

// Random matrices: |x| in [2^-8, 2^8), mixed signs (harness/seed.h).
std::vector<float> random_matrix(size_t count, Rng& rng);

// Values just above 1, x = 1 + f 2^-12 with f in [0, 1): TF32 (10 mantissa bits) rounds
// every one of them to 1, an error of up to 2^-12 in the same direction for all, which a
// product of length K sums to about K 2^-12 |a b|, far above the FP32 bound K 2^-24 |a b|.
std::vector<float> near_one_matrix(size_t count, Rng& rng);

}  // namespace lab::gemm_ref

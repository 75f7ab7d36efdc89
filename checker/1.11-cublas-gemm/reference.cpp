#include "reference.h"

#include <algorithm>
#include <cmath>

#include "checker/harness/compare.h"
#include "checker/harness/messages.h"

namespace lab::gemm_ref {

namespace {

constexpr double kUnitRoundoff = 0x1.0p-24;

// Row i of C (and its magnitudes) in float64, i-k-j order: B is read row by row.
void full_row(const std::vector<float>& A, const std::vector<float>& B, const Shape& s, int i,
              std::vector<double>& value, std::vector<double>& magnitude) {
  value.assign(s.N, 0.0);
  magnitude.assign(s.N, 0.0);
  for (int k = 0; k < s.K; ++k) {
    const double a = A[size_t(i) * s.K + k], abs_a = std::fabs(a);
    const float* b = &B[size_t(k) * s.N];
    for (int j = 0; j < s.N; ++j) {
      value[j] += a * b[j];
      magnitude[j] += abs_a * std::fabs(double(b[j]));
    }
  }
}

}  // namespace

std::string Shape::label() const {
  return "M x N x K = " + std::to_string(M) + " x " + std::to_string(N) + " x " + std::to_string(K);
}

double gamma_float(double k) { return k * kUnitRoundoff / (1.0 - k * kUnitRoundoff); }

std::vector<size_t> checked_elements(const Shape& s, Rng& rng) {
  const size_t elements = size_t(s.M) * s.N;
  std::vector<size_t> index;
  if (double(elements) * s.K <= kFullCheck) {
    index.resize(elements);
    for (size_t p = 0; p < elements; ++p) index[p] = p;
    return index;
  }
  auto pick = [&](int count) {
    std::vector<char> chosen(count, 0);
    chosen[0] = chosen[count - 1] = 1;
    for (int t = 0; t < 30; ++t) chosen[rng.uniform_int(0, count - 1)] = 1;
    return chosen;
  };
  const std::vector<char> rows = pick(s.M), cols = pick(s.N);
  for (int i = 0; i < s.M; ++i)
    for (int j = 0; j < s.N; ++j)
      if (rows[i] || cols[j]) index.push_back(size_t(i) * s.N + j);
  return index;
}

Expected reference(const std::vector<float>& A, const std::vector<float>& B, const Shape& s,
                   const std::vector<size_t>& elements) {
  Expected e;
  e.index = elements;
  e.value.resize(elements.size());
  e.magnitude.resize(elements.size());
  std::vector<double> row_value, row_magnitude;
  // Elements come in row-major order: a row with many checked elements is computed whole
  // (cache-friendly), a row with few element by element.
  for (size_t first = 0; first < elements.size();) {
    const int i = static_cast<int>(elements[first] / s.N);
    size_t last = first;
    while (last < elements.size() && elements[last] / s.N == size_t(i)) ++last;
    const bool whole = (last - first) * 8 >= size_t(s.N);
    if (whole) full_row(A, B, s, i, row_value, row_magnitude);
    for (size_t e_at = first; e_at < last; ++e_at) {
      const int j = static_cast<int>(elements[e_at] % s.N);
      if (whole) {
        e.value[e_at] = row_value[j];
        e.magnitude[e_at] = row_magnitude[j];
        continue;
      }
      double v = 0, m = 0;
      for (int k = 0; k < s.K; ++k) {
        const double p = double(A[size_t(i) * s.K + k]) * B[size_t(k) * s.N + j];
        v += p;
        m += std::fabs(p);
      }
      e.value[e_at] = v;
      e.magnitude[e_at] = m;
    }
    first = last;
  }
  e.relative_bound = gamma_float(s.K) + 2.0 * s.K * 0x1.0p-53;
  e.rule = say("gemm.rule.cpu", {{"k", s.K}, {"bound", format_number(e.relative_bound)}});
  return e;
}

std::vector<float> random_matrix(size_t count, Rng& rng) { return random_floats(count, rng); }

std::vector<float> near_one_matrix(size_t count, Rng& rng) {
  std::vector<float> x(count);
  for (float& v : x) v = 1.0f + static_cast<float>(rng.uniform01()) * 0x1.0p-12f;
  return x;
}

}  // namespace lab::gemm_ref

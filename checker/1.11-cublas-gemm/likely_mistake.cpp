#include "likely_mistake.h"

#include <algorithm>
#include <cmath>

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"

namespace lab::gemm_ref {

namespace {

std::string num(double v) { return format_number(v); }

// What reading element `at` of `x` gives, guard bands included.
double read(const std::vector<float>& x, long long at) {
  return at >= 0 && at < static_cast<long long>(x.size()) ? x[at] : kOutside;
}

// Sum over k < count of x(k) * y(k), and of |x(k) * y(k)|.
template <typename X, typename Y>
void dot(int count, X x, Y y, double& value, double& magnitude) {
  value = magnitude = 0;
  for (int k = 0; k < count; ++k) {
    const double p = x(k) * y(k);
    value += p;
    magnitude += std::fabs(p);
  }
}

const char* id_of(Suspect suspect) {
  switch (suspect) {
    case Suspect::transposed: return "gemm-transposed";
    case Suspect::k_rounded_down: return "gemm-k-rounded-down";
    case Suspect::unguarded_tiles: return "gemm-unguarded-tiles";
    case Suspect::cublas_call: return "gemm-cublas-call";
  }
  return "gemm-values-wrong";
}

std::string hint_text(const Match& m, const Shape& s, int tile, bool cublas) {
  switch (m.suspect) {
    case Suspect::transposed:
      return cublas ? "the result is C transposed: cuBLAS wrote the column-major C (element (i, j) at "
                      "j * M + i). Row-major C = A * B is column-major C^T = B^T * A^T: call cublasSgemm "
                      "with m = N, n = M, k = K, B as the first matrix (ldb = N) and A as the second "
                      "(lda = K), ldc = N."
                    : "C is transposed: the value of C[i][j] is at position j * M + i, so the kernel "
                      "stored C[col * M + row] (column-major). Row-major C[i][j] lives at C[i * N + j]: "
                      "store C[row * N + col].";
    case Suspect::k_rounded_down:
      return "the loop over K tiles rounds down: the result is the sum over k < " +
             std::to_string(s.K / tile * tile) + " only (the whole tiles of " + std::to_string(tile) +
             "), the last, partial tile of K = " + std::to_string(s.K) + " was left out. Loop over "
             "(K + TILE - 1) / TILE tiles and load 0 past the end of K.";
    case Suspect::unguarded_tiles:
      return "the result is what tile loads without bounds checks give: at the edges the " +
             std::to_string(tile) + " x " + std::to_string(tile) + " tiles read A and B past their "
             "rows and columns (elements of other rows, or past the end of the arrays). Load 0 "
             "outside the matrices: a_tile[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0, "
             "b_tile[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.";
    case Suspect::cublas_call:
      return "the result is exactly what " + m.call.text() + " computes: " + m.call.mistake;
  }
  return "";
}

std::string hint_for(const Match& m, const Shape& s, int tile, bool cublas) {
  return tagged(id_of(m.suspect), hint_text(m, s, tile, cublas));
}

}  // namespace

bool ColumnMajorCall::valid() const {
  return m >= 1 && n >= 1 && k >= 1 && ldx >= m && ldy >= k && ldc >= m;
}

std::string ColumnMajorCall::text() const {
  const char* x = x_is_a ? "A" : "B";
  const char* y = x_is_a ? "B" : "A";
  return "cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m = " + std::to_string(m) + ", n = " +
         std::to_string(n) + ", k = " + std::to_string(k) + ", &alpha, " + x + ", " + std::to_string(ldx) +
         ", " + y + ", " + std::to_string(ldy) + ", &beta, C, " + std::to_string(ldc) + ")";
}

std::vector<ColumnMajorCall> usual_calls(const Shape& s) {
  const int M = s.M, N = s.N, K = s.K;
  const std::string identity = " Row-major C = A * B is column-major C^T = B^T * A^T: m = N, n = M, "
                               "k = K, B first with ldb = N (its row length), A second with lda = K, "
                               "ldc = N.";
  return {
      {N, M, K, false, N, K, N, ""},
      {N, M, K, true, N, K, N, "A and B are swapped in the cublasSgemm call." + identity},
      {N, M, K, true, K, N, N, "A and B are swapped in the cublasSgemm call (with their leading "
                               "dimensions)." + identity},
      {N, M, K, false, K, N, N, "the leading dimensions are swapped or wrong (lda and ldb)." + identity},
      {M, N, K, true, M, K, M, "it treats the row-major A, B and C as column-major matrices (leading "
                               "dimension = number of rows), which computes a different product." + identity},
      {M, N, K, true, K, N, N, "the row-major leading dimensions with the column-major m and n: cuBLAS "
                               "reads every matrix as column-major, the leading dimension being the "
                               "distance between columns." + identity},
  };
}

bool simulate(const Inputs& in, Suspect suspect, int tile, const ColumnMajorCall& call, size_t p,
              double& value, double& magnitude) {
  const Shape& s = in.shape;
  const long long i = p / s.N, j = p % s.N;
  auto a = [&](long long at) { return read(in.A, at); };
  auto b = [&](long long at) { return read(in.B, at); };
  switch (suspect) {
    case Suspect::transposed: {
      const long long ii = p % s.M, jj = p / s.M;
      dot(s.K, [&](int k) { return a(ii * s.K + k); }, [&](int k) { return b(k * s.N + jj); }, value, magnitude);
      return true;
    }
    case Suspect::k_rounded_down:
      dot(s.K / tile * tile, [&](int k) { return a(i * s.K + k); }, [&](int k) { return b(k * s.N + j); },
          value, magnitude);
      return true;
    case Suspect::unguarded_tiles:
      dot((s.K + tile - 1) / tile * tile, [&](int k) { return a(i * s.K + k); },
          [&](int k) { return b(k * s.N + j); }, value, magnitude);
      return true;
    case Suspect::cublas_call: {
      const long long r = p % call.ldc, c = p / call.ldc;
      if (r >= call.m || c >= call.n) return false;  // the call does not write there
      const auto& x = call.x_is_a ? in.A : in.B;
      const auto& y = call.x_is_a ? in.B : in.A;
      dot(call.k, [&](int k) { return read(x, r + k * static_cast<long long>(call.ldx)); },
          [&](int k) { return read(y, k + c * static_cast<long long>(call.ldy)); }, value, magnitude);
      return true;
    }
  }
  return false;
}

std::vector<Match> recognise(const Inputs& in, const std::vector<float>& got,
                             const std::vector<size_t>& positions, int tile, bool cublas) {
  const Shape& s = in.shape;
  std::vector<Match> candidates = {{Suspect::transposed, {}, ""}};
  if (tile > 0 && s.K % tile != 0) {
    candidates.push_back({Suspect::k_rounded_down, {}, ""});
    candidates.push_back({Suspect::unguarded_tiles, {}, ""});
  }
  if (cublas)
    for (const ColumnMajorCall& call : usual_calls(s))
      if (!call.mistake.empty() && call.valid()) candidates.push_back({Suspect::cublas_call, call, ""});

  const double bound = gamma_float(s.K) + 2.0 * s.K * 0x1.0p-53;
  const size_t step = std::max<size_t>(1, positions.size() / 4096);  // at most ~4096 positions each
  std::vector<Match> matches;
  for (Match& m : candidates) {
    bool all = true;
    for (size_t at = 0; at < positions.size() && all; at += step) {
      const size_t p = positions[at];
      double value = 0, magnitude = 0;
      if (!simulate(in, m.suspect, tile, m.call, p, value, magnitude))
        all = is_poison(got[p]);  // that program leaves the element unwritten
      else
        all = std::fabs(double(got[p]) - value) <= bound * magnitude;
    }
    if (!all) continue;
    m.hint = hint_for(m, s, tile, cublas);
    matches.push_back(m);
  }
  return matches;
}

std::string reduced_precision_hint(const std::vector<float>& got, const Expected& e, bool cublas) {
  double worst = 0;
  for (size_t at = 0; at < e.index.size(); ++at) {
    const double error = std::fabs(double(got[e.index[at]]) - e.value[at]);
    if (!(error <= 0x1.0p-9 * e.magnitude[at])) return "";  // NaN or far off: not a precision problem
    if (e.magnitude[at] > 0) worst = std::max(worst, error / e.magnitude[at]);
  }
  if (worst <= e.relative_bound) return "";
  return tagged("gemm-reduced-precision", "C is close to A * B (error up to " + num(worst) + " x sum |a b|) but further off than float32 "
         "rounding allows (" + num(e.relative_bound) + " x sum |a b|): the products were computed at "
         "reduced precision. " +
         (cublas ? std::string("cuBLAS uses TF32 tensor cores (10-bit mantissa) when asked to: leave the "
                               "handle's default math mode (no cublasSetMathMode(handle, "
                               "CUBLAS_TF32_TENSOR_OP_MATH), no CUBLAS_COMPUTE_32F_FAST_TF32, and "
                               "NVIDIA_TF32_OVERRIDE unset).")
                 : std::string("Keep every value and the sum in float (no __half, no TF32 conversion).")));
}

std::string rejected_call_hint(const Shape& s) {
  std::string text =
      "cublasSgemm most likely refused its arguments (look for the `cublas error` line with "
      "CUBLAS_STATUS_INVALID_VALUE above). cuBLAS sees every matrix as column-major and requires each "
      "leading dimension to be at least the number of rows of its matrix: ld of the first matrix >= m, "
      "of the second >= k, ldc >= m.";
  for (const ColumnMajorCall& call : usual_calls(s)) {
    if (call.mistake.empty() || call.valid()) continue;
    text += "\n  For this shape cuBLAS rejects " + call.text() + ", where " + call.mistake;
  }
  return tagged("gemm-cublas-rejected", text);
}

}  // namespace lab::gemm_ref

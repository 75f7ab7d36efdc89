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

// The hint for `m`.
Diagnosis hint_for(const Match& m, const Shape& s, int tile, bool cublas) {
  switch (m.suspect) {
    case Suspect::transposed:
      return cublas ? Diagnosis{"gemm-transposed", say("gemm.transposed.cublas")}
                    : diagnose("gemm-transposed");
    case Suspect::k_rounded_down:
      return diagnose("gemm-k-rounded-down",
                      {{"whole", s.K / tile * tile}, {"tile", tile}, {"k", s.K}});
    case Suspect::unguarded_tiles: return diagnose("gemm-unguarded-tiles", {{"tile", tile}});
    case Suspect::cublas_call:
      return diagnose("gemm-cublas-call", {{"call", m.call.text()}, {"mistake", m.call.mistake}});
  }
  return {};
}

// A wrong call's mistake: what is wrong, then the identity it breaks.
std::string call_mistake(const std::string& what) {
  return say("gemm.call.mistake", {{"what", what}, {"identity", say("gemm.call.identity")}});
}

// The side of the two square float tiles that `launch`'s shared memory holds exactly, or 0.
size_t two_square_tiles(const KernelLaunch& launch) {
  const size_t bytes = size_t(launch.static_shared_bytes) + launch.shared_bytes;
  const size_t floats = bytes / sizeof(float);
  const size_t tile = static_cast<size_t>(std::lround(std::sqrt(floats / 2.0)));
  return tile && 2 * tile * tile == floats && floats * sizeof(float) == bytes ? tile : 0;
}

}  // namespace

bool ColumnMajorCall::valid() const {
  return m >= 1 && n >= 1 && k >= 1 && ldx >= m && ldy >= k && ldc >= m;
}

std::string ColumnMajorCall::text() const {
  const char* x = x_is_a ? "A" : "B";
  const char* y = x_is_a ? "B" : "A";
  return "cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m = " + std::to_string(m) +
         ", n = " + std::to_string(n) + ", k = " + std::to_string(k) + ", &alpha, " + x + ", " +
         std::to_string(ldx) + ", " + y + ", " + std::to_string(ldy) + ", &beta, C, " +
         std::to_string(ldc) + ")";
}

std::vector<ColumnMajorCall> usual_calls(const Shape& s) {
  const int M = s.M, N = s.N, K = s.K;
  return {
      {N, M, K, false, N, K, N, ""},
      {N, M, K, true, N, K, N, call_mistake(say("gemm.call.swapped"))},
      {N, M, K, true, K, N, N, call_mistake(say("gemm.call.swapped-with-ld"))},
      {N, M, K, false, K, N, N, call_mistake(say("gemm.call.ld-wrong"))},
      {M, N, K, true, M, K, M, call_mistake(say("gemm.call.column-major"))},
      {M, N, K, true, K, N, N, call_mistake(say("gemm.call.row-major-ld"))},
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
      dot(
          s.K, [&](int k) { return a(ii * s.K + k); }, [&](int k) { return b(k * s.N + jj); },
          value, magnitude);
      return true;
    }
    case Suspect::k_rounded_down:
      dot(
          s.K / tile * tile, [&](int k) { return a(i * s.K + k); },
          [&](int k) { return b(k * s.N + j); }, value, magnitude);
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
      dot(
          call.k, [&](int k) { return read(x, r + k * static_cast<long long>(call.ldx)); },
          [&](int k) { return read(y, k + c * static_cast<long long>(call.ldy)); }, value,
          magnitude);
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
      if (!call.mistake.empty() && call.valid())
        candidates.push_back({Suspect::cublas_call, call, ""});

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

Diagnosis reduced_precision_hint(const std::vector<float>& got, const Expected& e, bool cublas) {
  double worst = 0;
  for (size_t at = 0; at < e.index.size(); ++at) {
    const double error = std::fabs(double(got[e.index[at]]) - e.value[at]);
    if (!(error <= 0x1.0p-9 * e.magnitude[at]))
      return {};  // NaN or far off: not a precision problem
    if (e.magnitude[at] > 0) worst = std::max(worst, error / e.magnitude[at]);
  }
  if (worst <= e.relative_bound) return {};
  return diagnose("gemm-reduced-precision",
                  {{"worst", num(worst)},
                   {"bound", num(e.relative_bound)},
                   {"advice", cublas ? say("gemm.reduced.cublas") : say("gemm.reduced.kernel")}});
}

int tile_width(const KernelLaunch& launch) {
  if (launch.block.y <= 1) return 0;
  const size_t tile = two_square_tiles(launch);
  return static_cast<int>(tile ? tile : launch.block.x);
}

Diagnosis tile_block_cause(const std::string& function, const KernelLaunch& launch) {
  const size_t bytes = size_t(launch.static_shared_bytes) + launch.shared_bytes;
  const size_t threads = size_t(launch.block.x) * launch.block.y * launch.block.z;
  const size_t floats = bytes / sizeof(float);
  if (bytes == 0 || floats >= 2 * threads) return {};
  const size_t tile = two_square_tiles(launch);
  const std::string tiles = tile ? say("gemm.two-tiles", {{"tile", tile}}) : "";
  return cause("tile-block-mismatch", {{"function", function},
                                       {"bx", launch.block.x},
                                       {"by", launch.block.y},
                                       {"threads", threads},
                                       {"bytes", bytes},
                                       {"tiles", tiles}});
}

Diagnosis rejected_call_hint(const Shape& s) {
  std::string rejected;
  for (const ColumnMajorCall& call : usual_calls(s)) {
    if (call.mistake.empty() || call.valid()) continue;
    rejected +=
        "\n  " + say("gemm.rejected-call", {{"call", call.text()}, {"mistake", call.mistake}});
  }
  return diagnose("gemm-cublas-rejected", {{"rejected", rejected}});
}

}  // namespace lab::gemm_ref

#include "checks.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "common/cublas_check.h"
#include "cublas_product.h"
#include "gemm.h"
#include "likely_mistake.h"

namespace lab::checks {

namespace ref = lab::gemm_ref;

namespace {

std::string num(double v) { return format_number(v); }

// One handle for the function under test, another for the checker's own reference, so
// that nothing the student's code sets on its handle (a math mode) changes the reference.
// Created once and never destroyed: at exit the CUDA context may already be gone.
cublasHandle_t new_handle() {
  cublasHandle_t handle = nullptr;
  LAB_CUBLAS_TRY(cublasCreate(&handle));
  return handle;
}
cublasHandle_t handle_under_test() {
  static const cublasHandle_t handle = new_handle();
  return handle;
}
cublasHandle_t reference_handle() {
  static const cublasHandle_t handle = new_handle();
  return handle;
}

// C = A * B (row-major) by cuBLAS, on the checker's handle.
void cublas_product(const float* A, const float* B, float* C, const ref::Shape& s,
                    cudaStream_t stream) {
  lab::cublas_product(reference_handle(), A, B, C, s.M, s.N, s.K, stream);
}

// Every element of C, from cuBLAS, with sum |a b| as |A| * |B|. Both results are within
// gamma(K) sum|a b| of the exact product, so a correct kernel is within twice that of cuBLAS.
ref::Expected cublas_reference(const GuardedArray<float>& dA, const GuardedArray<float>& dB,
                               const std::vector<float>& A, const std::vector<float>& B,
                               const ref::Shape& s) {
  Stream stream;
  const size_t elements = size_t(s.M) * s.N;
  DeviceBuffer<float> C(elements), absA(A.size()), absB(B.size()), magnitude(elements);
  std::vector<float> a(A.size()), b(B.size()), value(elements), mag(elements);
  for (size_t i = 0; i < a.size(); ++i) a[i] = std::fabs(A[i]);
  for (size_t i = 0; i < b.size(); ++i) b[i] = std::fabs(B[i]);
  // Everything on the reference's stream, in order: no copy on the legacy default stream,
  // which this non-blocking stream would not wait for.
  upload(absA, a, stream);
  upload(absB, b, stream);
  cublas_product(dA.data(), dB.data(), C.data(), s, stream);
  cublas_product(absA.data(), absB.data(), magnitude.data(), s, stream);
  download(value.data(), C, elements, stream);
  download(mag.data(), magnitude, elements, stream);
  synchronize(stream, say("gemm.context.reference").c_str());
  ref::Expected e;
  e.index.resize(elements);
  e.value.assign(value.begin(), value.end());
  e.magnitude.assign(mag.begin(), mag.end());
  for (size_t p = 0; p < elements; ++p) e.index[p] = p;
  const double g = ref::gamma_float(s.K);
  e.relative_bound = 2 * g / (1 - g);
  e.rule = say("gemm.rule.cublas", {{"k", s.K}, {"bound", num(e.relative_bound)}});
  return e;
}

// "C[3][7] (block (0, 0), thread (7, 3))": blocks and threads when the launch is 2D.
std::string where(size_t p, const ref::Shape& s, const KernelLaunch* launch) {
  const size_t i = p / s.N, j = p % s.N;
  std::string text = "C[" + std::to_string(i) + "][" + std::to_string(j) + "]";
  if (launch && launch->block.y > 1)
    text += say("gemm.where.thread", {{"bx", j / launch->block.x},
                                      {"by", i / launch->block.y},
                                      {"tx", j % launch->block.x},
                                      {"ty", i % launch->block.y}});
  return text;
}

struct Comparison {
  Diagnosis message;  // none when every checked element is right
  size_t wrong = 0, never_written = 0;
  bool only_edges = false;  // all wrong elements in the last, partial block row or column
};

Comparison compare_c(const std::vector<float>& got, const ref::Expected& e, const ref::Shape& s,
                     const KernelLaunch* launch) {
  Comparison c;
  std::string listing;
  const bool blocks_2d = launch && launch->block.y > 1;
  const size_t full_rows = blocks_2d ? s.M / launch->block.y * launch->block.y : 0;
  const size_t full_cols = blocks_2d ? s.N / launch->block.x * launch->block.x : 0;
  c.only_edges = blocks_2d;
  for (size_t at = 0; at < e.index.size(); ++at) {
    const size_t p = e.index[at];
    const bool never = is_poison(got[p]);
    const double tolerance = e.relative_bound * e.magnitude[at];
    if (!never && std::fabs(double(got[p]) - e.value[at]) <= tolerance) continue;
    ++c.wrong;
    c.never_written += never;
    if (p / s.N < full_rows && p % s.N < full_cols) c.only_edges = false;
    if (c.wrong <= 5)
      listing += "  " +
                 (never ? say("gemm.element-unwritten", {{"where", where(p, s, launch)},
                                                         {"want", num(e.value[at])},
                                                         {"tolerance", num(tolerance)}})
                        : say("gemm.element-wrong", {{"where", where(p, s, launch)},
                                                     {"got", num(got[p])},
                                                     {"want", num(e.value[at])},
                                                     {"tolerance", num(tolerance)}})) +
                 "\n";
  }
  if (!c.wrong) return c;
  c.message = diagnose("gemm-values-wrong", {{"wrong", c.wrong}, {"checked", e.index.size()}});
  std::string& text = c.message.text;
  if (c.never_written) text += say("gemm.values.never-written", {{"count", c.never_written}});
  if (e.index.size() < size_t(s.M) * s.N)
    text += say("gemm.values.checked-part",
                {{"checked", e.index.size()}, {"total", size_t(s.M) * s.N}});
  text += say("gemm.values.tolerance", {{"rule", e.rule}}) + "\n" + listing;
  if (c.wrong > 5) text += "  " + say("gemm.values.more", {{"count", c.wrong - 5}}) + "\n";
  return c;
}

// Elements never written, and what leaves them so: too few threads, or threads that skip
// their element. With one thread per element (gemm_naive, by the contract) the launch tells
// the two apart; other kernels may give a thread several elements, so both are named.
Diagnosis unwritten_hint(const Function& f, const Comparison& c, const ref::Shape& s,
                         const KernelLaunch* launch) {
  const std::string head = say("gemm.unwritten.head", {{"count", c.never_written}});
  const std::string round_up = say("gemm.unwritten.round-up");
  const std::string bounds = say("gemm.unwritten.bounds");
  if (!launch || f.name != "gemm_naive")
    return diagnose("gemm-never-written", {{"head", head},
                                           {"grid", say("gemm.unwritten.grid-uncovered")},
                                           {"bounds", bounds},
                                           {"round_up", round_up}});
  const size_t x = size_t(launch->grid.x) * launch->block.x,
               y = size_t(launch->grid.y) * launch->block.y,
               z = size_t(launch->grid.z) * launch->block.z, M = s.M, N = s.N;
  const std::string grid = describe_launch(*launch);
  if (x * y * z < M * N)
    return diagnose("gemm-grid-too-small",
                    {{"head", head}, {"launch", grid}, {"round_up", round_up}});
  if (z == 1 && ((x >= N && y >= M) || (x >= M && y >= N) || y == 1))
    return diagnose("gemm-bounds-skip", {{"head", head}, {"launch", grid}, {"bounds", bounds}});
  return diagnose("gemm-never-written",
                  {{"head", head},
                   {"grid", say("gemm.unwritten.grid-mismatch", {{"launch", grid}})},
                   {"bounds", bounds},
                   {"round_up", round_up}});
}

// What else the pattern of wrong elements says, when no simulated mistake matched.
Diagnosis pattern_hints(const Function& f, const Comparison& c, size_t checked, const ref::Shape& s,
                        const KernelLaunch* launch) {
  if (c.never_written == checked) return diagnose("gemm-nothing-written");
  if (c.never_written) return unwritten_hint(f, c, s, launch);
  if (c.only_edges && launch) return diagnose("gemm-edges-wrong", {{"rows", launch->block.y}});
  if (f.name == "gemm_naive") return diagnose("gemm-indices");
  if (f.name == "gemm_tiled" || f.name == "gemm_fast") return diagnose("gemm-tiled-causes");
  return diagnose("gemm-cublas-arguments");
}

// `diagnosis` as a hint line: "  hint: " and its text, with its id.
Diagnosis hint_line(const Diagnosis& diagnosis) {
  return {diagnosis.id, "  " + say("gemm.hint", {{"hint", diagnosis.text}})};
}

// The hint lines for a wrong C; their text() is followed by "\n" in a message.
Problems explain(const Function& f, const ref::Inputs& in, const std::vector<float>& got,
                 const ref::Expected& e, const Comparison& c, const KernelLaunch* launch) {
  Problems hints;
  const int tile = launch ? ref::tile_width(*launch) : 0;
  for (const ref::Match& m : ref::recognise(in, got, e.index, tile, f.cublas))
    hints.add(hint_line(m.hint));
  if (const Diagnosis p = ref::reduced_precision_hint(got, e, f.cublas); !p.text.empty())
    hints.add(hint_line(p));
  if (hints.empty()) hints.add(hint_line(pattern_hints(f, c, e.index.size(), in.shape, launch)));
  return hints;
}

// A message made of text and of the diagnoses it quotes, in order: its ids are theirs.
class Message {
 public:
  explicit Message(std::string title) : title_(std::move(title)) {}
  // Adds `text` after the title (written before the first thing added).
  void add(const std::string& text) { text_ += (text_.empty() ? title_ : "") + text; }
  // Adds `problems`' text and then `after`, quoting their ids; none add nothing.
  void add(const Problems& problems, const std::string& after) {
    if (problems.empty()) return;
    add(problems.text() + after);
    quoted_.add(problems);
  }
  // Adds `before` and then `problems`' text.
  void add(const std::string& before, const Problems& problems) {
    add(before + problems.text());
    quoted_.add(problems);
  }
  bool empty() const { return text_.empty(); }
  Problems problems() const { return quoted_.quoted_in(text_); }

 private:
  std::string title_, text_;
  Problems quoted_;
};

}  // namespace

Function naive() { return {"gemm_naive", "gemm_naive", gemm_naive}; }
Function tiled() { return {"gemm_tiled", "gemm_tiled", gemm_tiled}; }
Function fast() { return {"gemm_fast", say("gemm.label.fast"), gemm_fast}; }
Function cublas() {
  return {"gemm_cublas", "gemm_cublas",
          [](const float* A, const float* B, float* C, int M, int N, int K, cudaStream_t stream) {
            gemm_cublas(handle_under_test(), A, B, C, M, N, K, stream);
          },
          true};
}

// A second call on the same buffers with fresh inputs, C not poisoned, as a caller computing
// product after product into one C does: A (in dA) negated, so that the exact product, and
// with it every checked element, is negated too (the same bound applies). `second` is what
// the last call left in C; none when the second call is right.
Problems call_again(const Function& f, const ref::Shape& s, const std::vector<float>& B,
                    const ref::Expected& e, const std::vector<float>& second,
                    const KernelLaunch* launch, GuardedArray<float>& dA, GuardedArray<float>& dC,
                    const std::function<void()>& call) {
  std::vector<float> negated = dA.download();
  for (float& v : negated) v = -v;
  ref::Expected minus = e;
  for (double& v : minus.value) v = -v;
  dA.upload(negated);
  call();
  const std::vector<float> again = dC.download();
  const Comparison c2 = compare_c(again, minus, s, launch);
  if (c2.message.text.empty()) return {};
  Message m("");
  if (bitwise_differences(again, second).count == 0) {
    m.add(stale_second_call(f.name, "C"), "\n");
    return m.problems();
  }
  m.add(
      Problems(c2.message).quoted_in(say("gemm.second-call-wrong", {{"problem", c2.message.text}})),
      "");
  m.add(explain(f, ref::Inputs{negated, B, s}, again, minus, c2, launch), "\n");
  return m.problems();
}

Problems check_gemm(const Function& f, const ref::Shape& s, Inputs inputs, Reference reference) {
  const bool near_one = inputs == Inputs::near_one;
  Rng rng = rng_for("1.11 " + f.name + " " + s.label() + (near_one ? " near one" : ""));
  const size_t a_size = size_t(s.M) * s.K, b_size = size_t(s.K) * s.N, c_size = size_t(s.M) * s.N;
  const std::vector<float> A =
      near_one ? ref::near_one_matrix(a_size, rng) : ref::random_matrix(a_size, rng);
  const std::vector<float> B =
      near_one ? ref::near_one_matrix(b_size, rng) : ref::random_matrix(b_size, rng);
  const std::string title =
      say("gemm.title", {{"function", f.label},
                         {"shape", s.label()},
                         {"inputs", near_one ? say("gemm.title.near-one") : ""}});

  Stream stream;
  GuardedArray<float> dA("A", a_size, stream), dB("B", b_size, stream), dC("C", c_size, stream);
  dA.set_guard_value(ref::kOutside);  // reading past A or B changes the result
  dB.set_guard_value(ref::kOutside);
  dA.upload(A);
  dB.upload(B);
  auto call_f = [&] { f.launch(dA.data(), dB.data(), dC.data(), s.M, s.N, s.K, stream); };
  if (f.cublas) {
    // cuBLAS sets up its workspace on first use of a stream: outside the recording. Into a C
    // of its own (guarded like C, so that a wrong ldc lands in its guards), so that the
    // recorded call is the first one on the buffers checked.
    GuardedArray<float> warm_up("C", c_size, stream);
    f.launch(dA.data(), dB.data(), warm_up.data(), s.M, s.N, s.K, stream);
    synchronize(stream, say("gemm.context.running", {{"function", f.name}}).c_str());
  }

  // Record the call: it must launch on `stream`. Where the graph of a library's kernels
  // cannot be inspected, the call is run directly instead (results are still checked).
  std::optional<CapturedCall> call;
  dC.poison();  // so that a product computed on another stream shows in C
  try {
    call.emplace(capture(stream, call_f));
  } catch (const CudaError& error) {
    if (!f.cublas || error.sticky()) throw;
  }
  if (call) {
    const auto written = [&] {
      const std::vector<float> c = dC.download();
      return std::any_of(c.begin(), c.end(), [](float v) { return !is_poison(v); });
    };
    if (const Problems p = call->problems(f.name, 1, written); !p.empty()) {
      Message m(title);
      const bool nothing_recorded = call->kernels.empty() && call->launch_error == cudaSuccess;
      // cuBLAS launches on the handle's stream: a product that ran elsewhere came from a handle
      // left on another stream, a call without a product from a call that cuBLAS refused.
      if (f.cublas && nothing_recorded && written())
        m.add(Problems(diagnose("cublas-stream-not-set", {{"function", f.name}})), "");
      else
        m.add(p, "");
      if (f.cublas && nothing_recorded && !written())
        m.add("\n", hint_line(ref::rejected_call_hint(s)));
      return m.problems();
    }
  }
  const KernelLaunch* launch = call && !f.cublas ? &call->kernels.front() : nullptr;
  // Read from the recording before anything runs, so that a fault can still name it; shown
  // only with a wrong result or a fault.
  const Problems shape = launch ? Problems(ref::tile_block_cause(f.name, *launch)) : Problems();
  const std::function<std::vector<float>()> run = [&] {
    dC.poison();  // NaN bytes: what the function does not write stays recognisable
    if (call)
      call->run(stream);
    else
      call_f();
    synchronize(stream, say("gemm.context.running", {{"function", f.name}}).c_str());
    return dC.download();
  };
  std::vector<float> first, second;
  try {
    first = run(), second = run();
  } catch (const CudaError& error) {
    if (shape.empty()) throw;
    Message fault(title);
    fault.add(Problems(Diagnosis{"", explain_fault(error.code(), error.operation())}), "\n");
    fault.add(shape, "");
    return fault.problems();
  }

  const ref::Expected e = reference == Reference::cpu
                              ? ref::reference(A, B, s, ref::checked_elements(s, rng))
                              : cublas_reference(dA, dB, A, B, s);
  Message problems(title);
  const Comparison c = compare_c(first, e, s, launch);
  if (!c.message.text.empty()) {
    problems.add(c.message, "");
    problems.add(explain(f, ref::Inputs{A, B, s}, first, e, c, launch), "\n");
  }
  if (const Problems race = compare_runs("C", first, second); !race.empty()) {
    const bool tiles = f.name == "gemm_tiled" || f.name == "gemm_fast";
    problems.add(race.quoted_in(diagnose("gemm-runs-differ",
                                         {{"race", race.text()},
                                          {"tiled", tiles ? say("gemm.runs-differ.tiled") : ""}})),
                 "\n");
  }
  for (const Problems& p :
       {dC.check_guards(say("gemm.guard.c")), dA.check_guards(), dB.check_guards(),
        check_unchanged("A", A, dA.download()), check_unchanged("B", B, dB.download())})
    if (!p.empty()) problems.add(p, "\n");
  if (!problems.empty()) {
    // Doubling, not negation: a product of A with itself does not change when A is negated.
    problems.add(inputs_without_effect<float>(f.name, "C", {{dA, A}, {dB, B}}, first, run), "\n");
    problems.add(shape, "");
    return problems.problems();
  }

  Message again(title);
  again.add(
      call_again(f, s, B, e, second, launch, dA, dC,
                 [&] {
                   call_f();
                   synchronize(stream, say("gemm.context.again", {{"function", f.name}}).c_str());
                 }),
      "");
  return again.problems();
}

std::string kernels_launched(const Function& f, const ref::Shape& s) {
  Stream stream;
  DeviceBuffer<float> A(size_t(s.M) * s.K), B(size_t(s.K) * s.N), C(size_t(s.M) * s.N);
  CapturedCall call =
      capture(stream, [&] { f.launch(A.data(), B.data(), C.data(), s.M, s.N, s.K, stream); });
  std::string names;
  for (const KernelLaunch& k : call.kernels) names += k.kernel + " " + describe_launch(k) + "; ";
  return names;
}

}  // namespace lab::checks

#include "checks.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "reference.h"

namespace lab::checks {

namespace ref = lab::reduce_sum_ref;

namespace {

std::string num(double v) { return format_number(v); }

bool within(double got, double want, double tolerance) {
  return std::fabs(got - want) <= tolerance;
}

bool is_power_of_two(unsigned v) { return v && !(v & (v - 1)); }

// One captured call of `f` on its buffers, ready to run again and again.
struct Recorded {
  CapturedCall call;
  ref::Bound bound;
  GuardedArray<float>* input = nullptr;
  GuardedArray<float>* output = nullptr;  // where the sum goes
  cudaStream_t stream = nullptr;
};

// 2^24: from here on, adding 1 to a float changes nothing (the spacing of floats is 2).
constexpr float kOnesStall = 16777216.0f;

bool all_ones(const std::vector<float>& x) {
  return std::all_of(x.begin(), x.end(), [](float v) { return v == 1.0f; });
}

// True when `got` is the sum plus what *output held before the call: never set to 0. The
// old value is one more term of the float sum, of magnitude |before|.
bool added_to_old_value(float got, float before, double want, const ref::Bound& b) {
  return within(got, want + double(before), ref::with_extra(b, before));
}

// A hint line under a diagnosis: "  hint: " and `diagnosis`'s text (in the reader's
// language), with its id; on a line of its own below the diagnosis it adds to.
Diagnosis hint(const Diagnosis& diagnosis) {
  return {diagnosis.id, "  " + say("reduce-sum.hint", {{"hint", diagnosis.text}})};
}

// The hint for *output = m x the sum, where the launch shape says who added m times.
Diagnosis multiple_hint(long long m, const std::vector<KernelLaunch>& kernels) {
  for (const KernelLaunch& k : kernels)
    if (k.block.x == m && k.block.y == 1 && k.block.z == 1)
      return hint(diagnose("every-thread-adds", {{"m", m}}));
  return hint(diagnose("sum-multiple", {{"m", m}}));
}

// What the tries of the race experiment gave.
struct Tries {
  static constexpr int kCount = 20;
  std::string setup;  // the experiment, in words
  int right = 0, lost = 0, multiple = 0, other = 0;
  long long m = 0;      // the multiple of the sum the `multiple` tries gave
  bool varies = false;  // the `other` results differ from try to try (or from the rest)
};

// Tells a race inside a block's tree from lost updates between blocks. The input: 2048
// blocks' worth of values, all 0 except the middle block's, so the right sum is that
// block's sum S. Lost updates between blocks can only leave S or 0 in *output (every other
// block adds 0); a wrong tree gives other values. The blocks of zeros keep the GPU as busy
// as a real run, which is what makes a race inside a tree show: a block alone on the GPU
// rarely trips over it. Returns nothing when the function cannot even be recorded.
std::optional<Tries> run_race_experiment(const Function& f, unsigned block) {
  constexpr size_t kBlocks = 2048;
  const size_t n = kBlocks * block;
  Rng rng = rng_for("1.8 race experiment " + std::to_string(block));
  const std::vector<float> chunk = ref::mixed_sign_floats(block, rng);
  std::vector<float> x(n, 0.0f);
  std::copy(chunk.begin(), chunk.end(), x.begin() + kBlocks / 2 * block);
  const ref::Sum want = ref::reference(chunk);
  Stream stream;
  GuardedArray<float> input("input", n, stream), output("output", 1, stream);
  input.upload(x);
  CapturedCall call =
      capture(stream, [&] { f.launch(input.data(), static_cast<int>(n), output.data(), stream); });
  if (!call.problems(f.name).empty()) return std::nullopt;
  const ref::Bound b = ref::bound(n, call.kernels, want.magnitude);
  // Zeros add exactly, so only the middle block's values are ever rounded, and any layout
  // that keeps neighbouring elements in neighbouring threads (one element per thread, a
  // grid-stride loop) puts them in at most two blocks: a multiple of their sum is judged by
  // the bound of `block` values over two blocks, not by that of all 2048 blocks.
  KernelLaunch holding = call.kernels.front();
  holding.grid = dim3(std::min(holding.grid.x, 2u));
  Tries t;
  t.setup = say("reduce-sum.race-experiment",
                {{"n", n}, {"block", block}, {"sum", num(want.value)}, {"tries", Tries::kCount}});
  std::vector<float> others;
  for (int i = 0; i < Tries::kCount; ++i) {
    call.run(stream);
    synchronize(stream, say("reduce-sum.running-experiment", {{"function", f.name}}).c_str());
    const float got = output.download()[0];
    const ref::Multiple times = ref::sum_multiple(got, want, block, {holding});
    if (within(got, want.value, b.tolerance)) {
      ++t.right;
    } else if (within(got, 0.0, b.tolerance)) {
      ++t.lost;
    } else if (times.m && (t.m == 0 || t.m == times.m)) {
      ++t.multiple, t.m = times.m;
    } else {
      ++t.other;
      others.push_back(got);
    }
  }
  t.varies = t.other < Tries::kCount ||
             std::any_of(others.begin(), others.end(), [&](float v) { return v != others[0]; });
  return t;
}

// What the tries say about the cause, for a block of `block` threads.
Problems explain_tries(const Tries& t, unsigned block) {
  auto of = [&](int count) {
    return say("reduce-sum.tries", {{"count", count}, {"total", Tries::kCount}});
  };
  if (t.other)
    return hint(
        diagnose("block-sum-wrong", {{"setup", t.setup},
                                     {"tries", of(t.other)},
                                     {"why", t.varies ? say("reduce-sum.block-sum-wrong.varies")
                                                      : say("reduce-sum.block-sum-wrong.same")}}));
  if (t.multiple)
    return hint(diagnose("sum-multiple-experiment",
                         {{"setup", t.setup},
                          {"tries", of(t.multiple)},
                          {"m", t.m},
                          {"block_dim", t.m == block ? say("reduce-sum.block-dim-adds") : ""}}));
  if (t.lost && !t.right) return hint(diagnose("block-sum-lost", {{"setup", t.setup}}));
  if (t.lost) return hint(diagnose("lost-update", {{"setup", t.setup}, {"tries", of(t.lost)}}));
  // No race showed: say so, and leave the causes that remain to the whole run's judgement.
  Problems remaining =
      hint(diagnose("race-not-shown", {{"setup", t.setup}, {"tries", of(t.right)}}));
  remaining.add(cause("race-under-load"));
  return remaining;
}

Problems race_experiment(const Function& f, unsigned block) {
  const std::optional<Tries> tries = run_race_experiment(f, block);
  return tries ? explain_tries(*tries, block) : Problems{};
}

// Tells a sequential sum from a race, before the race experiment: 2^25 ones, summed by one
// running total in any order, stop at 2^24; every tree gets 2^25 exactly.
Problems sequential_experiment(const Function& f) {
  const size_t n = size_t(1) << 25;
  Stream stream;
  GuardedArray<float> input("input", n, stream), output("output", 1, stream);
  input.upload(std::vector<float>(n, 1.0f));
  const auto launch = [&] { f.launch(input.data(), static_cast<int>(n), output.data(), stream); };
  if (!run_uncaptured(stream, f.name, launch).empty()) return {};
  if (output.download()[0] != kOnesStall) return {};
  return hint(Diagnosis{"sequential-sum",
                        say("reduce-sum.an-experiment") + say("sequential-sum", {{"n", n}})});
}

// The recorded call again on `values`, *output set to `before` first: the sum it writes.
float rerun(const Function& f, Recorded& r, const std::vector<float>& values, float before) {
  r.input->upload(values);
  r.output->upload({before});
  r.call.run(r.stream);
  synchronize(r.stream, say("reduce-sum.running-experiment", {{"function", f.name}}).c_str());
  return r.output->download()[0];
}

// Which elements of input reach *output: every element doubled (doubling is exact, so a sum
// that reads them doubles too), then only those from the second block on. A sum that comes
// back bit for bit the same did not read them. Nothing when the first call's sum `first` is 0
// (doubled, it stays 0) or the call is not repeatable (a launcher that does not reset *output).
Problems effect_experiment(const Function& f, Recorded& r, const std::vector<float>& x,
                           float before, float first) {
  const unsigned block = r.call.kernels.front().block.x;
  if (first == 0.0f || !std::isfinite(first) || rerun(f, r, x, before) != first) return {};
  Problems found;
  const auto doubled_from = [&](size_t from) {
    std::vector<float> changed = x;
    for (size_t i = from; i < changed.size(); ++i) changed[i] *= 2.0f;
    return rerun(f, r, changed, before) == first;
  };
  if (doubled_from(0))
    found.add(hint(input_without_effect(f.name, "input", "*output", false,
                                        say("harness.input-doubled", {{"input", "input"}}))));
  else if (block > 0 && x.size() > block && doubled_from(block))
    found.add(hint(diagnose("elements-without-effect",
                            {{"from", block}, {"to", x.size() - 1}, {"block", block}})));
  r.input->upload(x);
  return found;
}

// The experiments that tell the causes of a wrong sum apart, when its value alone does not.
Problems experiments(const Function& f, Recorded& r, const std::vector<float>& x, float before,
                     float first) {
  if (r.call.kernels.empty()) return {};
  if (Problems unread = effect_experiment(f, r, x, before, first); !unread.empty()) return unread;
  const Problems sequential = sequential_experiment(f);
  return sequential.empty() ? race_experiment(f, r.call.kernels.front().block.x) : sequential;
}

// Why the sum `got` is wrong, as far as its value and the launch shape tell.
Problems explain_wrong(float got, float before, const std::vector<float>& x, const ref::Sum& want,
                       const Recorded& r, const ref::Multiple& times) {
  const ref::Bound& b = r.bound;
  const std::vector<KernelLaunch>& kernels = r.call.kernels;
  Problems hints;
  if (std::isnan(got)) hints.add(hint(diagnose("nan-sum")));
  // 0: nothing reached *output, or a reset of *output enqueued after the kernel wiped it.
  if (got == 0.0f && want.value != 0.0)
    hints.add(hint(r.call.memset_after_kernel(r.output->data())
                       ? diagnose("output-zeroed-after-kernel")
                       : diagnose("nothing-added")));
  // Ones that stop at 2^24, in any order: one running total took every element in turn.
  if (got == kOnesStall && x.size() > size_t(kOnesStall) && all_ones(x))
    hints.add(hint(diagnose("sequential-sum", {{"n", x.size()}})));
  // These ids are shared with other diagnoses, each with its own text.
  if (added_to_old_value(got, before, want.value, b))
    hints.add(hint(Diagnosis{"output-not-zeroed",
                             say("reduce-sum.old-value-added", {{"before", num(before)}})}));
  if (times.m) hints.add(multiple_hint(times.m, kernels));
  const double outside = std::round((double(got) - want.value) / kOutside);
  if (outside != 0 &&
      within(got, want.value + outside * kOutside, ref::with_extra(b, outside * kOutside)))
    hints.add(hint(Diagnosis{
        "read-outside-input",
        say("reduce-sum.read-outside", {{"multiple", num(outside)}, {"outside", num(kOutside)}})}));
  for (const KernelLaunch& k : kernels) {
    const double threads = double(k.grid.x) * k.block.x;
    if (threads < double(x.size()) && k.grid.x > 0 &&
        within(got, ref::reference(x.data(), static_cast<size_t>(threads)).value, b.tolerance))
      hints.add(hint(Diagnosis{"grid-too-small",
                               say("reduce-sum.grid-too-small", {{"threads", num(threads)}})}));
    if (!is_power_of_two(k.block.x)) {
      const std::string shape = say("reduce-sum.not-power-of-two", {{"block", k.block.x}});
      // The distinguishing experiment, on the CPU: what that tree gives for this block size.
      if (within(got, ref::halving_tree_sum(x, k.block.x), b.tolerance))
        hints.add(hint(Diagnosis{"block-not-power-of-two",
                                 shape + say("reduce-sum.not-power-of-two.tree-result") +
                                     say("reduce-sum.not-power-of-two.why")}));
      else
        hints.add(hint(Diagnosis{"block-not-power-of-two",
                                 shape + say("reduce-sum.not-power-of-two.if-halving")}));
    }
  }
  return hints;
}

Diagnosis describe_sum(const Function& f, int n, float got, const ref::Sum& want,
                       const ref::Bound& b, const std::string& which) {
  return diagnose("wrong-sum", {{"label", f.label},
                                {"n", n},
                                {"which", which},
                                {"got", num(got)},
                                {"want", num(want.value)},
                                {"off", num(double(got) - want.value)},
                                {"tolerance", num(b.tolerance)},
                                {"rule", b.rule}});
}

// `problem` of `f`, introduced by the function's label.
Problems labelled(const Function& f, const Problems& problem) {
  return problem.quoted_in(
      say("reduce-sum.labelled", {{"label", f.label}, {"problem", problem.text()}}));
}

}  // namespace

// The verdict on two calls on the same output: `first` after the call, `second` after the
// same call again without a reset (the launcher must reset *output itself).
Problems judge_calls(const Function& f, const std::vector<float>& x, const ref::Sum& want,
                     Recorded& r, float before, float first, float second) {
  const int n = static_cast<int>(x.size());
  if (first == before)
    return diagnose("output-never-written",
                    {{"label", f.label}, {"n", n}, {"before", num(before)}});
  if (!within(first, want.value, r.bound.tolerance)) {
    Problems problems = describe_sum(f, n, first, want, r.bound, say("reduce-sum.first-call"));
    const ref::Multiple times = ref::sum_multiple(first, want, x.size(), r.call.kernels);
    const Problems hints = explain_wrong(first, before, x, want, r, times);
    // A launcher that does not reset *output changes the result on every call by design:
    // that is not a race, and its hint says so already. Two results of the same computation
    // may differ by twice its bound (the order of the atomics changes).
    const double run_to_run = 2 * (times.m ? times.bound.tolerance : r.bound.tolerance);
    const bool changes = !within(second, first, run_to_run) &&
                         !added_to_old_value(first, before, want.value, r.bound);
    // The lines below the diagnosis are problems of their own, each "  " and its text.
    if (changes)
      problems.add(Diagnosis{
          "nondeterministic-result",
          "  " + say("reduce-sum.nondeterministic.second-call", {{"second", num(second)}})});
    problems.add(hints);
    if (changes || hints.empty()) problems.add(experiments(f, r, x, before, first));
    return problems;
  }
  if (within(second, double(first) + want.value, ref::with_extra(r.bound, first)) &&
      !within(second, want.value, r.bound.tolerance))
    return diagnose("output-not-zeroed",
                    {{"label", f.label}, {"n", n}, {"first", num(first)}, {"second", num(second)}});
  if (!within(second, want.value, r.bound.tolerance))
    return all_problems(
        {describe_sum(f, n, second, want, r.bound,
                      say("reduce-sum.second-call", {{"first", num(first)}})),
         Diagnosis{"nondeterministic-result", "  " + say("reduce-sum.nondeterministic.changes")},
         experiments(f, r, x, before, second)});
  return {};
}

Problems check_sum(const Function& f, const std::vector<float>& x, size_t misalign) {
  const int n = static_cast<int>(x.size());
  const ref::Sum want = ref::reference(x);
  Stream stream;
  GuardedArray<float> input("input", x.size(), stream, misalign), output("output", 1, stream);
  input.set_guard_value(kOutside);
  input.upload(x);
  // Garbage in *output before the call, like fresh cudaMalloc memory: far from any sum.
  const float before = static_cast<float>(1024.0 * (want.magnitude + 1.0));
  output.upload({before});
  const auto launch = [&] { f.launch(input.data(), n, output.data(), stream); };
  Recorded r{capture(stream, launch), {}, &input, &output, stream};
  const auto written = [&] { return output.download()[0] != before; };
  if (Problems p = r.call.problems(f.name, n > 0 ? 1 : 0, written); !p.empty())
    return labelled(f, p);
  r.bound = ref::bound(x.size(), r.call.kernels, want.magnitude);
  r.call.run(stream);
  synchronize(stream, say("reduce-sum.running", {{"function", f.name}}).c_str());
  const float first = output.download()[0];
  // Again on the same output, without resetting it: the launcher must do that itself.
  r.call.run(stream);
  synchronize(stream, say("reduce-sum.running-again", {{"function", f.name}}).c_str());
  const float second = output.download()[0];
  Problems problems = judge_calls(f, x, want, r, before, first, second);
  for (const Problems& p :
       {output.check_guards(), input.check_guards(), check_unchanged("input", x, input.download())})
    problems.add(p);
  if (!problems.empty() || n == 0) return problems;

  // The launcher itself once more on the same buffers, with fresh inputs: the sum of -x is
  // -want, which keeping the previous *output cannot match (the sum is not 0 within its bound).
  const std::vector<float> fresh = negated(x);
  input.upload(fresh);
  if (Problems p = run_uncaptured(stream, f.name, launch); !p.empty()) return labelled(f, p);
  const float third = output.download()[0];
  const ref::Sum fresh_want{-want.value, want.magnitude};
  problems = second_call_problems(
      f.name, "*output", same_bits(std::vector<float>{third}, std::vector<float>{second}),
      within(third, fresh_want.value, r.bound.tolerance)
          ? Problems()
          : describe_sum(f, n, third, fresh_want, r.bound, say("reduce-sum.negated-call")));
  for (const Problems& p : {output.check_guards(), input.check_guards(),
                            check_unchanged("input", fresh, input.download())})
    problems.add(p);
  return problems;
}

std::vector<std::string> kernels_launched(const Function& f, int n) {
  Stream stream;
  DeviceBuffer<float> input(n), output(1);
  CapturedCall call = capture(stream, [&] { f.launch(input.data(), n, output.data(), stream); });
  std::vector<std::string> names;
  for (const KernelLaunch& k : call.kernels) names.push_back(k.kernel);
  return names;
}

}  // namespace lab::checks

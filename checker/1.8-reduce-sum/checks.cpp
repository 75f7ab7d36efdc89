#include "checks.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "checker/harness/diagnosis.h"
#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "reference.h"

namespace lab::checks {

namespace ref = lab::reduce_sum_ref;

namespace {

std::string num(double v) { return format_number(v); }

bool within(double got, double want, double tolerance) { return std::fabs(got - want) <= tolerance; }

bool is_power_of_two(unsigned v) { return v && !(v & (v - 1)); }

// One captured call of `f`, ready to run again and again.
struct Recorded {
  CapturedCall call;
  ref::Bound bound;
};

// True when `got` is the sum plus what *output held before the call: never set to 0. The
// old value is one more term of the float sum, of magnitude |before|.
bool added_to_old_value(float got, float before, double want, const ref::Bound& b) {
  return within(got, want + double(before), ref::with_extra(b, before));
}

// A diagnosis line: "\n  hint: " and the text, marked with its id.
std::string hint(const std::string& id, const std::string& text) { return "\n  hint: " + tagged(id, text); }

// The hint for *output = m x the sum, where the launch shape says who added m times.
std::string multiple_hint(long long m, const std::vector<KernelLaunch>& kernels) {
  for (const KernelLaunch& k : kernels)
    if (k.block.x == m && k.block.y == 1 && k.block.z == 1)
      return hint("every-thread-adds",
                  "*output is " + std::to_string(m) + " times the right sum, and " + std::to_string(m) +
                      " is blockDim.x: every thread of a block added the block's sum to *output. Only "
                      "one thread per block may: if (threadIdx.x == 0) atomicAdd(output, cache[0]).");
  return hint("sum-multiple",
              "*output is " + std::to_string(m) + " times the right sum: every block's sum was added " +
                  std::to_string(m) + " times. Do " + std::to_string(m) + " threads of each block add "
                  "it, or does the launcher launch the kernel " + std::to_string(m) + " times?");
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
  CapturedCall call = capture(stream, [&] { f.launch(input.data(), static_cast<int>(n), output.data(), stream); });
  if (!call.problems(f.name).empty()) return std::nullopt;
  const ref::Bound b = ref::bound(n, call.kernels, want.magnitude);
  // Zeros add exactly, so only the middle block's values are ever rounded, and any layout
  // that keeps neighbouring elements in neighbouring threads (one element per thread, a
  // grid-stride loop) puts them in at most two blocks: a multiple of their sum is judged by
  // the bound of `block` values over two blocks, not by that of all 2048 blocks.
  KernelLaunch holding = call.kernels.front();
  holding.grid = dim3(std::min(holding.grid.x, 2u));
  Tries t;
  t.setup = "an experiment: n = " + std::to_string(n) + ", all 0 except the " + std::to_string(block) +
            " values of the middle block (sum " + num(want.value) + "), " + std::to_string(Tries::kCount) +
            " tries. ";
  std::vector<float> others;
  for (int i = 0; i < Tries::kCount; ++i) {
    call.run(stream);
    synchronize(stream, ("running " + f.name + " in the race experiment").c_str());
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
std::string explain_tries(const Tries& t, unsigned block) {
  auto of = [&](int count) { return std::to_string(count) + " of " + std::to_string(Tries::kCount) + " tries"; };
  if (t.other)
    return hint("block-sum-wrong",
                t.setup + of(t.other) + " gave neither that sum nor 0: the middle block's own sum came out "
                "wrong, in its tree or in what its threads loaded. " +
                (t.varies ? std::string("The result changes from try to try, so it is a race: a "
                                        "__syncthreads() is missing. ")
                          : std::string("It was the same wrong value every time: the tree's steps or the "
                                        "loads are wrong, or a __syncthreads() is missing and the race "
                                        "went the same way every time. ")) +
                "Every step of the tree reads cache[t + i], which another thread (usually in another "
                "warp) wrote in the step before, so all threads must finish a step before any starts "
                "the next.");
  if (t.multiple)
    return hint("sum-multiple-experiment",
                t.setup + of(t.multiple) + " gave " + std::to_string(t.m) + " times that sum: the block's sum "
                "was added " + std::to_string(t.m) + " times." +
                (t.m == block ? " That is blockDim.x: every thread of the block added it, where only "
                                "thread 0 may."
                              : ""));
  if (t.lost && !t.right)
    return hint("block-sum-lost",
                t.setup + "Every try gave 0: the middle block's sum never reached *output. Either it "
                "arrived and another block's `*output += 0` overwrote it (blocks run at the same time, "
                "so their sums must be added with atomicAdd(output, block_sum)), or the block never "
                "summed its own elements (its threads must load input[blockIdx.x * blockDim.x + "
                "threadIdx.x]).");
  if (t.lost)
    return hint("lost-update",
                t.setup + of(t.lost) + " gave 0: the block's sum reached *output and was then overwritten "
                "by another block's `*output += 0` (it read *output before the sum arrived). Blocks run "
                "at the same time, so their sums must be added with atomicAdd(output, block_sum), which "
                "no other thread can interrupt.");
  return hint("race-not-shown",
              t.setup + of(t.right) + " gave the right sum: the race did not show here. The usual causes "
              "are a missing __syncthreads() in the tree and block sums added with a plain `+=` "
              "instead of atomicAdd; `./lab check 1.8 --sanitize` (racecheck) names the lines of a "
              "race in shared memory.");
}

std::string race_experiment(const Function& f, unsigned block) {
  const std::optional<Tries> tries = run_race_experiment(f, block);
  return tries ? explain_tries(*tries, block) : "";
}

// Why the sum `got` is wrong, as far as its value and the launch shape tell.
std::string explain_wrong(float got, float before, const std::vector<float>& x,
                          const ref::Sum& want, const Recorded& r, const ref::Multiple& times) {
  const ref::Bound& b = r.bound;
  const std::vector<KernelLaunch>& kernels = r.call.kernels;
  std::string hints;
  if (std::isnan(got))
    hints += hint("nan-sum", "the sum is NaN, but no input is: something uninitialised was added.");
  if (got == 0.0f && want.value != 0.0)
    hints += hint("nothing-added",
                  "*output is 0: nothing was added to it. Does thread 0 of every block atomicAdd the "
                  "block's sum (cache[0]) into *output?");
  if (added_to_old_value(got, before, want.value, b))
    hints += hint("output-not-zeroed",
                  "the result is the right sum PLUS " + num(before) + ", the value *output held before "
                  "the call: *output was not set to 0 before the blocks added to it. The launcher must "
                  "initialise it on every call, on its stream: cudaMemsetAsync(output, 0, "
                  "sizeof(float), stream).");
  if (times.m) hints += multiple_hint(times.m, kernels);
  const double outside = std::round((double(got) - want.value) / kOutside);
  if (outside != 0 && within(got, want.value + outside * kOutside, ref::with_extra(b, outside * kOutside)))
    hints += hint("read-outside-input",
                  "the sum is off by " + num(outside) + " x " + num(kOutside) + ", the value the checker "
                  "placed just outside the input: threads past n read input[i]. Pad with zeros: "
                  "value = i < n ? input[i] : 0.");
  for (const KernelLaunch& k : kernels) {
    const double threads = double(k.grid.x) * k.block.x;
    if (threads < double(x.size()) && k.grid.x > 0 &&
        within(got, ref::reference(x.data(), static_cast<size_t>(threads)).value, b.tolerance))
      hints += hint("grid-too-small",
                    "the result is the sum of the first " + num(threads) + " = grid x block elements "
                    "only: with one element per thread, the grid must cover all n: grid = (n + block - "
                    "1) / block.");
    if (!is_power_of_two(k.block.x)) {
      const std::string shape = "the kernel ran with blocks of " + std::to_string(k.block.x) +
                                " threads, not a power of two. ";
      const std::string why = "The tree halves the active threads at every step (i = blockDim.x / 2, "
                              "then / 2 ...), which only adds up every value when blockDim.x is a power "
                              "of two: round the block size up.";
      // The distinguishing experiment, on the CPU: what that tree gives for this block size.
      if (within(got, ref::halving_tree_sum(x, k.block.x), b.tolerance))
        hints += hint("block-not-power-of-two",
                      shape + "The result is exactly what the halving tree gives for that block size, "
                      "which leaves values out. " + why);
      else
        hints += hint("block-not-power-of-two",
                      shape + "If your tree halves (i = blockDim.x / 2, then / 2 ...), that alone loses "
                      "values: it only adds up every value when blockDim.x is a power of two.");
    }
  }
  return hints;
}

std::string describe_sum(const Function& f, int n, float got, const ref::Sum& want, const ref::Bound& b,
                         const std::string& which) {
  return tagged("wrong-sum", f.label + " with n = " + std::to_string(n) + ", " + which + ": *output = " +
                                 num(got) + ", want " + num(want.value) + " (float64 reference); off by " +
                                 num(double(got) - want.value) + ", more than rounding can explain: the "
                                 "tolerance is " + num(b.tolerance) + " = " + b.rule + ".");
}

}  // namespace

// The verdict on two calls on the same output: `first` after the call, `second` after the
// same call again without a reset (the launcher must reset *output itself).
std::string judge_calls(const Function& f, const std::vector<float>& x, const ref::Sum& want,
                        const Recorded& r, float before, float first, float second) {
  const int n = static_cast<int>(x.size());
  if (first == before)
    return tagged("output-never-written",
                  f.label + " with n = " + std::to_string(n) + " never wrote *output: it still holds " +
                      num(before) + ", the value the checker put there. Did the kernel run, and does "
                      "it add to *output? (n = 0 must give 0 too.)");
  if (!within(first, want.value, r.bound.tolerance)) {
    std::string problems = describe_sum(f, n, first, want, r.bound, "first call");
    const ref::Multiple times = ref::sum_multiple(first, want, x.size(), r.call.kernels);
    const std::string hints = explain_wrong(first, before, x, want, r, times);
    // A launcher that does not reset *output changes the result on every call by design:
    // that is not a race, and its hint says so already. Two results of the same computation
    // may differ by twice its bound (the order of the atomics changes).
    const double run_to_run = 2 * (times.m ? times.bound.tolerance : r.bound.tolerance);
    const bool changes = !within(second, first, run_to_run) &&
                         !added_to_old_value(first, before, want.value, r.bound);
    if (changes)
      problems += "\n  " + tagged("nondeterministic-result",
                                   "The second call on the same input gave " + num(second) + ": the result "
                                   "changes from call to call beyond rounding, which points to a race.");
    problems += hints;
    if ((changes || hints.empty()) && !r.call.kernels.empty())
      problems += race_experiment(f, r.call.kernels.front().block.x);
    return problems;
  }
  if (within(second, double(first) + want.value, ref::with_extra(r.bound, first)) &&
      !within(second, want.value, r.bound.tolerance))
    return tagged("output-not-zeroed",
                  f.label + " with n = " + std::to_string(n) + ": the first call gave " + num(first) +
                      ", right; the second call on the same output gave " + num(second) + ", the "
                      "first result plus the sum: *output was not set to 0 again. The launcher must "
                      "initialise it on EVERY call (cudaMemsetAsync(output, 0, sizeof(float), "
                      "stream) before the kernel).");
  if (!within(second, want.value, r.bound.tolerance))
    return describe_sum(f, n, second, want, r.bound, "second call (the first gave " + num(first) + ", right)") +
           "\n  " + tagged("nondeterministic-result", "A result that changes from call to call points to a race.") +
           (r.call.kernels.empty() ? "" : race_experiment(f, r.call.kernels.front().block.x));
  return "";
}

std::string check_sum(const Function& f, const std::vector<float>& x, size_t misalign) {
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
  Recorded r{capture(stream, launch), {}};
  const auto written = [&] { return output.download()[0] != before; };
  if (std::string p = r.call.problems(f.name, n > 0 ? 1 : 0, written); !p.empty()) return f.label + ": " + p;
  r.bound = ref::bound(x.size(), r.call.kernels, want.magnitude);
  r.call.run(stream);
  synchronize(stream, ("running " + f.name).c_str());
  const float first = output.download()[0];
  // Again on the same output, without resetting it: the launcher must do that itself.
  r.call.run(stream);
  synchronize(stream, ("running " + f.name + " a second time").c_str());
  const float second = output.download()[0];
  std::string problems = judge_calls(f, x, want, r, before, first, second);
  for (const std::string& p : {output.check_guards(), input.check_guards(),
                               check_unchanged("input", x, input.download())})
    append_problem(problems, p);
  if (!problems.empty() || n == 0) return problems;

  // The launcher itself once more on the same buffers, with fresh inputs: the sum of -x is
  // -want, which keeping the previous *output cannot match (the sum is not 0 within its bound).
  const std::vector<float> fresh = negated(x);
  input.upload(fresh);
  if (std::string p = run_uncaptured(stream, f.name, launch); !p.empty()) return f.label + ": " + p;
  const float third = output.download()[0];
  const ref::Sum fresh_want{-want.value, want.magnitude};
  problems = second_call_problems(
      f.name, "*output", same_bits(std::vector<float>{third}, std::vector<float>{second}),
      within(third, fresh_want.value, r.bound.tolerance)
          ? ""
          : describe_sum(f, n, third, fresh_want, r.bound, "called again on -input"));
  for (const std::string& p : {output.check_guards(), input.check_guards(),
                               check_unchanged("input", fresh, input.download())})
    append_problem(problems, p);
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

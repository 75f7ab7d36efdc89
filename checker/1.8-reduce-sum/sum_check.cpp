#include "sum_check.h"

#include <algorithm>
#include <cmath>

#include "checker/harness/diagnosis.h"
#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "reference.h"

namespace lab::reduce_sum_check {

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

// True when `got` is the sum plus what *output held before the call: never set to 0.
bool added_to_old_value(float got, float before, double want, double tolerance) {
  return within(got, want + double(before), tolerance + 0x1.0p-23 * std::fabs(before));
}

// Tells a race inside a block's tree from lost updates between blocks. The input: 2048
// blocks' worth of values, all 0 except the middle block's, so the right sum is that
// block's sum S. Lost updates between blocks can only leave S or 0 in *output (every other
// block adds 0); a wrong tree gives other values. The blocks of zeros keep the GPU as busy
// as a real run, which is what makes a race inside a tree show: a block alone on the GPU
// rarely trips over it.
std::string race_experiment(const Function& f, unsigned block) {
  constexpr int kTries = 20;
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
  if (!call.problems(f.name).empty()) return "";
  const ref::Bound b = ref::bound(n, call.kernels, want.magnitude);
  int right = 0, lost = 0, other = 0;
  for (int i = 0; i < kTries; ++i) {
    call.run(stream);
    synchronize(stream, ("running " + f.name + " in the race experiment").c_str());
    const float got = output.download()[0];
    if (within(got, want.value, b.tolerance))
      ++right;
    else if (within(got, 0.0, b.tolerance))
      ++lost;
    else
      ++other;
  }
  const std::string setup = "\n  hint: an experiment: n = " + std::to_string(n) + ", all 0 except the " +
                            std::to_string(block) + " values of the middle block (sum " + num(want.value) +
                            "), " + std::to_string(kTries) + " tries. ";
  auto of = [&](int count) { return std::to_string(count) + " of " + std::to_string(kTries) + " tries"; };
  if (other)
    return setup + of(other) + " gave neither that sum nor 0: the tree inside a block is wrong. When the "
           "result changes from try to try, a __syncthreads() is missing: every step of the tree reads "
           "cache[t + i], which another thread (usually in another warp) wrote in the step before, so "
           "all threads must finish a step before any starts the next.";
  if (lost)
    return setup + of(lost) + " gave 0: the block's sum reached *output and was then overwritten by "
           "another block's `*output += 0` (it read *output before the sum arrived). Blocks run at the "
           "same time, so their sums must be added with atomicAdd(output, block_sum), which no other "
           "thread can interrupt.";
  return setup + of(right) + " gave the right sum: the race did not show here. The usual causes are a missing "
         "__syncthreads() in the tree and block sums added with a plain `+=` instead of atomicAdd; "
         "`./lab check 1.8 --sanitize` (racecheck) names the lines of a race in shared memory.";
}

// Why the sum `got` is wrong, as far as its value and the launch shape tell.
std::string explain_wrong(float got, float before, const std::vector<float>& x,
                          const ref::Sum& want, const Recorded& r) {
  const double tol = r.bound.tolerance;
  const std::vector<KernelLaunch>& kernels = r.call.kernels;
  std::string hints;
  auto hint = [&](const std::string& text) { hints += "\n  hint: " + text; };
  if (std::isnan(got)) hint("the sum is NaN, but no input is: something uninitialised was added.");
  if (got == 0.0f && want.value != 0.0)
    hint("*output is 0: nothing was added to it. Does thread 0 of every block atomicAdd the block's "
         "sum (cache[0]) into *output?");
  if (added_to_old_value(got, before, want.value, tol))
    hint("the result is the right sum PLUS " + num(before) + ", the value *output held before the call: "
         "*output was not set to 0 before the blocks added to it. The launcher must initialise it on "
         "every call, on its stream: cudaMemsetAsync(output, 0, sizeof(float), stream).");
  const double outside = std::round((double(got) - want.value) / kOutside);
  if (outside != 0 && within(got, want.value + outside * kOutside, tol + 0x1.0p-23 * std::fabs(got)))
    hint("the sum is off by " + num(outside) + " x " + num(kOutside) + ", the value the checker placed "
         "just outside the input: threads past n read input[i]. Pad with zeros: "
         "value = i < n ? input[i] : 0.");
  for (const KernelLaunch& k : kernels) {
    const double threads = double(k.grid.x) * k.block.x;
    if (threads < double(x.size()) && k.grid.x > 0 &&
        within(got, ref::reference(x.data(), static_cast<size_t>(threads)).value, tol))
      hint("the result is the sum of the first " + num(threads) + " = grid x block elements only: with one "
           "element per thread, the grid must cover all n: grid = (n + block - 1) / block.");
    if (!is_power_of_two(k.block.x))
      hint("the kernel ran with blocks of " + std::to_string(k.block.x) + " threads, not a power of two. "
           "The tree halves the active threads at every step (i = blockDim.x / 2, then / 2 ...), which "
           "only adds up every value when blockDim.x is a power of two: round the block size up.");
  }
  return hints;
}

std::string describe_sum(const Function& f, int n, float got, const ref::Sum& want, const ref::Bound& b,
                         const std::string& which) {
  return f.label + " with n = " + std::to_string(n) + ", " + which + ": *output = " + num(got) +
         ", want " + num(want.value) + " (float64 reference); off by " + num(double(got) - want.value) +
         ", more than rounding can explain: the tolerance is " + num(b.tolerance) + " = " + b.rule + ".";
}

}  // namespace

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

  Recorded r{capture(stream, [&] { f.launch(input.data(), n, output.data(), stream); }), {}};
  if (std::string p = r.call.problems(f.name, n > 0 ? 1 : 0); !p.empty()) return f.label + ": " + p;
  r.bound = ref::bound(x.size(), r.call.kernels, want.magnitude);

  r.call.run(stream);
  synchronize(stream, ("running " + f.name).c_str());
  const float first = output.download()[0];
  // Again on the same output, without resetting it: the launcher must do that itself.
  r.call.run(stream);
  synchronize(stream, ("running " + f.name + " a second time").c_str());
  const float second = output.download()[0];

  std::string problems;
  if (first == before) {
    problems = f.label + " with n = " + std::to_string(n) + " never wrote *output: it still holds " +
               num(before) + ", the value the checker put there. Did the kernel run, and does it add "
               "to *output? (n = 0 must give 0 too.)";
  } else if (!within(first, want.value, r.bound.tolerance)) {
    problems = describe_sum(f, n, first, want, r.bound, "first call");
    const std::string hints = explain_wrong(first, before, x, want, r);
    // A launcher that does not reset *output changes the result on every call by design:
    // that is not a race, and its hint says so already.
    const bool changes = !within(second, first, 2 * r.bound.tolerance) &&
                         !added_to_old_value(first, before, want.value, r.bound.tolerance);
    if (changes)
      problems += "\n  The second call on the same input gave " + num(second) + ": the result changes "
                  "from call to call beyond rounding, which points to a race.";
    problems += hints;
    if ((changes || hints.empty()) && !r.call.kernels.empty())
      problems += race_experiment(f, r.call.kernels.front().block.x);
  } else if (within(second, double(first) + want.value, r.bound.tolerance + 0x1.0p-23 * std::fabs(second)) &&
             !within(second, want.value, r.bound.tolerance)) {
    problems = f.label + " with n = " + std::to_string(n) + ": the first call gave " + num(first) +
               ", right; the second call on the same output gave " + num(second) + ", the first result "
               "plus the sum: *output was not set to 0 again. The launcher must initialise it on EVERY "
               "call (cudaMemsetAsync(output, 0, sizeof(float), stream) before the kernel).";
  } else if (!within(second, want.value, r.bound.tolerance)) {
    problems = describe_sum(f, n, second, want, r.bound, "second call (the first gave " + num(first) + ", right)") +
               "\n  A result that changes from call to call points to a race." +
               (r.call.kernels.empty() ? "" : race_experiment(f, r.call.kernels.front().block.x));
  }
  for (const std::string& p : {output.check_guards(), input.check_guards(),
                               check_unchanged("input", x, input.download())})
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

}  // namespace lab::reduce_sum_check

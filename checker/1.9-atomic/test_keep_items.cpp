// The chapter 1.9 checker: runs keep_items on the GPU and checks the result order-free
// (checks.h) against the CPU reference.
#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "checks.h"
#include "keep_items.h"
#include "reference.h"

namespace {

// What *count holds before the first call: a leftover a correct keep_items overwrites.
constexpr int kStaleCount = 1000000000;
// What lies before and after the input: a value every threshold keeps, so a thread that
// reads past the end (no bounds check) keeps it and shows up as an index >= n.
constexpr float kWouldBeKept = std::numeric_limits<float>::max();

// Runs keep_items twice on the same guarded buffers (out poisoned before each call, *count
// holding a stale value before the first), under stream capture, then calls it once more
// on fresh inputs, and returns every problem found (none when all is correct). `misalign`
// shifts the input pointer that many floats away from cudaMalloc's alignment.
lab::Problems check_keep_items(const std::vector<float>& input, float threshold, int capacity,
                               size_t misalign = 0) {
  const int n = static_cast<int>(input.size());
  lab::Stream stream;
  lab::GuardedArray<float> in("input", input.size(), stream, misalign);
  in.set_guard_value(kWouldBeKept);
  if (n > 0) in.upload(input);
  lab::GuardedArray<KeptItem> out("out", static_cast<size_t>(capacity), stream);
  lab::GuardedArray<int> count("count", 1, stream);

  const auto launch = [&] {
    keep_items(in.data(), n, threshold, out.data(), capacity, count.data(), stream);
  };
  count.upload({kStaleCount});
  lab::CapturedCall call = lab::capture(stream, launch);
  // Only work launched outside the stream has run yet: did it touch the counter?
  const auto written = [&] { return count.download()[0] != kStaleCount; };
  if (lab::Problems p = call.problems("keep_items", n > 0 ? 1 : 0, written); !p.empty()) return p;
  const lab::KernelLaunch* launch_shape = call.kernels.empty() ? nullptr : &call.kernels.front();

  // What one call left, given what the input was.
  lab::checks::Outcome got;
  const auto judge = [&](const std::vector<float>& now_in) {
    got.count = count.download()[0];
    got.slots = out.download();
    lab::Problems problems = lab::checks::check_kept(now_in, threshold, got, launch_shape);
    // The generic advice is about element indices; here the index is a slot (see below).
    if (const lab::Problems guards = out.check_guards(""); !guards.empty())
      problems.add(lab::checks::past_capacity_problem(capacity, guards));
    problems.add(count.check_guards());
    problems.add(in.check_guards());
    problems.add(lab::check_unchanged("input", now_in, in.download()));
    return problems;
  };

  count.upload({kStaleCount});
  for (int run = 1; run <= 2; ++run) {
    got.count_before = count.download()[0];
    out.poison();
    call.run(stream);
    lab::synchronize(stream,
                     (run == 1 ? lab::say("atomic.running", {{"function", "keep_items"}})
                               : lab::say("atomic.running-again", {{"function", "keep_items"}}))
                         .c_str());
    if (const lab::Problems problems = judge(input); !problems.empty())
      return run == 1 ? problems
                      : problems.quoted_in(
                            lab::say("atomic.second-call-wrong", {{"problems", problems.text()}}));
  }
  if (n == 0) return {};

  // keep_items itself once more, on the input rotated by one: as many matches (so *count and
  // the capacity mean the same), mostly at other indices. out is not poisoned again: a
  // correct call rewrites every slot that must hold a record, and the slots after those are
  // still poisoned from the last run.
  std::vector<float> fresh = input;
  std::rotate(fresh.begin(), fresh.begin() + 1, fresh.end());
  in.upload(fresh);
  const lab::checks::Outcome previous = got;
  got.count_before = previous.count;
  if (lab::Problems p = lab::run_uncaptured(stream, "keep_items", launch); !p.empty()) return p;
  const lab::Problems problems = judge(fresh);
  return lab::second_call_problems(
      "keep_items", lab::say("atomic.count-and-out"),
      got.count == previous.count && lab::same_bits(got.slots, previous.slots), problems);
}

std::vector<float> random_input(int n, const std::string& purpose) {
  lab::Rng rng = lab::rng_for("1.9 " + purpose + " n=" + std::to_string(n));
  return lab::random_floats(n, rng);
}

std::string percent(double fraction) { return std::to_string(int(fraction * 100 + 0.5)) + " %"; }

// "<label> (n = <passed> passed):\n<problems>", the header of a failed case.
lab::Problems failed_case(const std::string& label, const std::string& passed,
                          const lab::Problems& problems) {
  if (passed.empty())
    return problems.quoted_in(
        lab::say("atomic.failed-case", {{"label", label}, {"problems", problems.text()}}));
  return problems.quoted_in(
      lab::say("atomic.failed-case-after",
               {{"label", label}, {"passed", passed}, {"problems", problems.text()}}));
}

}  // namespace

LAB_GPU_TEST("the course's demo: n = 100000, input[i] = i % 100, threshold 99, capacity 20",
             "[1.9]") {
  // 1000 elements equal 99; only 20 fit: *count must say 1000, out any 20 of them.
  std::vector<float> input(100000);
  for (size_t i = 0; i < input.size(); ++i) input[i] = static_cast<float>(i % 100);
  LAB_REQUIRE_CLEAN(check_keep_items(input, 99.0f, 20));
}

LAB_GPU_TEST("n = 0: *count becomes 0 and nothing is written", "[1.9]") {
  LAB_REQUIRE_CLEAN(check_keep_items({}, 0.0f, 8));
}

LAB_GPU_TEST("random inputs around warp, block and tile sizes, keeping 1 %, 10 % and 50 %",
             "[1.9]") {
  // out has room for every match plus a few slots, which must stay untouched.
  const int sizes[] = {1,   31,  32,   33,   255,  256,   257,           511,
                       512, 513, 4095, 4096, 4097, 65537, (1 << 20) + 7, (1 << 24) + 3};
  lab::CasesPassed passed(", ");
  for (int n : sizes) {
    const std::vector<float> input = random_input(n, "sizes");
    for (double fraction : {0.01, 0.10, 0.50}) {
      const float threshold = lab::keep_items_ref::threshold_keeping(input, fraction);
      const int matches =
          static_cast<int>(lab::keep_items_ref::matching_indices(input, threshold).size());
      const lab::Problems problems = check_keep_items(input, threshold, matches + 5);
      if (!problems.empty())
        LAB_FAIL(failed_case(
            lab::say("atomic.fraction-case", {{"n", n},
                                              {"percent", percent(fraction)},
                                              {"threshold", lab::format_number(threshold)},
                                              {"matches", matches},
                                              {"capacity", matches + 5}}),
            passed.text(), problems));
    }
    passed.add(std::to_string(n));
  }
}

LAB_GPU_TEST("capacity at, just below and far below the number of matches", "[1.9]") {
  // When out is too small, *count still counts every match and out holds exactly
  // `capacity` distinct records. (At most 2048 matches more than the capacity, so that a
  // missing capacity check writes into the guard band instead of someone else's memory.)
  struct Case {
    int n;
    double fraction;
    int below;  // capacity = matches - below (or 0 when negative)
  };
  for (const Case c : {Case{4097, 0.5, 0}, Case{4097, 0.5, 1}, Case{5000, 0.5, 1500},
                       Case{100003, 0.1, 1500}, Case{1000, 0.1, 1000}}) {
    const std::vector<float> input = random_input(c.n, "capacity");
    const float threshold = lab::keep_items_ref::threshold_keeping(input, c.fraction);
    const int matches =
        static_cast<int>(lab::keep_items_ref::matching_indices(input, threshold).size());
    const int capacity = std::max(matches - c.below, 0);
    const lab::Problems problems = check_keep_items(input, threshold, capacity);
    if (!problems.empty())
      LAB_FAIL(failed_case(lab::say("atomic.capacity-case",
                                    {{"n", c.n}, {"matches", matches}, {"capacity", capacity}}),
                           "", problems));
  }
}

LAB_GPU_TEST("many elements equal to the threshold are all kept (>=, not >)", "[1.9]") {
  lab::Rng rng = lab::rng_for("1.9 ties");
  std::vector<float> input(10007);
  for (float& x : input) x = static_cast<float>(rng.uniform_int(0, 9));
  LAB_REQUIRE_CLEAN(check_keep_items(input, 5.0f, static_cast<int>(input.size())));
}

LAB_GPU_TEST("an input pointer that is only float-aligned (input + 1)", "[1.9]") {
  // The contract takes any float pointer: code that loads float4s must check alignment.
  for (int n : {1, 5, 4099, (1 << 20) + 7}) {
    const std::vector<float> input = random_input(n, "misaligned");
    const float threshold = lab::keep_items_ref::threshold_keeping(input, 0.1);
    const lab::Problems problems = check_keep_items(input, threshold, n);
    if (!problems.empty())
      LAB_FAIL(failed_case(lab::say("atomic.misaligned-case", {{"n", n}}), "", problems));
  }
}

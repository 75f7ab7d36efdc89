// Checker for exercise 2, block_reverse: every chunk reversed in place.
#include <algorithm>
#include <string>
#include <vector>

#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "checks.h"
#include "launch_shape.h"
#include "reference.h"
#include "shared_memory.h"

using namespace lab::checks;

namespace {

// Whether thread t of a chunk of `len` reads the slot that a thread of another warp stores.
bool partner_in_other_warp(size_t t, size_t len) { return t / 32 != (len - 1 - t) / 32; }

// What the wrong elements hold, when it is recognisable.
lab::Problems reverse_hints(const std::vector<float>& before, const std::vector<float>& got,
                            const std::vector<double>& want, int chunk) {
  const size_t n = got.size();
  size_t wrong = 0, whole_mirror = 0, unchanged = 0, outside = 0;
  // A missing barrier shows as wrong reads across warps only: a warp's own stores come before
  // its loads, whatever the other warps do. The two runs can agree (a busy GPU schedules the
  // warps the same way twice), so this pattern is evidence of its own.
  size_t own_warp = 0, own_warp_wrong = 0;
  for (size_t i = 0; i < n; ++i) {
    const size_t start = i - i % chunk, t = i - start, len = std::min<size_t>(chunk, n - start);
    const bool across = partner_in_other_warp(t, len);
    own_warp += !across;
    if (static_cast<double>(got[i]) == want[i]) continue;
    ++wrong;
    own_warp_wrong += !across;
    whole_mirror += got[i] == before[n - 1 - i];
    unchanged += got[i] == before[i];
    outside += got[i] == kOutside;
  }
  lab::Problems hints;
  // Ruled out by one wrong element whose slot its own warp stores, and needs elements of that
  // kind that came out right (with chunks of 256 they are only in the shorter last chunk).
  if (wrong && own_warp && !own_warp_wrong)
    hints.add(hint_line(lab::diagnose("reverse-across-warps", {{"count", wrong}})));
  if (whole_mirror * 4 >= wrong && whole_mirror)
    hints.add(hint_line(lab::diagnose("whole-array-mirror", {{"count", whole_mirror}})));
  if (unchanged) hints.add(hint_line(lab::diagnose("kept-original", {{"count", unchanged}})));
  // The id is shared with other checks, each with its own text.
  if (outside)
    hints.add(hint_line(
        lab::Diagnosis{"read-outside-input",
                       lab::say("shared-memory.reverse.read-outside", {{"count", outside}})}));
  return hints;
}

lab::Problems check_block_reverse(const std::vector<float>& before, int chunk) {
  const int n = static_cast<int>(before.size());
  lab::Stream stream;
  lab::GuardedArray<float> data("data", n, stream);
  data.set_guard_value(kOutside);
  data.upload(before);

  const auto launch = [&] { block_reverse(data.data(), n, chunk, stream); };
  lab::CapturedCall call = lab::capture(stream, launch);
  if (n == 0)
    return lab::all_problems(
        {call.problems_when_empty("block_reverse", "n = 0"), data.check_guards()});
  if (lab::Problems p = call.problems("block_reverse"); !p.empty()) return p;
  // Checked before running: too little dynamic shared memory, or a block larger than its
  // chunk, may crash the kernel.
  if (lab::Problems p =
          dynamic_shared_problem(call.kernels.front(), chunk * sizeof(float), "block_reverse",
                                 lab::say("shared-memory.chunk-buffer", {{"chunk", chunk}}));
      !p.empty())
    return p;
  if (lab::Problems p =
          block_shape_problem(call.kernels.front(), chunk, "shared-memory.reverse-block-shape");
      !p.empty())
    return p;

  lab::CompareOptions options{"data", lab::Tolerance::exact()};
  options.launch = &call.kernels.front();
  // `input`: what data held before the call.
  const auto judge = [&](const std::vector<float>& input, const std::vector<float>& got) {
    const std::vector<double> want = lab::shared_memory_ref::block_reverse(input, chunk);
    const lab::CompareReport report = lab::compare(got, want, options);
    return report.ok() ? lab::Problems()
                       : with_hints(report.message, reverse_hints(input, got, want, chunk));
  };
  std::vector<float> last;
  lab::Problems problems = run_twice(
      call, stream, "block_reverse", [&] { data.upload(before); },
      [&] { return last = data.download(); },
      [&](const std::vector<float>& got) { return judge(before, got); });
  // The fresh input of the second call is the first call's result: reversing it again must
  // give `before` back. (With chunk = 1 nothing moves, and keeping the result is right.)
  if (problems.empty())
    problems = call_again(
        stream, "block_reverse", "data", last, launch, [&] { return data.download(); },
        [&](const std::vector<float>& got) { return judge(last, got); });
  return lab::all_problems({problems, data.check_guards()});
}

}  // namespace

LAB_GPU_TEST("block_reverse: n = 0 launches nothing", "[1.7][block_reverse]") {
  LAB_REQUIRE_CLEAN(check_block_reverse({}, 256));
}

LAB_GPU_TEST("block_reverse: chunks of 1 to 1024, with a shorter last chunk, up to 2^24 + 3",
             "[1.7][block_reverse]") {
  struct Case {
    int n, chunk;
  };
  const Case cases[] = {{1, 1},
                        {7, 1},
                        {5, 8},
                        {32, 32},
                        {33, 32},
                        {1000, 256},
                        {1001, 1024},
                        {1024, 1024},
                        {65537, 100},
                        {65537, 1000},
                        {(1 << 24) + 3, 1024},
                        {(1 << 24) + 3, 255}};
  lab::CasesPassed passed("; ");
  for (const Case& c : cases) {
    const std::string label = "n = " + std::to_string(c.n) + ", chunk = " + std::to_string(c.chunk);
    lab::Rng rng = lab::rng_for("1.7 block_reverse " + label);
    const lab::Problems problems = check_block_reverse(lab::random_floats(c.n, rng), c.chunk);
    if (!problems.empty()) LAB_FAIL(failed_case(label, passed.text(), problems));
    passed.add(label);
  }
}

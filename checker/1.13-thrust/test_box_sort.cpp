// The chapter 1.13 checker: keep_and_sort recorded by stream capture (which names a hidden
// wait, an allocation or another stream), run twice, called again on fresh confidences, its
// outputs poisoned and its workspace guarded, against the CPU reference at n = 0 to 2^22.
#include <exception>
#include <string>
#include <vector>

#include "box_cases.h"
#include "box_sort.h"
#include "checker/harness/capture.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "checks.h"

namespace {

using lab::box_cases::Boxes;

// keep_and_sort's buffers, each guarded; the workspace exactly as large as the lab says.
struct Buffers {
  Buffers(int n, cudaStream_t stream)
      : boxes("boxes", static_cast<size_t>(n) * kBoxElements, stream),
        rows("rows", n, stream),
        order("order", n, stream),
        kept("kept", 1, stream),
        workspace("workspace", keep_and_sort_workspace_bytes(n), stream) {}
  lab::GuardedArray<float> boxes;
  lab::GuardedArray<int> rows, order, kept;
  lab::GuardedArray<unsigned char> workspace;
};

// Runs the call; an exception that escapes it (Thrust throws when a CUDA call fails, such as a
// wait while the stream is recorded) is kept, so that the recording still ends.
struct Guarded {
  std::string thrown;
  void operator()(const std::function<void()>& call) {
    try {
      call();
    } catch (const std::exception& e) {
      thrown = e.what();
    }
  }
};

lab::Problems check_case(const Boxes& input, float threshold, int levels, const std::string& seed) {
  const int n = input.size();
  lab::Stream stream;
  Buffers b(n, stream);
  if (n > 0) b.boxes.upload(input.boxes), b.rows.upload(input.rows);
  Guarded guarded;
  const auto launch = [&] {
    guarded([&] {
      keep_and_sort(b.boxes.data(), b.rows.data(), n, threshold, b.order.data(), b.kept.data(),
                    b.workspace.data(), b.workspace.size(), stream);
    });
  };
  b.order.poison(), b.kept.poison();
  lab::CapturedCall call = lab::capture(stream, launch);
  // Device memory by the runtime's own account (cudaMalloc'd, or from a stream-ordered pool);
  // pageable and page-locked host memory are not.
  const auto is_device = [](const void* p) {
    cudaPointerAttributes attributes{};
    const bool known = cudaPointerGetAttributes(&attributes, p) == cudaSuccess;
    if (!known) cudaGetLastError();  // an address the runtime does not know is host memory
    return known &&
           (attributes.type == cudaMemoryTypeDevice || attributes.type == cudaMemoryTypeManaged);
  };
  if (lab::Problems p = lab::checks::check_no_host_copy(call.calls, is_device); !p.empty())
    return p;
  const auto written = [&] { return b.kept.download()[0] != -1; };
  if (lab::Problems p = call.problems("keep_and_sort", n > 0 ? 1 : 0, written); !p.empty())
    return lab::checks::with_thrust_advice(p);
  if (!guarded.thrown.empty())
    return lab::diagnose("threw", {{"function", "keep_and_sort"}, {"what", guarded.thrown}});

  lab::checks::Outcome got;
  const auto judge = [&](const Boxes& now) {
    got.kept = b.kept.download()[0];
    got.order = b.order.download();
    lab::Problems problems =
        lab::checks::check_kept_and_order(now.confidences, now.rows, threshold, got);
    for (const lab::Problems& guards :
         {b.order.check_guards(), b.kept.check_guards(), b.workspace.check_guards(),
          b.boxes.check_guards(), b.rows.check_guards()})
      problems.add(guards);
    problems.add(lab::check_unchanged("boxes", now.boxes, b.boxes.download()));
    problems.add(lab::check_unchanged("rows", now.rows, b.rows.download()));
    return problems;
  };
  for (int run = 1; run <= 2; ++run) {
    b.order.poison(), b.kept.poison();
    call.run(stream);
    lab::synchronize(stream, lab::say(run == 1 ? "thrust.running" : "thrust.running-again",
                                      {{"function", "keep_and_sort"}})
                                 .c_str());
    if (lab::Problems p = judge(input); !p.empty())
      return run == 1 ? p
                      : p.quoted_in(lab::say("thrust.second-run-wrong", {{"problems", p.text()}}));
  }
  if (n == 0) return {};

  // Once more, called directly on the same buffers, with new confidences. order and kept are
  // not poisoned again: a launcher that kept its result leaves them as they were.
  lab::Rng rng = lab::rng_for(seed + " fresh");
  const Boxes fresh = lab::box_cases::with_new_confidences(input, levels, rng);
  b.boxes.upload(fresh.boxes);
  const lab::checks::Outcome previous = got;
  if (lab::Problems p = lab::run_uncaptured(stream, "keep_and_sort", launch); !p.empty()) return p;
  if (!guarded.thrown.empty())
    return lab::diagnose("threw", {{"function", "keep_and_sort"}, {"what", guarded.thrown}});
  const lab::Problems problems = judge(fresh);
  return lab::second_call_problems("keep_and_sort", lab::say("thrust.kept-and-order"),
                                   got.kept == previous.kept && got.order == previous.order,
                                   problems);
}

struct Case {
  int n;
  int levels;       // 0: confidences almost all distinct; else that many distinct values
  double fraction;  // about this fraction kept
};

std::string case_label(const Case& c, float threshold) {
  return lab::say("thrust.case", {{"n", c.n},
                                  {"levels", c.levels == 0 ? lab::say("thrust.distinct")
                                                           : std::to_string(c.levels)},
                                  {"threshold", lab::format_number(threshold)}});
}

// The cases in order, stopping at the first that fails, which names those that passed.
void check_cases(const std::vector<Case>& cases, const std::string& purpose) {
  lab::CasesPassed passed("; ");
  for (const Case& c : cases) {
    const std::string seed = "1.13 " + purpose + " n=" + std::to_string(c.n);
    lab::Rng rng = lab::rng_for(seed);
    const Boxes input = lab::box_cases::random_boxes(c.n, c.levels, rng);
    const float threshold = lab::box_cases::threshold_keeping(input.confidences, c.fraction);
    const std::string label = case_label(c, threshold);
    const lab::Problems problems = check_case(input, threshold, c.levels, seed);
    if (!problems.empty())
      LAB_FAIL(problems.quoted_in(
          lab::say("thrust.failed-case", {{"case", label},
                                          {"passed", passed.note("thrust.cases-passed", "cases")},
                                          {"problems", problems.text()}})));
    passed.add(label);
  }
}

}  // namespace

LAB_GPU_TEST("n = 0: *kept becomes 0", "[1.13]") {
  LAB_REQUIRE_CLEAN(check_case(Boxes{}, 0.5f, 0, "1.13 empty"));
}

LAB_GPU_TEST("random boxes, n = 1 to 2^22, about half kept", "[1.13]") {
  std::vector<Case> cases;
  for (int n : {1, 2, 3, 31, 32, 33, 255, 256, 257, 1000, 4095, 4096, 4097, 65535, 65536, 65537,
                (1 << 20) + 1, kMaxSortedBoxes})
    cases.push_back({n, 0, 0.5});
  check_cases(cases, "random");
}

LAB_GPU_TEST("equal confidences: the lower row first", "[1.13]") {
  // Few distinct confidences: long runs of ties, each in row order, with the threshold ON one
  // of the values (so boxes sit exactly at it).
  check_cases(
      {{2, 1, 1.0}, {100, 3, 0.5}, {4097, 7, 0.5}, {65536, 20, 0.3}, {kMaxSortedBoxes, 50, 0.5}},
      "ties");
}

LAB_GPU_TEST("every box at the threshold, none kept, all kept", "[1.13]") {
  // levels 1: every confidence is 1, the threshold too (all kept, all ties); fraction 0 with
  // distinct confidences: the threshold is the largest, so one box is kept; fraction 1: all.
  check_cases({{5000, 1, 1.0}, {5000, 0, 0.0}, {5000, 0, 1.0}, {1, 0, 0.0}}, "edges");
  lab::Rng rng = lab::rng_for("1.13 none kept");
  const Boxes input = lab::box_cases::random_boxes(4099, 0, rng);
  LAB_REQUIRE_CLEAN(check_case(input, 2.0f, 0, "1.13 none kept"));
}

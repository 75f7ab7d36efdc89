// The chapter 1.3 checker: records two_stream_pipeline's work from the caller's stream into a
// graph, judges the graph's structure and the order of the event calls (pipeline_rules.h),
// then runs the graph and compares the results with the CPU reference.
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/in_call.h"
#include "checker/harness/seed.h"
#include "event_log.h"
#include "pipeline_rules.h"
#include "recorded_call.h"
#include "reference.h"
#include "two_streams.h"

namespace {

namespace ts = lab::two_streams;
namespace ref = lab::two_streams_ref;

// The two events a call is given, created by the checker as a caller would: for ordering
// only, so without timing.
struct Events {
  Events() {
    LAB_CUDA_TRY(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    LAB_CUDA_TRY(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
  }
  ~Events() {
    cudaEventDestroy(fork);
    cudaEventDestroy(join);
  }
  Events(const Events&) = delete;
  Events& operator=(const Events&) = delete;
  cudaEvent_t fork = nullptr, join = nullptr;
};

lab::Problems compare_both(const std::vector<float>& a, const std::vector<float>& b,
                           const ref::Expected& want) {
  return lab::all_problems({lab::compare(a, want.a, {"a", ref::tolerance()}).message,
                            lab::compare(b, want.b, {"b", ref::tolerance()}).message});
}

// Records the call from the checker's stream (a second non-blocking stream is `side`), judges
// what was recorded, runs it twice, then calls the function directly on fresh inputs.
// Returns every problem found (none when it is all correct).
lab::Problems check_pipeline(const std::vector<float>& host_in) {
  const int n = static_cast<int>(host_in.size());
  lab::Stream stream, side;
  lab::GuardedArray<float> in("in", n, stream), a("a", n, stream), b("b", n, stream);
  in.upload(host_in);
  a.poison();
  b.poison();
  const auto pipeline = [&](const Events& e) {
    lab::InCall in_call("two_stream_pipeline");
    two_stream_pipeline(in.data(), a.data(), b.data(), n, stream, side, e.fork, e.join);
  };

  Events events;
  ts::Observation seen;
  bool recorded = false;
  lab::CapturedCall call = lab::capture(stream, [&] {
    if (recorded) {
      // capture() calls once more, uncaptured, when the capture failed. Events recorded by a
      // failed capture cannot be waited on, so this call gets fresh ones.
      const Events fresh;
      pipeline(fresh);
      return;
    }
    recorded = true;
    ts::event_log::open({stream, side, events.fork, events.join});
    pipeline(events);
    seen = ts::read_recorded_call(stream, ts::event_log::close());
  });
  seen.capture_error = call.capture_error;
  if (lab::Problems p = ts::structure_problems(seen, n); !p.empty()) return p;
  if (lab::Problems p = call.problems("two_stream_pipeline", n > 0 ? 3 : 0); !p.empty()) return p;
  if (n == 0) return lab::all_problems({a.check_guards(), b.check_guards()});

  const ref::Expected want = ref::reference(host_in);
  call.run(stream);
  lab::synchronize(stream, lab::say("stream.while.running").c_str());
  const std::vector<float> first_a = a.download(), first_b = b.download();
  lab::Problems problems = compare_both(first_a, first_b, want);
  for (const lab::Problems& p : {a.check_guards(), b.check_guards(), in.check_guards(),
                                 lab::check_unchanged("in", host_in, in.download())})
    problems.add(p);
  if (!problems.empty()) return problems;

  // Same inputs again: a pipeline whose stages are ordered gives the same bits every time.
  a.poison();
  b.poison();
  call.run(stream);
  lab::synchronize(stream, lab::say("stream.while.running-again").c_str());
  const std::vector<float> again_a = a.download(), again_b = b.download();
  for (const lab::Problems& race :
       {lab::compare_runs("a", first_a, again_a), lab::compare_runs("b", first_b, again_b)})
    if (!race.empty()) return race;

  // Called directly on fresh inputs (-in), with events that an earlier iteration had
  // recorded, as a caller's loop would pass them; waiting for stream alone must be enough.
  const std::vector<float> fresh = lab::negated(host_in);
  in.upload(fresh);
  const Events reused;
  LAB_CUDA_TRY(cudaEventRecord(reused.fork, stream));
  LAB_CUDA_TRY(cudaEventRecord(reused.join, stream));
  if (lab::Problems p =
          lab::run_uncaptured(stream, "two_stream_pipeline", [&] { pipeline(reused); });
      !p.empty())
    return p;
  const std::vector<float> second_a = a.download(), second_b = b.download();
  return lab::second_call_problems("two_stream_pipeline", "a", lab::same_bits(second_a, again_a),
                                   compare_both(second_a, second_b, ref::reference(fresh)));
}

}  // namespace

LAB_GPU_TEST("a small example: in = {0, 1, 2, 3, -4} gives a = (in + 1)^2, b = 2 in + 1", "[1.3]") {
  LAB_REQUIRE_CLEAN(check_pipeline({0, 1, 2, 3, -4}));
}

LAB_GPU_TEST("n = 0 writes nothing and raises no error", "[1.3]") {
  LAB_REQUIRE_CLEAN(check_pipeline({}));
}

LAB_GPU_TEST("random whole numbers at sizes around block boundaries, up to 2^22 + 3", "[1.3]") {
  const int sizes[] = {1, 31, 256, 257, 1000, 65537, (1 << 22) + 3};
  lab::CasesPassed passed(", ");
  for (int n : sizes) {
    lab::Rng rng = lab::rng_for("1.3 n=" + std::to_string(n));
    const lab::Problems problems = check_pipeline(ref::random_inputs(n, rng));
    if (!problems.empty())
      LAB_FAIL(problems.quoted_in(
          lab::say("stream.case-failed", {{"n", n},
                                          {"passed", passed.note("stream.passed", "n")},
                                          {"problems", problems.text()}})));
    passed.add(std::to_string(n));
  }
}

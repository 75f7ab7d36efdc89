// The chapter 1.14 checker: checked_launch on kernels that run well, are rejected, or fault.
//
// The two tests that fault on purpose come last. Each marks the context broken as soon as
// its kernel has failed, before anything can end the test, so the worker stops after it and
// the supervisor runs each test not yet run in a fresh process (docs/report-format.md).
#include <string>

#include "checked_launch.h"
#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/fault_on_purpose.h"
#include "checker/harness/gpu.h"
#include "checker/harness/in_call.h"
#include "checker/harness/seed.h"
#include "faults.h"
#include "reference.h"

namespace {

using Kind = LaunchOutcome::Kind;
using lab::error_ref::Call;

// The launcher checked_launch is given: it notes how it was called, then launches `target`.
struct Recorder {
  static inline Launcher target = nullptr;
  static inline int calls = 0;
  static inline cudaStream_t stream = nullptr;
  static void launch(cudaStream_t s) {
    ++calls;
    stream = s;
    target(s);
  }
};

LaunchOutcome checked_launch_of(Launcher target, cudaStream_t stream) {
  Recorder::target = target;
  Recorder::calls = 0;
  Recorder::stream = nullptr;
  lab::InCall in("checked_launch");
  return checked_launch(&Recorder::launch, stream);
}

lab::Diagnosis launcher_problems(cudaStream_t stream) {
  return lab::error_ref::launcher_calls(Recorder::calls, Recorder::stream == stream);
}

// `what` says what is launched, in the reader's language.
struct Launch {
  std::string (*what)();
  Launcher launch;
  bool rejected;
};
const Launch kFine{[] { return lab::say("error.launch.fine"); }, launch_fine, false};
const Launch kTooManyThreads{[] { return lab::say("error.launch.too-many-threads"); },
                             launch_too_many_threads, true};
const Launch kEmptyGrid{[] { return lab::say("error.launch.empty-grid"); }, launch_empty_grid,
                        true};

// The error this CUDA version gives a rejected launch, seen by launching it here.
cudaError_t rejection_of(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  const cudaError_t code = cudaGetLastError();
  if (code == cudaSuccess) LAB_FAIL(lab::say("error.own-launch-accepted"));
  return code;
}

// checked_launch on `l` in a usable context, after leaving an unchecked rejected launch's
// error in the last-error slot when `stale`: none when its answer and what it left are right.
lab::Problems check_in_usable_context(const Launch& l, bool stale, cudaStream_t stream) {
  Call call{l.what(), {Kind::ok, cudaSuccess}};
  if (l.rejected) call.want = {Kind::launch_error, rejection_of(l.launch, stream)};
  cudaGetLastError();
  if (stale) {
    launch_too_many_threads(stream);
    call.stale = cudaPeekAtLastError();
    call.launched = lab::say("error.after-stale", {{"launched", call.launched}});
  }
  const LaunchOutcome got = checked_launch_of(l.launch, stream);
  const cudaError_t slot = cudaPeekAtLastError();
  const bool running = got.kind == Kind::ok && cudaStreamQuery(stream) == cudaErrorNotReady;
  // Whatever it did, the next call starts with every kernel done and the slot empty, and the
  // context must still work (the diagnoses of a wrong sticky_error say so).
  cudaDeviceSynchronize();
  cudaGetLastError();
  launch_fine(stream);
  lab::synchronize(stream, lab::say("error.while.after-checked-launch").c_str());

  for (const lab::Problems& problem :
       {launcher_problems(stream), lab::error_ref::judge(call, got),
        running ? lab::error_ref::did_not_wait() : lab::Diagnosis{},
        slot != cudaSuccess ? lab::error_ref::error_left_behind(got, slot) : lab::Diagnosis{}})
    if (!problem.empty()) return problem;
  return {};
}

// checked_launch on a kernel that faults, then on a fine one in the context it broke.
lab::Problems check_fault(const std::string& what, Launcher fault) {
  lab::Stream stream;
  cudaGetLastError();
  LaunchOutcome got;
  cudaError_t fault_code;
  {
    lab::FaultOnPurpose one_at_a_time;  // two faults at once can stall both (fault_on_purpose.h)
    got = checked_launch_of(fault, stream);
    // Waits for whatever it started, on any stream: the fault has happened after this.
    fault_code = cudaDeviceSynchronize();
  }
  const lab::Diagnosis calls = launcher_problems(stream);
  if (fault_code != cudaSuccess)
    lab::mark_context_broken(
        lab::say("error.fault-on-purpose", {{"error", lab::describe(fault_code)}, {"what", what}}));
  if (!calls.text.empty()) return calls;
  if (fault_code == cudaSuccess)
    return lab::Diagnosis{"", lab::say("error.own-fault-ran", {{"what", what}})};
  if (lab::Problems p = lab::error_ref::judge({what, {Kind::execution_error, fault_code}}, got);
      !p.empty())
    return p;

  const LaunchOutcome next = checked_launch_of(launch_fine, stream);
  if (lab::Problems p = launcher_problems(stream); !p.empty()) return p;
  return lab::error_ref::judge(
      {lab::say("error.after-fault", {{"launched", kFine.what()}, {"what", what}}),
       {Kind::sticky_error, fault_code}},
      next);
}

}  // namespace

LAB_GPU_TEST("a kernel that runs to its end: ok", "[1.14]") {
  lab::Stream stream;
  LAB_REQUIRE_CLEAN(check_in_usable_context(kFine, false, stream));
}

LAB_GPU_TEST("a block of 1050 threads is rejected: launch_error", "[1.14]") {
  lab::Stream stream;
  LAB_REQUIRE_CLEAN(check_in_usable_context(kTooManyThreads, false, stream));
}

LAB_GPU_TEST("a grid of 0 blocks is rejected: launch_error", "[1.14]") {
  lab::Stream stream;
  LAB_REQUIRE_CLEAN(check_in_usable_context(kEmptyGrid, false, stream));
}

LAB_GPU_TEST("an error left in the last-error slot by an earlier call is not this launch's",
             "[1.14]") {
  lab::Stream stream;
  LAB_REQUIRE_CLEAN(check_in_usable_context(kFine, true, stream));
}

LAB_GPU_TEST("ten launches in a row, fine or rejected, some after an unchecked error", "[1.14]") {
  lab::Stream stream;
  lab::Rng rng = lab::rng_for("1.14 launches in a row");
  const Launch* launches[] = {&kFine, &kTooManyThreads, &kEmptyGrid};
  constexpr int kCalls = 10;
  for (int i = 1; i <= kCalls; ++i) {
    const Launch& l = *launches[rng.uniform_int(0, 2)];
    const lab::Problems problem = check_in_usable_context(l, rng.uniform_int(0, 1) == 1, stream);
    if (!problem.empty())
      LAB_FAIL(problem.quoted_in(lab::say(
          "error.call-of", {{"call", i}, {"calls", kCalls}, {"problem", problem.text()}})));
  }
}

// The context is unusable after each of these: they run last, each in a process of its own.
LAB_GPU_TEST("a kernel that traps: execution_error, then sticky_error for the next launch",
             "[1.14]") {
  LAB_REQUIRE_CLEAN(check_fault(lab::say("error.launch.trap"), launch_trap));
}

LAB_GPU_TEST("a kernel that writes to an illegal address: execution_error, then sticky_error",
             "[1.14]") {
  LAB_REQUIRE_CLEAN(check_fault(lab::say("error.launch.illegal-address"), launch_illegal_address));
}

#include "reference.h"

#include "checker/harness/diagnosis.h"
#include "common/cuda_check.h"

namespace lab::error_ref {

namespace {

using Kind = LaunchOutcome::Kind;

std::string reported(const Call& call, const LaunchOutcome& got) {
  return say("error.reported", {{"launched", call.launched}, {"outcome", describe(got)}});
}

Diagnosis when_ok_was_right(const Call& call, const LaunchOutcome& got) {
  if (call.stale != cudaSuccess && got.code == call.stale)
    return diagnose("stale-error-blamed", {{"reported", reported(call, got)}});
  return Diagnosis{"wrong-outcome",
                   say("error.wrong-outcome.want-ok", {{"reported", reported(call, got)}})};
}

Diagnosis when_launch_error_was_right(const Call& call, const LaunchOutcome& got) {
  const std::string rejected = say("error.rejected", {{"error", lab::describe(call.want.code)}});
  const std::initializer_list<Arg> args = {{"reported", reported(call, got)}, {"why", rejected}};
  switch (got.kind) {
    case Kind::ok: return diagnose("launch-error-missed", args);
    case Kind::launch_error:
      if (got.code == cudaSuccess) return diagnose("error-code-lost", args);
      return diagnose("wrong-code", args);
    case Kind::execution_error: return diagnose("launch-error-as-execution", args);
    case Kind::sticky_error: break;
  }
  return diagnose("rejected-launch-not-sticky", args);
}

Diagnosis when_execution_error_was_right(const Call& call, const LaunchOutcome& got) {
  const std::string failed = say("error.failed", {{"error", lab::describe(call.want.code)}});
  const std::initializer_list<Arg> args = {{"reported", reported(call, got)}, {"why", failed}};
  switch (got.kind) {
    case Kind::ok: return diagnose("execution-error-missed", args);
    case Kind::launch_error: return diagnose("execution-error-as-launch", args);
    case Kind::sticky_error: return diagnose("execution-error-as-sticky", args);
    case Kind::execution_error: break;
  }
  return diagnose("wrong-code", args);
}

Diagnosis when_sticky_error_was_right(const Call& call, const LaunchOutcome& got) {
  const std::string broken = say("error.broken", {{"error", lab::describe(call.want.code)}});
  const std::initializer_list<Arg> args = {{"reported", reported(call, got)}, {"why", broken}};
  switch (got.kind) {
    case Kind::ok:
    case Kind::launch_error: return diagnose("sticky-error-missed", args);
    case Kind::execution_error: return diagnose("sticky-error-as-execution", args);
    case Kind::sticky_error: break;
  }
  return diagnose("wrong-code", args);
}

}  // namespace

std::string describe(const LaunchOutcome& outcome) {
  const std::string kind = to_string(outcome.kind);
  return outcome.code == cudaSuccess && outcome.kind == Kind::ok
             ? kind
             : kind + ", " + lab::describe(outcome.code);
}

Diagnosis judge(const Call& call, const LaunchOutcome& got) {
  if (got.kind == call.want.kind && got.code == call.want.code) return {};
  switch (call.want.kind) {
    case Kind::ok: return when_ok_was_right(call, got);
    case Kind::launch_error: return when_launch_error_was_right(call, got);
    case Kind::execution_error: return when_execution_error_was_right(call, got);
    case Kind::sticky_error: return when_sticky_error_was_right(call, got);
  }
  return Diagnosis{"wrong-outcome",
                   say("error.wrong-outcome.want",
                       {{"reported", reported(call, got)}, {"want", describe(call.want)}})};
}

Diagnosis launcher_calls(int calls, bool on_given_stream) {
  if (calls == 0) return diagnose("launcher-not-called");
  if (calls > 1) return diagnose("launcher-called-again", {{"calls", calls}});
  if (!on_given_stream) return diagnose("other-stream");
  return {};
}

Diagnosis did_not_wait() { return diagnose("did-not-wait"); }

Diagnosis error_left_behind(const LaunchOutcome& got, cudaError_t slot) {
  return diagnose("error-left-behind",
                  {{"kind", to_string(got.kind)}, {"error", lab::describe(slot)}});
}

}  // namespace lab::error_ref

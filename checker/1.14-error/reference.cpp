#include "reference.h"

#include "checker/harness/diagnosis.h"
#include "common/cuda_check.h"

namespace lab::error_ref {

namespace {

using Kind = LaunchOutcome::Kind;

std::string reported(const Call& call, const LaunchOutcome& got) {
  return "for " + call.launched + ", checked_launch reported " + describe(got);
}

std::string when_ok_was_right(const Call& call, const LaunchOutcome& got) {
  if (call.stale != cudaSuccess && got.code == call.stale)
    return tagged(
        "stale-error-blamed",
        reported(call, got) +
            ", but that kernel was accepted and ran to its end. The error is older "
            "than the launch: the test left it in the last-error slot on purpose, as a caller that "
            "never checked its own launch does. A call that succeeds does not reset the slot, so "
            "empty it (cudaGetLastError) before the launch, or an earlier error is blamed on this "
            "one (step 1).");
  return tagged("wrong-outcome", reported(call, got) +
                                     ", but that kernel was accepted and ran to its end: want ok.");
}

std::string when_launch_error_was_right(const Call& call, const LaunchOutcome& got) {
  const std::string rejected = "the launch itself was rejected: " + lab::describe(call.want.code);
  switch (got.kind) {
    case Kind::ok:
      return tagged(
          "launch-error-missed",
          reported(call, got) + ", but " + rejected +
              ". A rejected launch leaves its error in "
              "the last-error slot at once, and waiting for the stream does not report it (nothing "
              "ran, so it returns cudaSuccess): read the slot right after the launch (step 2).");
    case Kind::launch_error:
      if (got.code == cudaSuccess)
        return tagged(
            "error-code-lost",
            reported(call, got) + ", but " + rejected +
                ". The error was cleared before its code "
                "was read: cudaGetLastError empties the slot, so a second read (with either "
                "function) "
                "finds cudaSuccess. Keep the value the first cudaGetLastError returns (step 2).");
      return tagged("wrong-code", reported(call, got) + ", but " + rejected + ".");
    case Kind::execution_error:
      return tagged(
          "launch-error-as-execution",
          reported(call, got) + ", but nothing ran: " + rejected +
              ". Waiting for the stream "
              "does not report a rejected launch (it returns cudaSuccess), so code that reads the "
              "slot only after waiting finds the launch's error there and blames the kernel. Read "
              "it "
              "right after the launch, before waiting (step 2).");
    case Kind::sticky_error: break;
  }
  return tagged(
      "rejected-launch-not-sticky",
      reported(call, got) + ", but a rejected launch breaks nothing (" + rejected +
          "): the "
          "context still works, and the checker ran a kernel in it right after. An error is sticky "
          "when the context keeps returning it: with the slot emptied, a harmless call such as "
          "cudaFree(nullptr) still fails (step 3).");
}

std::string when_execution_error_was_right(const Call& call, const LaunchOutcome& got) {
  const std::string failed = "the kernel failed while running: " + lab::describe(call.want.code);
  switch (got.kind) {
    case Kind::ok:
      return tagged(
          "execution-error-missed",
          reported(call, got) + ", but " + failed +
              ". A launch returns before its kernel runs, "
              "so only waiting for the stream it was given (cudaStreamSynchronize) tells how the "
              "kernel ended (step 4).");
    case Kind::launch_error:
      return tagged(
          "execution-error-as-launch",
          reported(call, got) + ", but the launch was accepted and " + failed +
              ". Tell the two "
              "apart by when the error shows: right after the launch, or only once you waited "
              "(steps 2 and 4).");
    case Kind::sticky_error:
      return tagged(
          "execution-error-as-sticky",
          reported(call, got) +
              ", but the context was fine when this kernel was launched: " + failed +
              ", an execution error. The context is broken from now on, so the NEXT launch "
              "meets a sticky error; step 3 looks only at launches that fail.");
    case Kind::execution_error: break;
  }
  return tagged("wrong-code", reported(call, got) + ", but " + failed + ".");
}

std::string when_sticky_error_was_right(const Call& call, const LaunchOutcome& got) {
  const std::string broken =
      "the kernel before it failed and broke the context, and the launch failed at once "
      "with that kernel's error, " +
      lab::describe(call.want.code);
  switch (got.kind) {
    case Kind::ok:
    case Kind::launch_error:
      return tagged(
          "sticky-error-missed",
          reported(call, got) + ", but nothing is wrong with this launch: " + broken +
              ". From "
              "then on every call that reaches the GPU fails with that error, and emptying the "
              "slot "
              "does not mend the context: a harmless call such as cudaFree(nullptr) fails again. "
              "That is a sticky error (step 3).");
    case Kind::execution_error:
      return tagged(
          "sticky-error-as-execution",
          reported(call, got) + ", but this kernel never ran: " + broken +
              ". A launch that "
              "fails is caught right after it, and in a broken context a harmless call fails too: "
              "a sticky error (steps 2 and 3).");
    case Kind::sticky_error: break;
  }
  return tagged("wrong-code", reported(call, got) + ", but " + broken + ".");
}

}  // namespace

std::string describe(const LaunchOutcome& outcome) {
  const std::string kind = to_string(outcome.kind);
  return outcome.code == cudaSuccess && outcome.kind == Kind::ok
             ? kind
             : kind + ", " + lab::describe(outcome.code);
}

std::string judge(const Call& call, const LaunchOutcome& got) {
  if (got.kind == call.want.kind && got.code == call.want.code) return "";
  switch (call.want.kind) {
    case Kind::ok: return when_ok_was_right(call, got);
    case Kind::launch_error: return when_launch_error_was_right(call, got);
    case Kind::execution_error: return when_execution_error_was_right(call, got);
    case Kind::sticky_error: return when_sticky_error_was_right(call, got);
  }
  return tagged("wrong-outcome", reported(call, got) + ": want " + describe(call.want) + ".");
}

std::string launcher_calls(int calls, bool on_given_stream) {
  if (calls == 0)
    return tagged(
        "launcher-not-called",
        "checked_launch never called the launcher it was given: it must call launch(stream) once.");
  if (calls > 1)
    return tagged("launcher-called-again",
                  "checked_launch called the launcher it was given " + std::to_string(calls) +
                      " times: each call launches another kernel; call it once.");
  if (!on_given_stream)
    return tagged(
        "other-stream",
        "checked_launch called the launcher with another stream than the one it was given: "
        "launch(stream), so that the kernel runs after the caller's work on that stream.");
  return "";
}

std::string did_not_wait() {
  return tagged(
      "did-not-wait",
      "checked_launch returned ok while its kernel was still running (cudaStreamQuery on the "
      "stream it was given said cudaErrorNotReady): it did not wait for the stream it was given, "
      "so a kernel that fails while running would be reported as ok (step 4).");
}

std::string error_left_behind(const LaunchOutcome& got, cudaError_t slot) {
  return tagged(
      "error-left-behind",
      std::string("checked_launch returned ") + to_string(got.kind) +
          ", but the last-error slot still held " + lab::describe(slot) +
          ". cudaPeekAtLastError does not empty the slot, and the calls that succeed after "
          "it do not either, so the next check in this thread reports that error again, "
          "against a launch that was fine. Empty it once you have the code: "
          "cudaGetLastError (step 2).");
}

}  // namespace lab::error_ref

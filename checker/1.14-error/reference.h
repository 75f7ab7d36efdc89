// What chapter 1.14's checker says about an answer of checked_launch. Plain functions of
// what the test observed, so that the host tests cover every diagnosis without a GPU.
//
//   const lab::error_ref::Call call{"a block of 1050 threads", {LaunchOutcome::launch_error,
//   code}}; Problems problem = lab::error_ref::judge(call, checked_launch(launch, stream));
//   // none when the answer is right, else a Diagnosis: its id and its text
#pragma once

#include <string>

#include "chapters/1.14-error/checked_launch.h"
#include "checker/harness/diagnosis.h"

namespace lab::error_ref {

// One call of checked_launch, as the test set it up.
struct Call {
  std::string launched;             // what was launched, in words
  LaunchOutcome want;               // the right answer
  cudaError_t stale = cudaSuccess;  // an error the test left in the last-error slot before
};

// "launch_error, cudaErrorInvalidValue (1): invalid argument"; "ok".
std::string describe(const LaunchOutcome& outcome);

// None when `got` is the right answer for `call`, else why it is wrong.
Diagnosis judge(const Call& call, const LaunchOutcome& got);

// None when checked_launch called its launcher once, on the stream it was given.
Diagnosis launcher_calls(int calls, bool on_given_stream);

// checked_launch returned ok while its kernel was still running.
Diagnosis did_not_wait();

// checked_launch returned `got` with `slot` still in the last-error slot, in a usable context.
Diagnosis error_left_behind(const LaunchOutcome& got, cudaError_t slot);

}  // namespace lab::error_ref

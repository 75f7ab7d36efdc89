// Chapter 1.14 error: launch errors, execution errors, sticky errors.   docs/1.14-error.md
//
// Fill in the four TODO(1.14) steps, then check your work with
//     ./lab check 1.14
// Stuck? `./lab hint 1.14` reveals one hint at a time.
#include "checked_launch.h"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  // TODO(1.14) step 1: empty the last-error slot before the launch.
  //   It keeps the error of ANY earlier call until someone reads it with cudaGetLastError
  //   (successful calls leave it alone), and that error is not this launch's.
  launch(stream);

  // TODO(1.14) step 2: look for a launch error right after the launch, before waiting.
  //   A rejected launch leaves its error in the slot at once; waiting never reports it.
  //   Keep the code, and leave the slot empty.

  // TODO(1.14) step 3: a launch that failed may have met a broken context (sticky_error).
  //   After a kernel fault every call that reaches the GPU fails with the fault's error,
  //   this launch too: ask the context something harmless to tell the two apart.

  // TODO(1.14) step 4: an execution error shows only once the kernel has run.
  //   Wait for the stream you were given, and report what waiting returned.
  return {LaunchOutcome::ok, cudaSuccess};
}

// Chapter 1.14 error: reference solution.
#include "checked_launch.h"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  // Step 1: the slot holds the last error of any earlier call until cudaGetLastError reads
  // it; a call that succeeds does not reset it. Empty it, or this launch gets the blame.
  cudaGetLastError();
  launch(stream);

  // Step 2: cudaGetLastError returns the launch's error and empties the slot in one go, so
  // the value it returns is the only copy: keep it.
  const cudaError_t launched = cudaGetLastError();
  if (launched != cudaSuccess) {
    // Step 3: cudaFree(nullptr) does nothing in a healthy context; a context broken by an
    // earlier fault returns that fault's error to it, as it did to the launch.
    const cudaError_t context = cudaFree(nullptr);
    if (context != cudaSuccess) return {LaunchOutcome::sticky_error, context};
    return {LaunchOutcome::launch_error, launched};
  }

  // Step 4: the kernel was accepted and runs after the launch returned: only waiting for
  // its stream tells how it ended.
  const cudaError_t ran = cudaStreamSynchronize(stream);
  if (ran != cudaSuccess) return {LaunchOutcome::execution_error, ran};
  return {LaunchOutcome::ok, cudaSuccess};
}

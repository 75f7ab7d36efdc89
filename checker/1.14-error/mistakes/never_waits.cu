// Known-wrong 1.14: checks the launch but never waits for the kernel, so it says ok before the
// kernel has run, and a kernel that fails while running goes unseen.
// expect-diagnosis: it did not wait for the stream it was given
#include "correct_steps.cuh"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  const cudaError_t launched = cudaGetLastError();
  if (launched != cudaSuccess) return failed_launch(launched);
  return {LaunchOutcome::ok, cudaSuccess};
}

// Known-wrong 1.14: waits for the legacy default stream (0) instead of the stream it was
// given; a non-blocking stream does not synchronize with it, so the kernel is still running.
// expect-diagnosis: it did not wait for the stream it was given
#include "correct_steps.cuh"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  const cudaError_t launched = cudaGetLastError();
  if (launched != cudaSuccess) return failed_launch(launched);
  return waited_for(0);
}

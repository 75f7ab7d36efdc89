// Known-wrong 1.14: does not empty the last-error slot before the launch, so an error that an
// earlier call left there is blamed on this launch.
// expect-diagnosis: the test left it in the last-error slot on purpose
#include "correct_steps.cuh"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  launch(stream);
  const cudaError_t launched = cudaGetLastError();
  if (launched != cudaSuccess) return failed_launch(launched);
  return waited_for(stream);
}

// Known-wrong 1.14: reads the last error before the launch instead of after it, so it can
// see an earlier call's error but never the launch's own.
// expect-diagnosis: but the launch itself was rejected
#include "correct_steps.cuh"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  const cudaError_t before = cudaGetLastError();
  launch(stream);
  if (before != cudaSuccess) return failed_launch(before);
  return waited_for(stream);
}

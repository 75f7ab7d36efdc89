// Known-wrong 1.14: takes every failed launch for a launch error, also one that failed because
// an earlier kernel had broken the context (a sticky error).
// expect-diagnosis: nothing is wrong with this launch
#include "correct_steps.cuh"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  const cudaError_t launched = cudaGetLastError();
  if (launched != cudaSuccess) return {LaunchOutcome::launch_error, launched};
  return waited_for(stream);
}

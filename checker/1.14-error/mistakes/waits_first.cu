// Known-wrong 1.14: reads the last error only after waiting, where it finds a rejected launch's
// error (waiting does not report it) and calls it an execution error.
// expect-diagnosis: finds the launch's error there and blames the kernel
#include "checked_launch.h"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  cudaError_t code = cudaStreamSynchronize(stream);
  if (code == cudaSuccess) code = cudaGetLastError();
  if (code != cudaSuccess) return {LaunchOutcome::execution_error, code};
  return {LaunchOutcome::ok, cudaSuccess};
}

// Known-wrong 1.14: calls every error sticky, a rejected launch's too, although the context
// works as before after one.
// expect-diagnosis: a rejected launch breaks nothing
#include "checked_launch.h"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  cudaError_t code = cudaGetLastError();
  if (code == cudaSuccess) code = cudaStreamSynchronize(stream);
  if (code != cudaSuccess) return {LaunchOutcome::sticky_error, code};
  return {LaunchOutcome::ok, cudaSuccess};
}

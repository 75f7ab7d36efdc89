// Known-wrong 1.14: checked_launch handles an error the way many CHECK macros do: it prints it
// and calls abort(). The contract asks it to say what happened and return; a program that
// dies on the first rejected launch cannot go on, and a library must never end its caller.
// expect-diagnosis: The crash happened inside checked_launch
#include <cstdio>
#include <cstdlib>

#include "correct_steps.cuh"

namespace {
void check_or_abort(cudaError_t code, const char* what) {
  if (code == cudaSuccess) return;
  std::fprintf(stderr, "%s failed: %s\n", what, cudaGetErrorString(code));
  std::abort();
}
}  // namespace

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  check_or_abort(cudaGetLastError(), "launch");
  check_or_abort(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  return {LaunchOutcome::ok, cudaSuccess};
}

// Known-wrong 1.14: looks with cudaPeekAtLastError only, which never empties the slot, so
// the launch error it reported stays there for the next check to report again.
// expect-diagnosis: the last-error slot still held
#include "correct_steps.cuh"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  launch(stream);
  const cudaError_t launched = cudaPeekAtLastError();
  if (launched != cudaSuccess) return failed_launch(launched);
  return waited_for(stream);
}

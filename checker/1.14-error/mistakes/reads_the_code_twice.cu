// Known-wrong 1.14: tests the launch with cudaGetLastError, which empties the slot, then reads
// the code from the emptied slot: a launch error comes back with code cudaSuccess.
// expect-diagnosis: cleared before its code was read
#include "correct_steps.cuh"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  if (cudaGetLastError() != cudaSuccess) return failed_launch(cudaPeekAtLastError());
  return waited_for(stream);
}

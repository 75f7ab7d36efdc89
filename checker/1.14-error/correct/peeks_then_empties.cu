// Correct, written differently: reads each error with cudaPeekAtLastError and empties the slot
// with cudaGetLastError, waits for the whole device, and probes the context by waiting again.
#include "checked_launch.h"

LaunchOutcome checked_launch(Launcher launch, cudaStream_t stream) {
  cudaGetLastError();
  launch(stream);
  const cudaError_t launched = cudaPeekAtLastError();
  if (launched != cudaSuccess) {
    cudaGetLastError();
    if (cudaDeviceSynchronize() != cudaSuccess) return {LaunchOutcome::sticky_error, launched};
    return {LaunchOutcome::launch_error, launched};
  }
  const cudaError_t ran = cudaDeviceSynchronize();
  if (ran != cudaSuccess) return {LaunchOutcome::execution_error, ran};
  return {LaunchOutcome::ok, cudaSuccess};
}

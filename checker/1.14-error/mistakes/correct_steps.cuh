// Correct steps of checked_launch, shared by the known-wrong variants whose error is elsewhere.
#pragma once

#include "checked_launch.h"

// Step 3: after a failed launch, a broken context fails a harmless call too.
inline LaunchOutcome failed_launch(cudaError_t launched) {
  const cudaError_t context = cudaFree(nullptr);
  if (context != cudaSuccess) return {LaunchOutcome::sticky_error, context};
  return {LaunchOutcome::launch_error, launched};
}

// Step 4: what happened while the accepted kernel ran.
inline LaunchOutcome waited_for(cudaStream_t stream) {
  const cudaError_t ran = cudaStreamSynchronize(stream);
  if (ran != cudaSuccess) return {LaunchOutcome::execution_error, ran};
  return {LaunchOutcome::ok, cudaSuccess};
}

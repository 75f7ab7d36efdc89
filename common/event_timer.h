// Times GPU work with CUDA events: they are recorded into the stream, so the measured
// interval is the GPU's own, not the host's (a launch returns long before the kernel ends).
//
//   lab::EventTimer timer;
//   timer.start(stream);
//   kernel<<<grid, block, 0, stream>>>(...);
//   timer.stop(stream);
//   float ms = timer.elapsed_ms();             // waits for the stop event
#pragma once

#include <cuda_runtime.h>

#include "common/cuda_check.h"

namespace lab {

class EventTimer {
 public:
  EventTimer() {
    LAB_CUDA_TRY(cudaEventCreate(&start_));
    LAB_CUDA_TRY(cudaEventCreate(&stop_));
  }
  ~EventTimer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  EventTimer(const EventTimer&) = delete;
  EventTimer& operator=(const EventTimer&) = delete;

  void start(cudaStream_t stream = nullptr) { LAB_CUDA_TRY(cudaEventRecord(start_, stream)); }
  void stop(cudaStream_t stream = nullptr) { LAB_CUDA_TRY(cudaEventRecord(stop_, stream)); }

  // Milliseconds between start and stop; blocks until the stop event has happened.
  float elapsed_ms() {
    LAB_CUDA_TRY(cudaEventSynchronize(stop_));
    float ms = 0.0f;
    LAB_CUDA_TRY(cudaEventElapsedTime(&ms, start_, stop_));
    return ms;
  }

 private:
  cudaEvent_t start_ = nullptr;
  cudaEvent_t stop_ = nullptr;
};

}  // namespace lab

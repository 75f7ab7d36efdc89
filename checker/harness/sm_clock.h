// The clock the GPU's multiprocessors actually run at, measured (not the nominal boost
// clock): GPUs lower their clock when idle and raise it under load, and a latency-bound
// kernel's time scales with it, so benchmarks print it next to their numbers.
#pragma once

#include <cuda_runtime.h>

namespace lab::bench {

// SM cycles per microsecond over about 1 ms of one spinning thread on `stream` (synchronises).
double sm_clock_mhz(cudaStream_t stream);

}  // namespace lab::bench

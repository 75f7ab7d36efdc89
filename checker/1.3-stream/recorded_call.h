// Reads what a two_stream_pipeline call enqueued, while the caller's stream is still being
// captured (inside lab::capture's call): the stage kernels in the graph, which stage runs
// after which, and what each logged record came after.
#pragma once

#include <cuda_runtime.h>

#include <vector>

#include "event_log.h"
#include "pipeline_rules.h"

namespace lab::two_streams {

// Observation::capture_error is left for the caller: the capture has not ended yet. When the
// capture is no longer active (a forbidden call broke it), graph.read stays false.
Observation read_recorded_call(cudaStream_t stream, const std::vector<event_log::Entry>& log);

}  // namespace lab::two_streams

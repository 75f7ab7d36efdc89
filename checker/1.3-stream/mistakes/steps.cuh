// The correct steps of two_stream_pipeline, shared by the known-wrong variants: each variant
// gets exactly one thing wrong.
#pragma once

#include "stages.h"
#include "two_streams.h"

// Step 1: side waits for everything enqueued on stream so far.
inline void fork_side(cudaStream_t stream, cudaStream_t side, cudaEvent_t fork) {
  cudaEventRecord(fork, stream);
  cudaStreamWaitEvent(side, fork);
}

// Step 3: stream waits for everything enqueued on side so far.
inline void join_side(cudaStream_t stream, cudaStream_t side, cudaEvent_t join) {
  cudaEventRecord(join, side);
  cudaStreamWaitEvent(stream, join);
}

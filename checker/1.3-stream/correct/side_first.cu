// Correct: the side stream's stage is launched first. Launch order across two streams says
// nothing about run order; only the fork and the join do.
#include "stages.h"
#include "two_streams.h"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  cudaEventRecord(fork, stream);
  cudaStreamWaitEvent(side, fork);
  double_plus_one(in, b, n, side);
  cudaEventRecord(join, side);
  square(in, a, n, stream);
  cudaStreamWaitEvent(stream, join);
  add_into(a, b, n, stream);
}

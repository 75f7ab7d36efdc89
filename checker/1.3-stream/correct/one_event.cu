// Correct: one event for the fork and the join. A wait takes the event as it is when the wait
// is called, so recording it again afterwards does not disturb that wait.
#include "stages.h"
#include "two_streams.h"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  cudaEventRecord(fork, stream);
  cudaStreamWaitEvent(side, fork);
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);
  cudaEventRecord(fork, side);
  cudaStreamWaitEvent(stream, fork);
  add_into(a, b, n, stream);
  (void)join;
}

// Correct: square on side and double_plus_one on stream. The two are independent, so either
// may go on either stream; the graph is the same.
#include "stages.h"
#include "two_streams.h"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  cudaEventRecord(fork, stream);
  cudaStreamWaitEvent(side, fork);
  square(in, a, n, side);
  double_plus_one(in, b, n, stream);
  cudaEventRecord(join, side);
  cudaStreamWaitEvent(stream, join);
  add_into(a, b, n, stream);
}

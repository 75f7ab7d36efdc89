// stream waits for join only after add_into was launched: add_into may read b before it is written.
// expect-diagnosis: only after add_into was launched
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  fork_side(stream, side, fork);
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);
  cudaEventRecord(join, side);
  add_into(a, b, n, stream);
  cudaStreamWaitEvent(stream, join);
}

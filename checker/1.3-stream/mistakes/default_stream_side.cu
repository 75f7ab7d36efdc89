// Uses the legacy default stream (0) as the second stream instead of side.
// expect-diagnosis: legacy default stream
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  fork_side(stream, 0, fork);
  square(in, a, n, stream);
  double_plus_one(in, b, n, 0);
  join_side(stream, 0, join);
  add_into(a, b, n, stream);
  (void)side;
}

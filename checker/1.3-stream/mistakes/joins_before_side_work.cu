// join is recorded on side before double_plus_one is launched there, so it covers nothing.
// expect-diagnosis: came before double_plus_one was launched on side
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  fork_side(stream, side, fork);
  square(in, a, n, stream);
  join_side(stream, side, join);
  double_plus_one(in, b, n, side);
  add_into(a, b, n, stream);
}

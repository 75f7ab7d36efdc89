// side is never joined back: add_into, and the caller's stream, do not wait for double_plus_one.
// expect-diagnosis: side was never joined back to stream
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  fork_side(stream, side, fork);
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);
  add_into(a, b, n, stream);
  (void)join;
}

// side never waits for fork: its work is not ordered after the caller's earlier work on stream.
// expect-diagnosis: side was not part of stream's work
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);
  join_side(stream, side, join);
  add_into(a, b, n, stream);
  (void)fork;
}

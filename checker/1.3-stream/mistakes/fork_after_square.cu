// fork is recorded after square, so side waits for square: the two stages never overlap.
// expect-diagnosis: fork was recorded after square
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  square(in, a, n, stream);
  fork_side(stream, side, fork);
  double_plus_one(in, b, n, side);
  join_side(stream, side, join);
  add_into(a, b, n, stream);
}

// Waits for side on the host (cudaStreamSynchronize) instead of joining it with an event.
// expect-diagnosis: must not do
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  fork_side(stream, side, fork);
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);
  cudaStreamSynchronize(side);
  add_into(a, b, n, stream);
  (void)join;
}

// The course's 1.5.2 order: side waits on fork BEFORE fork is recorded, so it waits for nothing
// (in a loop: for the previous call's fork).
// expect-diagnosis: came before cudaEventRecord(fork, stream)
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  cudaStreamWaitEvent(side, fork);
  cudaEventRecord(fork, stream);
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);
  join_side(stream, side, join);
  add_into(a, b, n, stream);
}

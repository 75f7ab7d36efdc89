// Known-wrong 1.3: the launcher looks at the input on the host ("is there anything to do?"),
// but in is a device pointer: the CPU cannot read it, and the process crashes.
// expect-diagnosis: lies in device memory (from cudaMalloc)
#include "steps.cuh"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  volatile const float* first = in;
  if (n > 0 && first[n / 2] != first[n / 2]) return;  // NaN input: nothing to compute
  fork_side(stream, side, fork);
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);
  join_side(stream, side, join);
  add_into(a, b, n, stream);
}

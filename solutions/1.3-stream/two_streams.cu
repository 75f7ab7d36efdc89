// Chapter 1.3 stream: reference solution.
#include "two_streams.h"

#include "stages.h"

// Errors of the event calls (an invalid handle, say) are left in the runtime's last error,
// as a kernel launch's are, for the caller to check: a launch function does not print.
void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  // Step 1, fork: `fork` completes once everything enqueued on stream so far has, and side's
  // later work waits for it. Record first: a wait takes the event as it is when the wait is
  // called (its latest record), so a wait before the record waits for nothing.
  cudaEventRecord(fork, stream);
  cudaStreamWaitEvent(side, fork);

  // Step 2: the two independent stages, one per stream, free to run at the same time.
  square(in, a, n, stream);
  double_plus_one(in, b, n, side);

  // Step 3, join: after side's last work, and before the first work on stream that needs it.
  cudaEventRecord(join, side);
  cudaStreamWaitEvent(stream, join);
  add_into(a, b, n, stream);
}

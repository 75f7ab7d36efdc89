// Chapter 1.3 stream: two streams, forked and joined with events.   docs/1.3-stream.md
//
// Fill in the three TODO(1.3) steps, then check your work with
//     ./lab check 1.3
// Stuck? `./lab hint 1.3` reveals one hint at a time.
#include "two_streams.h"

#include "stages.h"

void two_stream_pipeline(const float* in, float* a, float* b, int n, cudaStream_t stream,
                         cudaStream_t side, cudaEvent_t fork, cudaEvent_t join) {
  // TODO(1.3) step 1: fork. side knows nothing of what the caller enqueued on stream (the
  //   upload of in, say): mark that point of stream with the event `fork` and make side wait
  //   for it. The order of the two calls matters.

  square(in, a, n, stream);

  // TODO(1.3) step 2: double_plus_one reads only in, so it need not wait for square:
  //   launch it on side, where it can run at the same time.
  double_plus_one(in, b, n, stream);

  // TODO(1.3) step 3: join. add_into reads b, and the caller's stream must cover side's work:
  //   mark the end of side's work with the event `join` and make stream wait for it.

  add_into(a, b, n, stream);
  (void)side;
  (void)fork;
  (void)join;
}

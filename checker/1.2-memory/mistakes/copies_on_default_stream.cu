// Known-wrong 1.2: upload_async enqueues its copy on the default stream (stream 0) instead
// of the stream it was given, so the caller's stream is not ordered with it.
// expect-diagnosis: the default stream
#define LAB_OWN_UPLOAD_ASYNC
#include "correct_parts.cuh"

void upload_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  (void)stream;
  if (count)
    checkRuntime(
        cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice));
}

// Known-wrong 1.2: stage_upload waits for the stream, but only after writing b.pinned and
// enqueuing its copy: a copy queued before the call then carries the new data.
// expect-diagnosis: waits only after
#define LAB_OWN_STAGE_UPLOAD
#include "correct_parts.cuh"

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  std::memcpy(b.pinned, host, count * sizeof(float));
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
  checkRuntime(cudaStreamSynchronize(stream));
}

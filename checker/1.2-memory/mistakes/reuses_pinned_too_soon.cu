// Known-wrong 1.2: stage_upload writes b.pinned without waiting for the stream, while a copy
// queued earlier may still read it: the watermelon money spent before the watermelon is bought.
// expect-diagnosis: overwrote b.pinned
#define LAB_OWN_STAGE_UPLOAD
#include "correct_parts.cuh"

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  std::memcpy(b.pinned, host, count * sizeof(float));
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}

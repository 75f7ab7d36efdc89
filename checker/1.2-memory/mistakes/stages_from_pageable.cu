// Known-wrong 1.2: stage_upload skips b.pinned and copies from the pageable host buffer
// itself, so the driver has to stage it (and the copy waits for the stream).
// expect-diagnosis: not through b.pinned
#define LAB_OWN_STAGE_UPLOAD
#include "correct_parts.cuh"

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(
      cudaMemcpyAsync(b.device, host, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}

// Known-wrong 1.2: stage_upload allocates a pinned buffer of its own on every call instead of
// using b.pinned, and never frees it: every call leaks.
// expect-diagnosis: every call leaks
#define LAB_OWN_STAGE_UPLOAD
#include "correct_parts.cuh"

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  float* staging = nullptr;
  checkRuntime(cudaMallocHost(&staging, count * sizeof(float)));
  std::memcpy(staging, host, count * sizeof(float));
  checkRuntime(
      cudaMemcpyAsync(b.device, staging, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}

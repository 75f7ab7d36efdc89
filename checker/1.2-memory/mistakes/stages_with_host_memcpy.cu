// Known-wrong 1.2: stage_upload copies straight into b.device with std::memcpy, as if device
// memory were host memory: the CPU cannot write there, and the process crashes.
// expect-diagnosis: lies in device memory (from cudaMalloc)
#include <cstring>

#define LAB_OWN_STAGE_UPLOAD
#include "correct_parts.cuh"

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  std::memcpy(b.device, host, count * sizeof(float));
}

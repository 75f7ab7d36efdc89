// Known-wrong 1.2: release_buffers frees the device memory but forgets the pinned buffer.
// expect-diagnosis: never freed
#define LAB_OWN_RELEASE_BUFFERS
#include "correct_parts.cuh"

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaFree(b.device));
  b = TransferBuffers{};
}

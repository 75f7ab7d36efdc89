// Known-wrong 1.2: release_buffers frees the buffers without waiting for the stream, while a
// copy that uses them may still be queued on it.
// expect-diagnosis: while a copy
#define LAB_OWN_RELEASE_BUFFERS
#include "correct_parts.cuh"

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  (void)stream;
  checkRuntime(cudaFree(b.device));
  checkRuntime(cudaFreeHost(b.pinned));
  b = TransferBuffers{};
}

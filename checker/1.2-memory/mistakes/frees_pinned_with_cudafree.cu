// Known-wrong 1.2: release_buffers frees the pinned buffer with cudaFree, which only frees
// device memory: it fails, and the pinned memory stays allocated.
// expect-diagnosis: free it with cudaFreeHost
#define LAB_OWN_RELEASE_BUFFERS
#include "correct_parts.cuh"

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaFree(b.device));
  checkRuntime(cudaFree(b.pinned));
  b = TransferBuffers{};
}

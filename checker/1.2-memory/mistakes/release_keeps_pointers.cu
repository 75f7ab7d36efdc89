// Known-wrong 1.2: release_buffers frees both buffers but leaves b pointing at the freed
// memory, so releasing it again frees them a second time.
// expect-diagnosis: freed them again
#define LAB_OWN_RELEASE_BUFFERS
#include "correct_parts.cuh"

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaFree(b.device));
  checkRuntime(cudaFreeHost(b.pinned));
}

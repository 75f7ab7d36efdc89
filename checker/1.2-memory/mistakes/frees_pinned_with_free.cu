// Known-wrong 1.2: release_buffers gives the pinned buffer to free(), the C library's, as if
// it came from malloc: memory from cudaMallocHost goes back with cudaFreeHost.
// expect-diagnosis: release_buffers gave b.pinned to free()
#include <cstdlib>

#define LAB_OWN_RELEASE_BUFFERS
#include "correct_parts.cuh"

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaFree(b.device));
  free(b.pinned);
  b = TransferBuffers{};
}

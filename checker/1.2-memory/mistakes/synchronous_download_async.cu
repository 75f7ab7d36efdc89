// Known-wrong 1.2: download_async copies with the synchronous cudaMemcpy: it waits for the
// copy, and the copy is not on the caller's stream.
// expect-diagnosis: copied with cudaMemcpy
#define LAB_OWN_DOWNLOAD_ASYNC
#include "correct_parts.cuh"

void download_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  (void)stream;
  if (count)
    checkRuntime(cudaMemcpy(b.pinned, b.device, count * sizeof(float), cudaMemcpyDeviceToHost));
}

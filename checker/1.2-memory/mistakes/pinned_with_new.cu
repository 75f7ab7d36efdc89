// Known-wrong 1.2: the "pinned" buffer comes from new[], which gives ordinary pageable
// memory: the copy engine cannot read it directly, and copies from it are not asynchronous.
// expect-diagnosis: is not page-locked
#define LAB_OWN_ALLOCATE_BUFFERS
#define LAB_OWN_RELEASE_BUFFERS
#include "correct_parts.cuh"

TransferBuffers allocate_buffers(size_t n) {
  TransferBuffers b;
  if (n == 0) return b;
  checkRuntime(cudaMalloc(&b.device, n * sizeof(float)));
  b.pinned = new float[n];
  b.n = n;
  return b;
}

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaFree(b.device));
  delete[] b.pinned;
  b = TransferBuffers{};
}

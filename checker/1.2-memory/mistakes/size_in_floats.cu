// Known-wrong 1.2: upload_sync gives cudaMemcpy the number of floats as its size, which
// counts bytes: only the first quarter of the data arrives.
// expect-diagnosis: the size was given in floats
#define LAB_OWN_UPLOAD_SYNC
#include "correct_parts.cuh"

void upload_sync(const TransferBuffers& b, const float* host, size_t count) {
  if (count) checkRuntime(cudaMemcpy(b.device, host, count, cudaMemcpyHostToDevice));
}

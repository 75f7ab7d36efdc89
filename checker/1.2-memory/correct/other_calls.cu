// Correct 1.2, with other calls than the solution's: cudaHostAlloc for the pinned buffer,
// cudaMemcpyDefault (the runtime tells the direction from the pointers), no special case for
// n == 0 or count == 0, stage_upload and release_buffers waiting with cudaDeviceSynchronize,
// and the pinned buffer freed before the device one.
#include <cstring>

#include "common/cuda_check.h"
#include "transfers.h"

TransferBuffers allocate_buffers(size_t n) {
  TransferBuffers b;
  checkRuntime(cudaMalloc(&b.device, n * sizeof(float)));  // n == 0 gives nullptr
  checkRuntime(cudaHostAlloc(&b.pinned, n * sizeof(float), cudaHostAllocDefault));
  b.n = n;
  return b;
}

void upload_sync(const TransferBuffers& b, const float* host, size_t count) {
  checkRuntime(cudaMemcpy(b.device, host, count * sizeof(float), cudaMemcpyDefault));
}

void download_sync(const TransferBuffers& b, float* host, size_t count) {
  checkRuntime(cudaMemcpy(host, b.device, count * sizeof(float), cudaMemcpyDefault));
}

void upload_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyDefault, stream));
}

void download_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  checkRuntime(
      cudaMemcpyAsync(b.pinned, b.device, count * sizeof(float), cudaMemcpyDefault, stream));
}

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  checkRuntime(cudaDeviceSynchronize());
  std::memcpy(b.pinned, host, count * sizeof(float));
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyDefault, stream));
}

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  (void)stream;
  checkRuntime(cudaDeviceSynchronize());
  checkRuntime(cudaFreeHost(b.pinned));
  checkRuntime(cudaFree(b.device));
  b = TransferBuffers{};
}

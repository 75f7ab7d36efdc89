// Correct 1.2, copying into the staging buffer with the runtime instead of std::memcpy:
// stage_upload fills b.pinned with a host-to-host cudaMemcpy, then enqueues b.pinned ->
// b.device. The contract asks for a CPU copy into b.pinned, and this is one.
#include "common/cuda_check.h"
#include "transfers.h"

TransferBuffers allocate_buffers(size_t n) {
  TransferBuffers b;
  if (n == 0) return b;
  checkRuntime(cudaMalloc(&b.device, n * sizeof(float)));
  checkRuntime(cudaMallocHost(&b.pinned, n * sizeof(float)));
  b.n = n;
  return b;
}

void upload_sync(const TransferBuffers& b, const float* host, size_t count) {
  if (count == 0) return;
  checkRuntime(cudaMemcpy(b.device, host, count * sizeof(float), cudaMemcpyHostToDevice));
}

void download_sync(const TransferBuffers& b, float* host, size_t count) {
  if (count == 0) return;
  checkRuntime(cudaMemcpy(host, b.device, count * sizeof(float), cudaMemcpyDeviceToHost));
}

void upload_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}

void download_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  checkRuntime(
      cudaMemcpyAsync(b.pinned, b.device, count * sizeof(float), cudaMemcpyDeviceToHost, stream));
}

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaMemcpy(b.pinned, host, count * sizeof(float), cudaMemcpyHostToHost));
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  if (b.pinned) checkRuntime(cudaFreeHost(b.pinned));
  if (b.device) checkRuntime(cudaFree(b.device));
  b = TransferBuffers{};
}

// Chapter 1.2 memory: reference solution.
#include "transfers.h"

#include <cstring>

#include "common/cuda_check.h"

TransferBuffers allocate_buffers(size_t n) {
  TransferBuffers b;
  if (n == 0) return b;
  // Step 1. Device memory for the GPU; page-locked host memory for the copy engine to read
  // and write directly (ordinary host memory could be paged out in the middle of a copy).
  checkRuntime(cudaMalloc(&b.device, n * sizeof(float)));
  checkRuntime(cudaMallocHost(&b.pinned, n * sizeof(float)));
  b.n = n;
  return b;
}

// Steps 2 and 3. Sizes are in bytes. A pageable host buffer cannot be read by the copy
// engine: the driver copies it through a pinned buffer of its own, and cudaMemcpy returns
// once `host` may be reused (for an upload, possibly before the data has reached the device).
void upload_sync(const TransferBuffers& b, const float* host, size_t count) {
  if (count == 0) return;
  checkRuntime(cudaMemcpy(b.device, host, count * sizeof(float), cudaMemcpyHostToDevice));
}

void download_sync(const TransferBuffers& b, float* host, size_t count) {
  if (count == 0) return;
  checkRuntime(cudaMemcpy(host, b.device, count * sizeof(float), cudaMemcpyDeviceToHost));
}

// Step 4. Pinned memory: the copy is only enqueued, and runs when the stream gets to it.
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

// Step 5. The watermelon: money handed over for a purchase cannot be spent again until the
// purchase is done. Wait BEFORE writing b.pinned (a copy queued earlier may still read or
// fill it), not after the new copy, so that the caller's host work overlaps this copy.
void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  checkRuntime(cudaStreamSynchronize(stream));
  std::memcpy(b.pinned, host, count * sizeof(float));
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}

// Step 6. The right order: the stream's work first, then the memory it uses; each buffer
// with the function that matches its allocation.
void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  if (b.device || b.pinned) checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaFree(b.device));  // cudaFree(nullptr) and cudaFreeHost(nullptr) do nothing
  checkRuntime(cudaFreeHost(b.pinned));
  b = TransferBuffers{};
}

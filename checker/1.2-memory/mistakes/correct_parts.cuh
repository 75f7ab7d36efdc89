// Correct 1.2 functions for the known-wrong variants: a variant defines LAB_OWN_<FUNCTION>
// for each function it gets wrong, writes those itself, and takes the others from here.
#pragma once

#include <cstring>

#include "common/cuda_check.h"
#include "transfers.h"

#ifndef LAB_OWN_ALLOCATE_BUFFERS
TransferBuffers allocate_buffers(size_t n) {
  TransferBuffers b;
  if (n == 0) return b;
  checkRuntime(cudaMalloc(&b.device, n * sizeof(float)));
  checkRuntime(cudaMallocHost(&b.pinned, n * sizeof(float)));
  b.n = n;
  return b;
}
#endif

#ifndef LAB_OWN_UPLOAD_SYNC
void upload_sync(const TransferBuffers& b, const float* host, size_t count) {
  if (count)
    checkRuntime(cudaMemcpy(b.device, host, count * sizeof(float), cudaMemcpyHostToDevice));
}
#endif

#ifndef LAB_OWN_DOWNLOAD_SYNC
void download_sync(const TransferBuffers& b, float* host, size_t count) {
  if (count)
    checkRuntime(cudaMemcpy(host, b.device, count * sizeof(float), cudaMemcpyDeviceToHost));
}
#endif

#ifndef LAB_OWN_UPLOAD_ASYNC
void upload_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  if (count)
    checkRuntime(
        cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}
#endif

#ifndef LAB_OWN_DOWNLOAD_ASYNC
void download_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  if (count)
    checkRuntime(
        cudaMemcpyAsync(b.pinned, b.device, count * sizeof(float), cudaMemcpyDeviceToHost, stream));
}
#endif

#ifndef LAB_OWN_STAGE_UPLOAD
void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  checkRuntime(cudaStreamSynchronize(stream));
  std::memcpy(b.pinned, host, count * sizeof(float));
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}
#endif

#ifndef LAB_OWN_RELEASE_BUFFERS
void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaFree(b.device));
  checkRuntime(cudaFreeHost(b.pinned));
  b = TransferBuffers{};
}
#endif

// Correct 1.2, copying into the staging buffer with the runtime instead of std::memcpy:
// stage_upload fills b.pinned with a host-to-host cudaMemcpy, then enqueues b.pinned ->
// b.device. The contract asks for a CPU copy into b.pinned, and this is one. (The other
// functions are the mistakes' correct ones.)
#define LAB_OWN_STAGE_UPLOAD
#include "../mistakes/correct_parts.cuh"

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  if (count == 0) return;
  checkRuntime(cudaStreamSynchronize(stream));
  checkRuntime(cudaMemcpy(b.pinned, host, count * sizeof(float), cudaMemcpyHostToHost));
  checkRuntime(
      cudaMemcpyAsync(b.device, b.pinned, count * sizeof(float), cudaMemcpyHostToDevice, stream));
}

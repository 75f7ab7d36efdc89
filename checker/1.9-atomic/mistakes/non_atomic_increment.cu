// Known-wrong 1.9: the slot is claimed with a plain read and write of the counter, so
// threads that do it at the same time take the same slot and increments are lost.
// expect-diagnosis: race
#include "correct_kernel.cuh"

__global__ void racy_kernel(const float* input, int n, float threshold, KeptItem* out, int capacity,
                            int* count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || input[i] < threshold) return;
  const int slot = (*count)++;
  if (slot < capacity) out[slot] = KeptItem{input[i], i};
}

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  launch_keep_kernel(racy_kernel, input, n, threshold, out, capacity, count, stream);
}

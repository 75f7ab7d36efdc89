// Known-wrong 1.9: every claimed slot is written, also those at or past the capacity, so
// a too-small out overflows into whatever follows it.
// expect-diagnosis: if (slot < capacity)
#include "correct_kernel.cuh"

__global__ void unchecked_kernel(const float* input, int n, float threshold, KeptItem* out,
                                 int capacity, int* count) {
  (void)capacity;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || input[i] < threshold) return;
  out[atomicAdd(count, 1)] = KeptItem{input[i], i};
}

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  launch_keep_kernel(unchecked_kernel, input, n, threshold, out, capacity, count, stream);
}

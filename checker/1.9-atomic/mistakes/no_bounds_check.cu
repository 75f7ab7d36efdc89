// Known-wrong 1.9 (the course's code has this bug): no i < n check, so the last block's
// extra threads read past the end of the input and keep what they find there.
// expect-diagnosis: bounds check
#include "correct_kernel.cuh"

__global__ void unbounded_kernel(const float* input, int n, float threshold, KeptItem* out,
                                 int capacity, int* count) {
  (void)n;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (input[i] < threshold) return;
  const int slot = atomicAdd(count, 1);
  if (slot < capacity) out[slot] = KeptItem{input[i], i};
}

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  launch_keep_kernel(unbounded_kernel, input, n, threshold, out, capacity, count, stream);
}

// Known-wrong 1.9: takes atomicAdd's return value + 1 as the slot (as if it returned the
// new count), so out[0] stays empty and every record lands one slot too far.
// expect-diagnosis: returns the value before the addition
#include "correct_kernel.cuh"

__global__ void shifted_kernel(const float* input, int n, float threshold, KeptItem* out,
                               int capacity, int* count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || input[i] < threshold) return;
  const int slot = atomicAdd(count, 1) + 1;
  if (slot < capacity) out[slot] = KeptItem{input[i], i};
}

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  launch_keep_kernel(shifted_kernel, input, n, threshold, out, capacity, count, stream);
}

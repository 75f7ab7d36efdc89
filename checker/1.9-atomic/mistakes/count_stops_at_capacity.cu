// Known-wrong 1.9: a thread that draws a slot past the capacity gives it back, so *count
// stops at the capacity instead of counting every match.
// expect-diagnosis: *count stopped at the capacity
#include "correct_kernel.cuh"

__global__ void stopping_kernel(const float* input, int n, float threshold, KeptItem* out,
                                int capacity, int* count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || input[i] < threshold) return;
  const int slot = atomicAdd(count, 1);
  if (slot < capacity)
    out[slot] = KeptItem{input[i], i};
  else
    atomicSub(count, 1);  // "out is full": but the contract counts every match
}

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  launch_keep_kernel(stopping_kernel, input, n, threshold, out, capacity, count, stream);
}

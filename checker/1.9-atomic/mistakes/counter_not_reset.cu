// Known-wrong 1.9: the launcher never resets the counter, so every call continues from
// what the previous call (or uninitialised memory) left in *count.
// expect-diagnosis: counter was not reset
#include "correct_kernel.cuh"

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  keep_items_kernel<<<(n - 1) / block + 1, block, 0, stream>>>(input, n, threshold, out, capacity,
                                                               count);
}

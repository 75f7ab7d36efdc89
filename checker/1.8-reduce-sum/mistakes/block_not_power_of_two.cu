// Known-wrong 1.8: the course's block size, min(n, 512), without rounding it up to a power
// of two: with 101 threads the tree's steps 50, 25, 12, 6, 3, 1 leave values out.
// expect-diagnosis: power of two
#include "reduce_parts.cuh"

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  cudaMemsetAsync(output, 0, sizeof(float), stream);
  if (n == 0) return;
  const int block = n < 512 ? n : 512;
  correct_reduce_kernel<<<(n + block - 1) / block, block, block * sizeof(float), stream>>>(input, n,
                                                                                           output);
}

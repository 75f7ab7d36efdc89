// Known-wrong 1.8: *output is zeroed with a plain cudaMemset, as the course does. It runs on
// the legacy default stream, which nothing orders with the kernel on the caller's stream.
// expect-diagnosis: cudaMemset (on the legacy default stream
#include "reduce_parts.cuh"

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  cudaMemset(output, 0, sizeof(float));
  if (n == 0) return;
  const int block = 512;
  correct_reduce_kernel<<<(n + block - 1) / block, block, block * sizeof(float), stream>>>(input, n,
                                                                                           output);
}

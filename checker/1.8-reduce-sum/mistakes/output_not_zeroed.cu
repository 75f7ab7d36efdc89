// Known-wrong 1.8: the launcher never sets *output to 0, so the blocks add to whatever it held
// (the caller's garbage, or the previous call's sum).
// expect-diagnosis: not set to 0
#include "reduce_parts.cuh"

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 512;
  correct_reduce_kernel<<<(n + block - 1) / block, block, block * sizeof(float), stream>>>(input, n,
                                                                                           output);
}

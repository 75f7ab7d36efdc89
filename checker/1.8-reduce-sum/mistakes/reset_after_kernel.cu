// Known-wrong 1.8: the reset of *output is enqueued after the kernel, on the same stream, so it
// wipes the sum the kernel added: *output is always 0.
// expect-diagnosis: resets *output (cudaMemsetAsync) after the kernel
#include "reduce_parts.cuh"

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  if (n > 0) {
    const int block = 512;
    correct_reduce_kernel<<<(n + block - 1) / block, block, block * sizeof(float), stream>>>(
        input, n, output);
  }
  cudaMemsetAsync(output, 0, sizeof(float), stream);
}

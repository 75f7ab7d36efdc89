// Known-wrong 1.7: block_reverse reverses out of a scratch copy of data that it allocates
// with cudaMalloc, and frees with cudaFree, on every call. The result is right, but the
// contract forbids allocating in a launcher: it runs once per frame, and cudaFree waits for
// the whole GPU.
// expect-diagnosis: cudaMalloc (an allocation)
#include "correct_block_scale.cuh"
#include "correct_stencil_sum.cuh"

__global__ void reverse_from_copy(const float* copy, float* data, int n) {
  const int start = blockIdx.x * blockDim.x;
  const int len = min(static_cast<int>(blockDim.x), n - start);
  const int t = threadIdx.x;
  if (t < len) data[start + t] = copy[start + len - 1 - t];
}

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  float* copy = nullptr;
  cudaMalloc(&copy, n * sizeof(float));
  cudaMemcpyAsync(copy, data, n * sizeof(float), cudaMemcpyDeviceToDevice, stream);
  reverse_from_copy<<<(n + chunk - 1) / chunk, chunk, chunk * sizeof(float), stream>>>(copy, data,
                                                                                       n);
  cudaFree(copy);
}

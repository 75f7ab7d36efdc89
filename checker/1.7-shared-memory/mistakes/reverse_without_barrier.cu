// Known-wrong 1.7: no barrier between staging the chunk and reading it back mirrored, so a
// thread can read its partner's slot before the partner (in another warp) stored to it.
// expect-diagnosis: __syncthreads
#include "correct_block_scale.cuh"
#include "correct_stencil_sum.cuh"

__global__ void block_reverse_kernel(float* data, int n) {
  extern __shared__ float staged[];
  const int t = threadIdx.x;
  const int start = blockIdx.x * blockDim.x;
  const int len = min(static_cast<int>(blockDim.x), n - start);
  if (t < len) staged[t] = data[start + t];
  if (t < len) data[start + t] = staged[len - 1 - t];
}

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  block_reverse_kernel<<<(n + chunk - 1) / chunk, chunk, chunk * sizeof(float), stream>>>(data, n);
}

// Known-wrong 1.7: each block stages its chunk, then writes it to the mirror position across
// the WHOLE array (data[n - 1 - i]) instead of within its own chunk.
// expect-diagnosis: whole array
#include "correct_block_scale.cuh"
#include "correct_stencil_sum.cuh"

__global__ void block_reverse_kernel(float* data, int n) {
  extern __shared__ float staged[];
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  if (i < n) staged[t] = data[i];
  __syncthreads();
  if (i < n) data[n - 1 - i] = staged[t];
}

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  block_reverse_kernel<<<(n + chunk - 1) / chunk, chunk, chunk * sizeof(float), stream>>>(data, n);
}

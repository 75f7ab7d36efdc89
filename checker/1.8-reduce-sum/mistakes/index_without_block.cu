// Known-wrong 1.8: every thread loads input[threadIdx.x], without its block's offset, so
// every block sums the first block's elements and the rest of input is never read.
// expect-diagnosis: have no effect on the sum
#include "reduce_parts.cuh"

__global__ void reduce_sum_kernel(const float* input, int n, float* output) {
  extern __shared__ float cache[];
  const int t = threadIdx.x;
  const int position = blockIdx.x * blockDim.x + t;
  cache[t] = position < n ? input[t] : 0.0f;
  __syncthreads();
  for (int i = blockDim.x / 2; i > 0; i /= 2) {
    if (t < i) cache[t] += cache[t + i];
    __syncthreads();
  }
  if (t == 0) atomicAdd(output, cache[0]);
}

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  launch_tree(reduce_sum_kernel, input, n, output, stream);
}

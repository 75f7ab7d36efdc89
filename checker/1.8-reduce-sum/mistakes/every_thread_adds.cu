// Known-wrong 1.8: after the tree, every thread of the block adds the block's sum to *output,
// not thread 0 alone, so *output ends as blockDim.x times the sum.
// expect-diagnosis: every thread of a block added
#include "reduce_parts.cuh"

__global__ void reduce_sum_kernel(const float* input, int n, float* output) {
  extern __shared__ float cache[];
  const int t = threadIdx.x;
  const int position = blockIdx.x * blockDim.x + t;
  cache[t] = position < n ? input[position] : 0.0f;
  __syncthreads();
  for (int i = blockDim.x / 2; i > 0; i /= 2) {
    if (t < i) cache[t] += cache[t + i];
    __syncthreads();
  }
  atomicAdd(output, cache[0]);
}

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  launch_tree(reduce_sum_kernel, input, n, output, stream);
}

// Known-wrong 1.8: each block adds its sum with a plain read-add-write, so two blocks that
// do it at the same time lose one of the updates.
// expect-diagnosis: atomicAdd
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
  if (t == 0) *output += cache[0];
}

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  launch_tree(reduce_sum_kernel, input, n, output, stream);
}

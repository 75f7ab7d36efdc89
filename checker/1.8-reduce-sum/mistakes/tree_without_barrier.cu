// Known-wrong 1.8: the tree has no barriers, so a step can read cache[t + i] before the
// thread that owns it (in another warp) has written it.
// expect-diagnosis: __syncthreads
#include "reduce_parts.cuh"

__global__ void reduce_sum_kernel(const float* input, int n, float* output) {
  extern __shared__ float cache[];
  const int t = threadIdx.x;
  const int position = blockIdx.x * blockDim.x + t;
  cache[t] = position < n ? input[position] : 0.0f;
  for (int i = blockDim.x / 2; i > 0; i /= 2)
    if (t < i) cache[t] += cache[t + i];
  if (t == 0) atomicAdd(output, cache[0]);
}

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  launch_tree(reduce_sum_kernel, input, n, output, stream);
}

// Known-wrong 1.8: no tree at all: every thread atomicAdds its own element into *output. The
// sum is one running total, rounded once per element: its error grows with n.
// expect-diagnosis: ones summed to 16777216 = 2^24
#include "reduce_parts.cuh"

__global__ void reduce_sum_kernel(const float* input, int n, float* output) {
  const int position = blockIdx.x * blockDim.x + threadIdx.x;
  if (position < n) atomicAdd(output, input[position]);
}

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  launch_tree(reduce_sum_kernel, input, n, output, stream);
}

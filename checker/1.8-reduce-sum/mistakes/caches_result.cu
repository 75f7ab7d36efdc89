// Known-wrong 1.8: remembers the last call's pointers and n and skips the work (the zeroing
// of *output included) when called again with the same ones.
// expect-diagnosis: second call returned the first call's result
#include "reduce_parts.cuh"

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  static const float* last_input = nullptr;
  static float* last_output = nullptr;
  static int last_n = -1;
  if (input == last_input && output == last_output && n == last_n) return;
  last_input = input, last_output = output, last_n = n;
  launch_tree(correct_reduce_kernel, input, n, output, stream);
}

// Known-wrong 1.9: remembers the last call's pointers and n, and skips the work (the counter
// reset included) when called again with the same ones.
// expect-diagnosis: second call returned the first call's result
#include "correct_kernel.cuh"

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  static const float* last_input = nullptr;
  static const KeptItem* last_out = nullptr;
  static const int* last_count = nullptr;
  static int last_n = -1;
  if (input == last_input && out == last_out && count == last_count && n == last_n) return;
  last_input = input, last_out = out, last_count = count, last_n = n;
  launch_keep_kernel(keep_items_kernel, input, n, threshold, out, capacity, count, stream);
}

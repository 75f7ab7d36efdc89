// Known-wrong 1.6: remembers the last call's pointers and n, and skips the work when called
// again with the same ones, as if the inputs behind them could not have changed.
// expect-diagnosis: second call returned the first call's result
#include "correct_launch.cuh"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  static const float *last_a = nullptr, *last_b = nullptr;
  static float* last_c = nullptr;
  static int last_n = -1;
  if (a == last_a && b == last_b && c == last_c && n == last_n) return;
  last_a = a, last_b = b, last_c = c, last_n = n;
  launch_correctly(a, b, c, n, stream);
}

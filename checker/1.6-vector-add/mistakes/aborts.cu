// Known-wrong 1.6: the launcher calls abort(), as a failed assert() would.
// expect-diagnosis: SIGABRT
#include <cstdlib>

#include "correct_launch.cuh"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  launch_correctly(a, b, c, n, stream);
  std::abort();
}

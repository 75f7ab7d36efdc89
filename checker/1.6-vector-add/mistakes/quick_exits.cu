// Known-wrong 1.6: the launcher ends the program with quick_exit(0).
// expect-diagnosis: ended the program in the middle of a test
#include <cstdlib>

#include "correct_launch.cuh"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  launch_correctly(a, b, c, n, stream);
  std::quick_exit(0);
}

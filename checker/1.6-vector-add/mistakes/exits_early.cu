// Known-wrong 1.6: the launcher ends the whole program with exit(0) after a correct launch.
// A test runner that trusts the exit code alone would read that as a pass.
// expect-diagnosis: ended the program in the middle of a test
#include <cstdlib>

#include "correct_launch.cuh"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  launch_correctly(a, b, c, n, stream);
  std::exit(0);
}

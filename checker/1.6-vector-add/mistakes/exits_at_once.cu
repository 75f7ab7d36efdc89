// Known-wrong 1.6: the launcher ends the program with _exit(0), which skips atexit handlers
// and stdio flushing, so nothing the checker registered can run.
// expect-diagnosis: ended the program in the middle of a test
#include <unistd.h>

#include "correct_launch.cuh"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  launch_correctly(a, b, c, n, stream);
  _exit(0);
}

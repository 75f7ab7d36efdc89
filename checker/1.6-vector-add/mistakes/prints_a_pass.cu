// Known-wrong 1.6: the launcher skips the work and prints what a passing run would print,
// in the lab's words and in its report format.
// expect-diagnosis: must not print
#include <cstdio>

#include "vector_add.h"

void vector_add(const float*, const float*, float*, int, cudaStream_t) {
  std::printf("PASSED: all 4 tests.\n");
  std::printf("{\"event\":\"end\",\"status\":\"pass\",\"passed\":4,\"failed\":0}\n");
}

// Known-wrong 1.6: launched on the default stream instead of the caller's stream.
// expect-diagnosis: on the stream it was given
#include "correct_kernel.cuh"
#include "vector_add.h"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  (void)stream;
  if (n == 0) return;
  const int block = 256;
  vector_add_kernel<<<(n + block - 1) / block, block>>>(a, b, c, n);
}

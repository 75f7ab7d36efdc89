// Known-wrong 1.6: grid and block swapped in <<<...>>>. Small n happens to work (many
// 1-thread-wide blocks still cover n); large n asks for blocks of thousands of threads.
// expect-diagnosis: more than 1024 threads
#include "correct_kernel.cuh"
#include "vector_add.h"

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  const int grid = (n + block - 1) / block;
  vector_add_kernel<<<block, grid, 0, stream>>>(a, b, c, n);
}

// Chapter 1.6 vector-add: reference solution.
#include "vector_add.h"

// One thread per element. Consecutive threads of a warp touch consecutive floats, so each
// warp's loads and stores coalesce into full 128-byte transactions: at large n this kernel
// runs at the memory bandwidth limit, which is the only limit for c = a + b.
__global__ void vector_add_kernel(const float* __restrict__ a, const float* __restrict__ b,
                                  float* __restrict__ c, int n) {
  // Global index, "left multiply, right add". In 64 bits: blockIdx.x * blockDim.x
  // overflows int for grids beyond 2^31 threads.
  const long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];  // the last block is partial: threads past n do nothing
}

void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  if (n <= 0) return;  // <<<0, ...>>> would be rejected as an invalid configuration
  // 256 threads: a multiple of the 32-thread warp, small enough that several blocks fit on
  // each multiprocessor (keeping many loads in flight to hide memory latency), large enough
  // that the grid stays well under the 2^31 - 1 blocks limit. Any of 128..1024 performs
  // about the same here.
  constexpr int block = 256;
  // Round up, so the last (partial) block covers the tail: ceil(n / block). Written as
  // (n - 1) / block + 1 rather than (n + block - 1) / block so n near INT_MAX cannot overflow.
  const int grid = (n - 1) / block + 1;
  vector_add_kernel<<<grid, block, 0, stream>>>(a, b, c, n);
}

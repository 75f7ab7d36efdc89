// Chapter 1.7 shared-memory: reference solution.
#include "shared_memory.h"

// ---------------------------------------------------------------------------------------
// Exercise 1: block broadcast through a static __shared__ variable.
// ---------------------------------------------------------------------------------------
__global__ void block_scale_kernel(const float* __restrict__ in, const float* __restrict__ scale,
                                   float* __restrict__ out, int n) {
  // Static shared memory: its size is known at compile time. One copy per BLOCK, visible to
  // all of the block's threads, and it starts uninitialised (a declaration cannot have an
  // initialiser): a thread must write it before anyone reads it.
  __shared__ float block_factor;
  const long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  // Each thread starts its own load BEFORE the barrier: no load is moved across
  // __syncthreads(), so loading in[i] after it would wait for two memory latencies in a row
  // (thread 0's, then its own). docs/1.7-shared-memory.md, Performance, has the numbers.
  const float x = i < n ? in[i] : 0.0f;
  if (threadIdx.x == 0) block_factor = scale[blockIdx.x];  // one global read per block
  // Nobody may read block_factor before thread 0 has written it. Without this barrier the
  // other warps read whatever an earlier block left in that shared-memory word.
  // Every thread of the block must reach it, so it sits outside any `if (i < n)`.
  __syncthreads();
  if (i < n) out[i] = x * block_factor;
}

void block_scale(const float* in, const float* scale, float* out, int n, cudaStream_t stream) {
  if (n <= 0) return;
  // The contract ties scale[b] to block b, so the block size is the contract's.
  const int grid = (n - 1) / kScaleBlock + 1;
  block_scale_kernel<<<grid, kScaleBlock, 0, stream>>>(in, scale, out, n);
}

// ---------------------------------------------------------------------------------------
// Exercise 2: in-place reverse of each chunk through a dynamic shared buffer.
// ---------------------------------------------------------------------------------------
__global__ void block_reverse_kernel(float* data, int n) {
  // Dynamic shared memory: `extern` and no size. Its size is whatever the launch asked for
  // (<<<grid, block, BYTES, stream>>>): here blockDim.x floats, one per thread.
  extern __shared__ float staged[];
  const int t = threadIdx.x;
  const long long start = static_cast<long long>(blockIdx.x) * blockDim.x;
  // The last chunk can be shorter than the block: only its first `len` threads have data.
  const int len = static_cast<int>(min(static_cast<long long>(blockDim.x), n - start));
  if (t < len) staged[t] = data[start + t];
  // Every thread reads a slot that ANOTHER thread wrote (possibly in another warp), so all
  // of the block's stores must be done first. This also makes the in-place update safe:
  // all reads of data[] happened before any write below.
  __syncthreads();
  if (t < len) data[start + t] = staged[len - 1 - t];
}

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n <= 0) return;
  const int grid = (n - 1) / chunk + 1;
  block_reverse_kernel<<<grid, chunk, chunk * sizeof(float), stream>>>(data, n);
}

// ---------------------------------------------------------------------------------------
// Exercise 3: 1D stencil through a shared tile with a halo.
// ---------------------------------------------------------------------------------------
__global__ void stencil_sum_kernel(const float* __restrict__ in, float* __restrict__ out, int n,
                                   int radius) {
  extern __shared__ float tile[];  // blockDim.x + 2 * radius floats, sized at launch
  const int t = threadIdx.x;
  const int width = blockDim.x + 2 * radius;
  // tile[j] caches in[first + j]: the block's own blockDim.x inputs with `radius`
  // neighbours on each side. The halo can be wider than the block (radius > blockDim.x),
  // so the block copies the whole tile in a strided loop rather than "thread t < radius
  // also loads one halo element".
  const long long first = static_cast<long long>(blockIdx.x) * blockDim.x - radius;
  for (int j = t; j < width; j += blockDim.x) {
    const long long g = first + j;
    tile[j] = (g >= 0 && g < n) ? in[g] : 0.0f;  // outside [0, n) counts as 0
  }
  __syncthreads();  // thread t reads tile slots loaded by its neighbours

  // Output i = first + radius + t needs tile[t .. t + 2 * radius]. Each input was read from
  // global memory about once per block instead of 2 * radius + 1 times.
  const long long i = first + radius + t;
  if (i < n) {
    float sum = 0.0f;
    for (int k = 0; k <= 2 * radius; ++k) sum += tile[t + k];
    out[i] = sum;
  }
}

void stencil_sum(const float* in, float* out, int n, int radius, cudaStream_t stream) {
  if (n <= 0) return;
  constexpr int block = 256;
  const int grid = (n - 1) / block + 1;
  const size_t tile_bytes = (block + 2 * radius) * sizeof(float);  // at most 9 KiB here
  stencil_sum_kernel<<<grid, block, tile_bytes, stream>>>(in, out, n, radius);
}

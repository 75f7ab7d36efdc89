#include "bench_variants.h"

#include "transpose.h"

namespace lab::transpose_variants {

namespace {

// No shared memory: each thread reads in(r, c) and writes out(c, r) at once. The reads of a
// warp are coalesced, its writes are 32 floats a whole row of out apart.
__global__ void direct(const float* __restrict__ in, float* __restrict__ out, int rows, int cols) {
  const int c = blockIdx.x * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int r = blockIdx.y * kTile + threadIdx.y + j;
    if (r < rows && c < cols)
      out[static_cast<long long>(c) * rows + r] = in[static_cast<long long>(r) * cols + c];
  }
}

// The tile's moves without the transpose: in is copied through shared memory to the same
// place of an output of in's shape. The same loads, stores and barrier as the exercise, with
// no conflict: the ceiling of a kernel of this shape.
__global__ void copy_through_tile(const float* __restrict__ in, float* __restrict__ out, int rows,
                                  int cols) {
  __shared__ float tile[kTile][kTile];
  const int c = blockIdx.x * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int y = threadIdx.y + j, r = blockIdx.y * kTile + y;
    if (r < rows && c < cols) tile[y][threadIdx.x] = in[static_cast<long long>(r) * cols + c];
  }
  __syncthreads();
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int y = threadIdx.y + j, r = blockIdx.y * kTile + y;
    if (r < rows && c < cols) out[static_cast<long long>(r) * cols + c] = tile[y][threadIdx.x];
  }
}

// Padding on the wrong dimension, tile[kTile + 1][kTile]: the rows keep their 32 floats,
// so a column of the tile still lies in one bank. Correct, and as slow as the naive tile.
__global__ void padded_rows(const float* __restrict__ in, float* __restrict__ out, int rows,
                            int cols) {
  __shared__ float tile[kTile + 1][kTile];
  const int c = blockIdx.x * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int y = threadIdx.y + j, r = blockIdx.y * kTile + y;
    if (r < rows && c < cols) tile[y][threadIdx.x] = in[static_cast<long long>(r) * cols + c];
  }
  __syncthreads();
  const int out_col = blockIdx.y * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int x = threadIdx.y + j, out_row = blockIdx.x * kTile + x;
    if (out_row < cols && out_col < rows)
      out[static_cast<long long>(out_row) * rows + out_col] = tile[threadIdx.x][x];
  }
}

template <void (*Kernel)(const float*, float*, int, int)>
void launch(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  if (rows == 0 || cols == 0) return;
  const dim3 grid((cols + kTile - 1) / kTile, (rows + kTile - 1) / kTile);
  Kernel<<<grid, dim3(kTile, kBlockRows), 0, stream>>>(in, out, rows, cols);
}

}  // namespace

const std::vector<Variant>& all() {
  static const std::vector<Variant> variants = {
      {"copy through a tile, no transpose", launch<copy_through_tile>},
      {"direct, no shared memory", launch<direct>},
      {"tile [33][32], padded rows", launch<padded_rows>},
  };
  return variants;
}

}  // namespace lab::transpose_variants

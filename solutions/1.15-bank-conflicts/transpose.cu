// Chapter 1.15 bank-conflicts: the reference solution.           docs/1.15-bank-conflicts.md
//
// One kernel, three tiles: the forms differ only in where element (y, x) of the tile lives
// in shared memory. `./lab profile 1.15 --solution` shows what that costs
// (docs/1.15-bank-conflicts.md, Performance).
#include "transpose.h"

namespace {

// The column of row y where the swizzled tile keeps element (y, x); the other two tiles keep
// it in column x.
template <bool Swizzled>
__device__ int tile_column(int y, int x) {
  return Swizzled ? x ^ y : x;
}

// Width: the length of a row of the shared tile. Swizzled: whether tile_column swaps.
template <int Width, bool Swizzled>
__global__ void transpose_kernel(const float* __restrict__ in, float* __restrict__ out, int rows,
                                 int cols) {
  __shared__ float tile[kTile][Width];

  // Step 1: the block's tile starts at row blockIdx.y * kTile, column blockIdx.x * kTile of
  // `in`. Thread (tx, ty) reads rows ty, ty + kBlockRows, ... of the tile's column tx.
  const int col = blockIdx.x * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int y = threadIdx.y + j, row = blockIdx.y * kTile + y;
    if (row < rows && col < cols)
      tile[y][tile_column<Swizzled>(y, threadIdx.x)] = in[static_cast<long long>(row) * cols + col];
  }

  // Step 2: every store to the tile before any load from it.
  __syncthreads();

  // Step 3: column x of the tile becomes row x of the output tile, which starts at row
  // blockIdx.x * kTile, column blockIdx.y * kTile of `out`: the block indices swap.
  const int out_col = blockIdx.y * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int x = threadIdx.y + j, out_row = blockIdx.x * kTile + x;
    if (out_row < cols && out_col < rows)
      out[static_cast<long long>(out_row) * rows + out_col] =
          tile[threadIdx.x][tile_column<Swizzled>(threadIdx.x, x)];
  }
}

template <int Width, bool Swizzled>
void launch(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  if (rows == 0 || cols == 0) return;  // a grid of 0 blocks is an invalid launch
  const dim3 block(kTile, kBlockRows);
  const dim3 grid((cols + kTile - 1) / kTile, (rows + kTile - 1) / kTile);
  transpose_kernel<Width, Swizzled><<<grid, block, 0, stream>>>(in, out, rows, cols);
}

}  // namespace

void transpose_naive(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch<kTile, false>(in, out, rows, cols, stream);
}

// Step 4: one more float per row moves each row of the tile one bank further.
void transpose_padded(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch<kTile + 1, false>(in, out, rows, cols, stream);
}

void transpose_swizzled(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch<kTile, true>(in, out, rows, cols, stream);
}

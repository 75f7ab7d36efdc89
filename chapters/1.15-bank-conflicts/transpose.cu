// Chapter 1.15 bank-conflicts: one transpose, three shared tiles. docs/1.15-bank-conflicts.md
//
// Fill in the five TODO(1.15) steps, then check your work with
//     ./lab check 1.15
// Stuck? `./lab hint 1.15` reveals one hint at a time.
#include "transpose.h"

namespace {

// The column of row y where the swizzled tile keeps element (y, x); the other two tiles keep
// it in column x.
template <bool Swizzled>
__device__ int tile_column([[maybe_unused]] int y, int x) {
  // TODO(1.15) step 4: for the swizzled tile, return a column that moves with the row, so
  //   that the 32 elements of one column of the tile land in 32 different banks. It must be
  //   a permutation of 0..kTile-1 for every row: no two elements of a row may share a slot.
  return x;
}

// Width: the length of a row of the shared tile. Swizzled: whether tile_column swaps.
template <int Width, bool Swizzled>
__global__ void transpose_kernel(const float* __restrict__ in, float* __restrict__ out, int rows,
                                 int cols) {
  [[maybe_unused]] __shared__ float tile[kTile][Width];

  // TODO(1.15) step 1: copy this block's tile of `in` into `tile`: element (y, x) of the
  //   tile is in(blockIdx.y * kTile + y, blockIdx.x * kTile + x), stored at
  //   tile[y][tile_column<Swizzled>(y, x)]. Skip the elements outside the matrix.
  //
  // TODO(1.15) step 2: make every thread of the block wait until the whole tile is stored.
  //
  // TODO(1.15) step 3: write the tile's columns as rows of `out`: column x of the tile is
  //   row blockIdx.x * kTile + x of `out`, from column blockIdx.y * kTile. A warp must write
  //   32 consecutive floats of one row of `out`. Skip the elements outside the matrix.
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

// TODO(1.15) step 5: give the padded tile's rows one float more than kTile, so that each
//   row starts one bank further than the row above it.
void transpose_padded(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch<kTile, false>(in, out, rows, cols, stream);
}

void transpose_swizzled(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch<kTile, true>(in, out, rows, cols, stream);
}

// The tile transpose of the solution, with each choice that a variant makes differently
// named in a policy. CorrectTile makes every choice as the solution does; a variant's file
// derives its policy from it and changes one, then includes three_forms.cuh; the benchmark
// times some of them (bench_variants.cu).
#pragma once

#include "transpose.h"

struct CorrectTile {
  static constexpr bool barrier = true;  // __syncthreads() between the stores and the loads
  static constexpr bool bounds = true;   // skip the elements outside the matrix
  static constexpr bool swap_blocks =
      true;  // block (bx, by)'s output tile starts at row bx * kTile
  static constexpr bool read_column = true;  // row x of the output tile is column x of the tile
  static constexpr bool transpose = true;    // false: the tile goes back where it came from
  static constexpr int padded_rows = kTile, padded_width = kTile + 1;  // the padded tile
  static constexpr int block_rows = kBlockRows;                        // threadIdx.y's range
  __device__ static int swizzle(int y, int x) { return x ^ y; }
};

template <class P, int Rows, int Width, bool Swizzled>
__global__ void tile_transpose(const float* __restrict__ in, float* __restrict__ out, int rows,
                               int cols) {
  __shared__ float tile[Rows][Width];
  const auto slot = [](int y, int x) { return Swizzled ? P::swizzle(y, x) : x; };
  const int col = blockIdx.x * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += P::block_rows) {
    const int y = threadIdx.y + j, row = blockIdx.y * kTile + y;
    if (!P::bounds || (row < rows && col < cols))
      tile[y][slot(y, threadIdx.x)] = in[static_cast<long long>(row) * cols + col];
  }
  if (P::barrier) __syncthreads();
  const int bx = P::swap_blocks ? blockIdx.x : blockIdx.y;
  const int by = P::swap_blocks ? blockIdx.y : blockIdx.x;
  for (int j = 0; j < kTile; j += P::block_rows) {
    const int x = threadIdx.y + j;
    if (!P::transpose) {  // row x of the tile back to its own place, out[row * cols + col]
      const int row = blockIdx.y * kTile + x;
      if (!P::bounds || (row < rows && col < cols))
        out[static_cast<long long>(row) * cols + col] = tile[x][slot(x, threadIdx.x)];
      continue;
    }
    const int out_row = bx * kTile + x, out_col = by * kTile + threadIdx.x;
    if (!P::bounds || (out_row < cols && out_col < rows))
      out[static_cast<long long>(out_row) * rows + out_col] =
          P::read_column ? tile[threadIdx.x][slot(threadIdx.x, x)] : tile[x][slot(x, threadIdx.x)];
  }
}

template <class P, int Rows, int Width, bool Swizzled>
void launch_tile(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  if (rows == 0 || cols == 0) return;
  const dim3 grid((cols + kTile - 1) / kTile, (rows + kTile - 1) / kTile);
  tile_transpose<P, Rows, Width, Swizzled>
      <<<grid, dim3(kTile, P::block_rows), 0, stream>>>(in, out, rows, cols);
}

// The contract's three functions, with the policy `Tile` that the including file defines
// (tile_transpose.cuh).
#pragma once

#include "tile_transpose.cuh"

void transpose_naive(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch_tile<Tile, kTile, kTile, false>(in, out, rows, cols, stream);
}

void transpose_padded(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch_tile<Tile, Tile::padded_rows, Tile::padded_width, false>(in, out, rows, cols, stream);
}

void transpose_swizzled(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  launch_tile<Tile, kTile, kTile, true>(in, out, rows, cols, stream);
}

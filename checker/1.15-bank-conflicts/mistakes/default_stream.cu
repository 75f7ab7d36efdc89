// Known-wrong 1.15: launched on the default stream instead of the caller's stream.
// expect-diagnosis: on the stream it was given
#include "../tile_transpose.cuh"

using Tile = CorrectTile;

void transpose_naive(const float* in, float* out, int rows, int cols, cudaStream_t) {
  launch_tile<Tile, kTile, kTile, false>(in, out, rows, cols, nullptr);
}

void transpose_padded(const float* in, float* out, int rows, int cols, cudaStream_t) {
  launch_tile<Tile, kTile, kTile + 1, false>(in, out, rows, cols, nullptr);
}

void transpose_swizzled(const float* in, float* out, int rows, int cols, cudaStream_t) {
  launch_tile<Tile, kTile, kTile, true>(in, out, rows, cols, nullptr);
}

// Known-wrong 1.15: no __syncthreads() between the stores to the tile and the loads from it.
// A warp reads the tile's columns, which the other warps of the block store.
// expect-diagnosis: __syncthreads()
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr bool barrier = false;
};

#include "../three_forms.cuh"

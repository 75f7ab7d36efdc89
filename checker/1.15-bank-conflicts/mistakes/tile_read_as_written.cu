// Known-wrong 1.15: the tile read back with the index it was stored with, tile[x][tx] for
// row x of the output tile: each tile lands in its transposed place untransposed.
// expect-diagnosis: read back in the order it was stored
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr bool read_column = false;
};

#include "../three_forms.cuh"

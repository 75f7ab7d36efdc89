// Correct 1.15: blocks of kTile x kTile threads, one element of the tile per thread.
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr int block_rows = kTile;
};

#include "../three_forms.cuh"

// Correct 1.15: blocks of kTile x kTile threads, one element of the tile per thread.
#include "../mistakes/tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr int block_rows = kTile;
};

#include "../mistakes/three_forms.cuh"

// Correct but slow 1.15: the padded form pads the wrong dimension, tile[kTile + 1][kTile].
// Every row keeps its 32 floats, so a column of the tile still lies in one bank: it passes,
// as slow as the naive tile, and `./lab profile 1.15` shows its conflicts.
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr int padded_rows = kTile + 1, padded_width = kTile;
};

#include "../three_forms.cuh"

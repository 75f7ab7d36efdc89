// Known-wrong 1.15: the tile written back to its own place, out[row * cols + col]: a copy
// through shared memory, with no transpose at all.
// expect-diagnosis: without the transpose
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr bool transpose = false;
};

#include "../three_forms.cuh"

// Known-wrong 1.15: the output tile placed at the input tile's block indices: block (bx, by)
// writes at row by * kTile, column bx * kTile of out, where row bx * kTile, column by * kTile
// belongs.
// expect-diagnosis: blockIdx.x and blockIdx.y swap
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr bool swap_blocks = false;
};

#include "../three_forms.cuh"

// Known-wrong 1.15: no bounds check: the threads of a partial tile read past the rows and
// columns of in, and write past those of out.
// expect-diagnosis: must skip the elements outside the matrix
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  static constexpr bool bounds = false;
};

#include "../three_forms.cuh"

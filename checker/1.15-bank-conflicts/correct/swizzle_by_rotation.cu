// Correct 1.15: a swizzle by rotation, column (x + y) % kTile of row y: another permutation of
// each row's columns, which also puts a column's 32 elements in 32 banks.
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  __device__ static int swizzle(int y, int x) { return (x + y) % kTile; }
};

#include "../three_forms.cuh"

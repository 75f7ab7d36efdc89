// Known-wrong 1.15: a swizzle that sends two columns of a row to one slot, (x ^ y) & 15:
// columns x and x ^ 16 collide, and one overwrites the other.
// expect-diagnosis: permutation of 0..31
#include "../tile_transpose.cuh"

struct Tile : CorrectTile {
  __device__ static int swizzle(int y, int x) { return (x ^ y) & 15; }
};

#include "../three_forms.cuh"

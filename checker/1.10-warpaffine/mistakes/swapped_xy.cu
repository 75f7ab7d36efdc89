// Known-wrong 1.10: x and y swapped: the source position is computed from (dy, dx) instead
// of (dx, dy), so the picture comes out transposed (mirrored about the diagonal).
// expect-diagnosis: x and y swapped
#include "warp_policy.cuh"

struct SwappedXY : Correct {
  __device__ static void position(const float* d2i, int dx, int dy, float& sx, float& sy) {
    Correct::position(d2i, dy, dx, sx, sy);
  }
};

LAB_WARP_AFFINE_WITH(SwappedXY)

// Known-wrong 1.10: nearest neighbour instead of bilinear: the source position is cut
// down to whole pixels (floor) and that one pixel is copied. Edges come out jagged, and
// when upscaling every source pixel becomes a block.
// expect-diagnosis: nearest-neighbour
#include "warp_policy.cuh"

struct Nearest : Correct {
  __device__ static float3 sample(const uint8_t* src, int line_size, int w, int h, float fill,
                                  float sx, float sy) {
    return pixel(src, line_size, w, h, fill, static_cast<int>(floorf(sx)),
                 static_cast<int>(floorf(sy)));
  }
};

LAB_WARP_AFFINE_WITH(Nearest)

// Known-wrong 1.10: d2i's translation has the wrong sign: -A^-1 t written as A^-1 t. The
// scale is inverted correctly, so upscaled and downscaled pictures still have the right
// size, but they land in the wrong place.
// expect-diagnosis: not the inverse of i2d
#include "warp_policy.cuh"

struct WrongInverse : Correct {
  static void invert(const float m[6], float inverse[6]) {
    Correct::invert(m, inverse);
    inverse[2] = -inverse[2];
    inverse[5] = -inverse[5];
  }
};

LAB_WARP_AFFINE_WITH(WrongInverse)

// Known-wrong 1.10: the tensor keeps the image's B, G, R order, but the network was
// trained on R, G, B: red and blue are swapped in its input.
// expect-diagnosis: B, G, R order
#include "warp_policy.cuh"

struct BgrPlanes : Correct {
  static constexpr bool kRgbPlanes = false;
};

LAB_WARP_AFFINE_WITH(BgrPlanes)

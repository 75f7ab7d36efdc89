// Known-wrong 1.10: a pixel whose source lies outside the image is skipped (`return;`)
// instead of being set to fill_value, so the letterbox bands keep whatever was in memory.
// expect-diagnosis: must be set to fill_value
#include "warp_policy.cuh"

struct NoFill : Correct {
  static constexpr bool kFillOutside = false;
};

LAB_WARP_AFFINE_WITH(NoFill)

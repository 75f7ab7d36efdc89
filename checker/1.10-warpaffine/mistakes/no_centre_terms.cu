// Known-wrong 1.10: the letterbox translation without the half-pixel terms s/2 - 1/2
// (the course's "why don't the translations cancel?"). Pixel centres are treated as if
// they sat on the pixels' corners, so the whole picture is shifted by (s - 1) / 2 pixels.
// expect-diagnosis: half-pixel
#include "warp_policy.cuh"

struct NoCentreTerms : Correct {
  static float translation(float s, int src, int dst) { return -s * src * 0.5f + dst * 0.5f; }
};

LAB_WARP_AFFINE_WITH(NoCentreTerms)

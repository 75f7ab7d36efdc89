// Known-wrong 1.10: the float value is converted to uint8_t directly, which truncates
// (99.9 becomes 99) instead of rounding with floor(v + 0.5f). Off by one level in about
// half of the values: invisible to the eye, but not the course's result.
// expect-diagnosis: truncated
#include "warp_policy.cuh"

struct Truncation : Correct {
  __device__ static unsigned char level(float v) { return static_cast<unsigned char>(v); }
};

LAB_WARP_AFFINE_WITH(Truncation)

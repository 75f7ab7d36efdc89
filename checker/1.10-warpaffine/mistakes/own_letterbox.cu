// Known-wrong 1.10: the launchers warp with a letterbox matrix of their own, computed from the
// sizes, instead of the matrix m they were given: right for a letterbox, wrong for any other.
// expect-diagnosis: m has no effect on dst
#include "warp_policy.cuh"

struct OwnLetterbox : Correct {
  static AffineMatrix matrix(const AffineMatrix&, int src_w, int src_h, int dst_w, int dst_h) {
    return letterbox_matrix(src_w, src_h, dst_w, dst_h);
  }
};

LAB_WARP_AFFINE_WITH(OwnLetterbox)

// How far OpenCV's cv::warpAffine (INTER_LINEAR, BORDER_CONSTANT) is from the chapter's
// warp, for the record (built only when OpenCV's C++ library is found). OpenCV computes with
// fixed-point numbers: source positions rounded to 1/32 pixel (INTER_BITS = 5) and 15-bit
// fixed-point weights (INTER_REMAP_COEF_BITS = 15; 1/1024, AB_BITS = 10, is only an
// intermediate scale of the matrix), so it is not the contract's float result, and
// differences of a level or more are expected where the picture changes fast.
#pragma once

#include <cstddef>
#include <vector>

#include "chapters/1.10-warpaffine/image.h"

namespace lab::warp_ref {

struct Agreement {
  size_t values = 0, equal = 0, off_by_one = 0, further = 0;
  double max_diff = 0;
};

// cv::warpAffine of `src` with i2d (OpenCV inverts it itself), fill `fill`, against `ours`
// (levels, B, G, R per pixel).
Agreement opencv_agreement(const Image& src, const double i2d[6], int dst_w, int dst_h,
                           uint8_t fill, const std::vector<double>& ours);

}  // namespace lab::warp_ref

// Host test, built only when OpenCV is found: the chapter's reference against OpenCV's
// cv::warpAffine on the course's shapes, printed for the record.
//  - Where every source position is a multiple of 1/32 pixel (1920 x 1080 -> 640 x 640
//    samples whole pixels; 320 x 180 -> 640 x 640 quarter pixels), OpenCV's fixed-point
//    positions are exact and its 10-bit weights too: the two must agree exactly, which
//    shows that the geometry and the border rule are the same.
//  - Elsewhere OpenCV's positions are off by up to 1/32 pixel, which moves a value by up to
//    255 / 32 ~ 8 levels at a black-to-white edge, plus 1 for its rounding: at most 9.
#include <cstdio>

#include "checker/harness/catch.h"
#include "opencv_agreement.h"
#include "reference.h"
#include "warp_case.h"

TEST_CASE("1.10 reference against OpenCV's cv::warpAffine (INTER_LINEAR, BORDER_CONSTANT, 114)",
          "[host][1.10][opencv]") {
  lab::Rng rng(1010);
  struct Shape {
    int src_w, src_h, dst_w, dst_h;
    bool on_the_grid;  // every source position a multiple of 1/32
  };
  const Shape shapes[] = {{1920, 1080, 640, 640, true},
                          {320, 180, 640, 640, true},
                          {550, 676, 640, 640, false},
                          {1001, 333, 320, 256, false}};
  for (const Shape& s : shapes) {
    INFO(s.src_w << " x " << s.src_h << " -> " << s.dst_w << " x " << s.dst_h);
    const auto c =
        lab::checks::letterbox_case(s.src_w, s.src_h, s.dst_w, s.dst_h, rng, 0, 0, false);
    const lab::warp_ref::Letterbox l = lab::warp_ref::letterbox(s.src_w, s.src_h, s.dst_w, s.dst_h);
    const auto ours = lab::warp_ref::warp(c.src, c.m.d2i, s.dst_w, s.dst_h, c.fill);
    const auto a = lab::warp_ref::opencv_agreement(c.src, l.i2d, s.dst_w, s.dst_h, c.fill, ours);
    std::printf(
        "OpenCV agreement, %d x %d -> %d x %d: %zu values, %.3f %% equal, %.3f %% off by one, "
        "%.3f %% further (largest difference %g levels)\n",
        s.src_w, s.src_h, s.dst_w, s.dst_h, a.values, 100.0 * a.equal / a.values,
        100.0 * a.off_by_one / a.values, 100.0 * a.further / a.values, a.max_diff);
    if (s.on_the_grid)
      CHECK(a.equal == a.values);
    else
      CHECK(a.max_diff <= 9);
  }
}

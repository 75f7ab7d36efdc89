// The chapter 1.10 checker, part 1: letterbox_matrix on its own (host code, no kernel), on
// shapes from a 1 x 1 image to 1080p, landscape and portrait, down and up. The bounds are
// derived in checks_letterbox.cpp.
#include <iterator>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checks_letterbox.h"

using lab::checks::Shape;

TEST_CASE("letterbox_matrix: the scale, the centred translation, the inverse and the corners",
          "[1.10][letterbox]") {
  // Landscape and portrait, down and up, a 1 x 1 image, s == 1, non-square destinations.
  const Shape shapes[] = {{1920, 1080, 640, 640}, {550, 676, 640, 640},  {320, 180, 640, 640},
                          {1280, 720, 640, 384},  {333, 1001, 256, 320}, {3, 5, 7, 4},
                          {1, 1, 640, 640},       {640, 640, 640, 640}};
  // Called shape after shape: a matrix kept from the call before shows as a repeated result.
  AffineMatrix previous{};
  for (size_t k = 0; k < std::size(shapes); ++k) {
    const Shape& s = shapes[k];
    const AffineMatrix m = letterbox_matrix(s.src_w, s.src_h, s.dst_w, s.dst_h);
    if (k > 0) LAB_REQUIRE_CLEAN(lab::checks::repeated_result(s, m, shapes[k - 1], previous));
    LAB_REQUIRE_CLEAN(lab::checks::problems(s, m));
    previous = m;
  }
}

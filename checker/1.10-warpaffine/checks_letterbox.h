// The checks of letterbox_matrix (host code, no kernel): the scale, the centred translation,
// d2i against i2d, and where the corners of the picture land.
//
//   const lab::checks::Shape s{1920, 1080, 640, 640};
//   LAB_REQUIRE_CLEAN(lab::checks::problems(s, letterbox_matrix(1920, 1080, 640, 640)));
//
// Bounds (derived in checks_letterbox.cpp): a float computation of any entry is off by a few
// roundings of the terms it is made of, so every comparison allows 32 units of float rounding
// (2^-19) of the size of those terms; a real mistake is off by a fraction of a pixel or more.
#pragma once

#include <string>

#include "chapters/1.10-warpaffine/warp_affine.h"
#include "checker/harness/diagnosis.h"

namespace lab::checks {

struct Shape {
  int src_w, src_h, dst_w, dst_h;
  std::string call() const;  // "letterbox_matrix(1920, 1080, 640, 640)"
};

// 2^-19 * magnitude: the most a float computation from terms of that size may be off.
double rounding_bound(double magnitude);

// None when m is the letterbox of `s` up to float rounding, else what is wrong.
Problems problems(const Shape& s, const AffineMatrix& m);

// None unless `m`, returned for `now`, is bit for bit the matrix `previous` that the call for
// `before` returned, although the two letterboxes differ: a result kept between calls.
Diagnosis repeated_result(const Shape& now, const AffineMatrix& m, const Shape& before,
                          const AffineMatrix& previous);

}  // namespace lab::checks

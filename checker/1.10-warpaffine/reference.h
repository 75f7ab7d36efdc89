// CPU reference for chapter 1.10 and the tolerance it is compared with.
//
// Tolerance (derived, see tolerance()): the contract fixes the source position as a float
// computation, m.d2i * (dx, dy, 1); the reference evaluates exactly that, one float rounding
// per operation. A GPU may evaluate it with FMA contraction or in another order, which can
// move the position by a few units of float rounding (2^-24 relative), and it rounds the
// 4 weights and the weighted sum in float where the reference uses float64. Bilinear
// interpolation changes by at most G per pixel of movement (G: the largest difference
// between the 4 neighbours), so the GPU's value v is within
//     slack = G * 2^-22 * (|sx| + |sy| + 2)  +  255 * 2^-20
// of the reference's. Where v lies that close to a half level, floor(v + 0.5) may
// legitimately come out either way, and both levels are accepted (a tie: 2 x 3 -> 5 x 5
// samples at x = 0.5 exactly, where v is often k + 1/2). Everywhere else the level is
// fixed, and the tolerance of the contract applies on top: every value within 1 level,
// at most 0.1 % of the values off by one. A kernel that truncates is off by one wherever
// the fraction of v is 1/2 or more; a geometric mistake is off by far more than a level.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "chapters/1.10-warpaffine/image.h"
#include "chapters/1.10-warpaffine/warp_affine.h"

namespace lab::warp_ref {

// The letterbox of the contract in float64: scale, translation, and the exact inverse.
struct Letterbox {
  double scale = 0, tx = 0, ty = 0;
  double i2d[6] = {}, d2i[6] = {};
};
Letterbox letterbox(int src_w, int src_h, int dst_w, int dst_h);

// The matrix the kernels are given: the float64 letterbox rounded to float.
AffineMatrix to_matrix(const Letterbox& l);
// A matrix from its d2i (float64 inverse for i2d).
AffineMatrix from_d2i(const float d2i[6]);

// The source position of destination pixel (dx, dy): m.d2i * (dx, dy, 1) in float, one
// rounding per multiplication and addition, in the order m0 * dx + m1 * dy + m2.
void source_position(const float d2i[6], int dx, int dy, float& sx, float& sy);
bool outside(float sx, float sy, int src_w, int src_h);         // the pixel is pure fill
bool touches_border(float sx, float sy, int src_w, int src_h);  // some neighbour is outside

// How to warp. The defaults are the contract; the others are known mistakes, which the
// checker tries when a result is wrong, to say which one it looks like.
struct Rules {
  bool bilinear = true;  // false: nearest neighbour, the pixel at (floor(sx), floor(sy))
  bool swap_xy = false;  // true: the position of (dy, dx) instead of (dx, dy)
  bool clamp_border =
      false;  // true: a neighbour outside takes the nearest edge pixel, not the fill
};

// The interpolated value v of every channel (before rounding), float64, packed B, G, R per
// pixel, 3 * dst_w values per row.
std::vector<double> warp_values(const Image& src, const float d2i[6], int dst_w, int dst_h,
                                uint8_t fill, const Rules& rules = {});

// floor(v + 0.5) (round = true, the contract) or floor(v) (truncation), as 0..255.
std::vector<double> to_levels(const std::vector<double>& values, bool round = true);

// The tensor from packed B, G, R values: planes R, G, B (rgb = true, the contract) or B, G,
// R, each value divided by `divisor` (255 in the contract), in CHW or HWC layout.
std::vector<double> to_tensor(const std::vector<double>& bgr, int w, int h, bool rgb = true,
                              double divisor = 255, bool planar = true);

// The contract's result, as levels 0..255 (packed B, G, R).
std::vector<double> warp(const Image& src, const float d2i[6], int dst_w, int dst_h, uint8_t fill);

// What the checker accepts for every value: `level` = floor(v + 0.5), and `other`, the
// neighbouring level where v is within the slack above of a half level (else == level).
struct Levels {
  std::vector<double> level, other;
};
Levels warp_levels(const Image& src, const float d2i[6], int dst_w, int dst_h, uint8_t fill);

// The tolerance, in levels: see the top of this file.
struct LevelTolerance {
  double max_diff = 1;                  // no value further off than this many levels
  double max_off_by_one_share = 0.001;  // at most this share of the values off at all
  double exact_within = 0;              // |difference| up to this counts as exact
  std::string rule;
  std::string describe() const;
};
LevelTolerance tolerance();         // uint8 outputs
LevelTolerance tensor_tolerance();  // float outputs, compared as got * 255 in levels

}  // namespace lab::warp_ref

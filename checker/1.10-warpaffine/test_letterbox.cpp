// The chapter 1.10 checker, part 1: letterbox_matrix on its own (host code, no kernel).
//
// Tolerance: the student computes in float, a handful of operations per entry, against a
// float64 reference. 2^-19 (32 units of float rounding) of the size of the terms involved
// is far above that rounding and far below any real mistake, which is off by a fraction of a
// pixel (the half-pixel terms) or more.
#include <cmath>
#include <string>

#include "checker/harness/catch.h"

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "reference.h"
#include "chapters/1.10-warpaffine/warp_affine.h"

namespace {

constexpr double kRel = 0x1.0p-19;

struct Shape {
  int src_w, src_h, dst_w, dst_h;
  std::string call() const {
    return "letterbox_matrix(" + std::to_string(src_w) + ", " + std::to_string(src_h) + ", " +
           std::to_string(dst_w) + ", " + std::to_string(dst_h) + ")";
  }
};

bool close(double got, double want, double scale) { return std::fabs(got - want) <= kRel * (scale + 1); }

std::string num(double v) { return lab::format_number(v); }

std::string matrix_text(const float m[6]) {
  return "[" + num(m[0]) + ", " + num(m[1]) + ", " + num(m[2]) + "; " + num(m[3]) + ", " + num(m[4]) +
         ", " + num(m[5]) + "]";
}

std::string check_scale(const AffineMatrix& m, const lab::warp_ref::Letterbox& l, const Shape& s) {
  const double wider = std::max(double(s.dst_w) / s.src_w, double(s.dst_h) / s.src_h);
  if (m.i2d[1] != 0 || m.i2d[3] != 0)
    return "i2d[1] and i2d[3] must be 0: a letterbox scales and shifts, it does not rotate or shear.";
  for (int i : {0, 4}) {
    if (close(m.i2d[i], l.scale, l.scale)) continue;
    std::string why = "i2d[" + std::to_string(i) + "] (the scale) is " + num(m.i2d[i]) + ", want s = min(" +
                      std::to_string(s.dst_w) + " / " + std::to_string(s.src_w) + ", " + std::to_string(s.dst_h) +
                      " / " + std::to_string(s.src_h) + ") = " + num(l.scale) + ".";
    if (m.i2d[i] == std::floor(m.i2d[i]) && std::fabs(m.i2d[i] - l.scale) >= 0.01)
      why += " A whole number: was it an integer division? Divide as floats: dst_w / (float)src_w.";
    else if (close(m.i2d[i], wider, wider))
      why += " That is the larger ratio: the picture would not fit. Take the smaller one.";
    return why;
  }
  return "";
}

std::string check_translation(const AffineMatrix& m, const lab::warp_ref::Letterbox& l, const Shape& s) {
  const char* axis[2] = {"x", "y"};
  const double want[2] = {l.tx, l.ty};
  const int src[2] = {s.src_w, s.src_h}, dst[2] = {s.dst_w, s.dst_h};
  for (int k = 0; k < 2; ++k) {
    const float got = m.i2d[2 + 3 * k];
    const double size = l.scale * src[k] / 2 + dst[k] / 2.0;  // the size of the terms added up
    if (close(got, want[k], size)) continue;
    std::string why = "i2d[" + std::to_string(2 + 3 * k) + "] (the " + axis[k] + " translation) is " + num(got) +
                      ", want -s * " + std::to_string(src[k]) + " / 2 + " + std::to_string(dst[k]) +
                      " / 2 + s / 2 - 1/2 = " + num(want[k]) + " (s = " + num(l.scale) + ").";
    if (close(got, want[k] - (l.scale * 0.5 - 0.5), size))
      why += "\n  hint: the half-pixel centre terms s / 2 - 1/2 are missing. Pixel x is the unit square "
             "centred on x, so a row of w pixels spans [-1/2, w - 1/2] and its centre is (w - 1) / 2: "
             "mapping the source's centre onto the destination's adds s / 2 - 1/2. The terms cancel "
             "only when s == 1.";
    return why;
  }
  return "";
}

// i2d * d2i (apply d2i, then i2d) must be the identity.
std::string check_inverse(const AffineMatrix& m) {
  const float* a = m.i2d;
  const float* b = m.d2i;
  const double p[6] = {double(a[0]) * b[0] + double(a[1]) * b[3], double(a[0]) * b[1] + double(a[1]) * b[4],
                       double(a[0]) * b[2] + double(a[1]) * b[5] + a[2], double(a[3]) * b[0] + double(a[4]) * b[3],
                       double(a[3]) * b[1] + double(a[4]) * b[4], double(a[3]) * b[2] + double(a[4]) * b[5] + a[5]};
  const double identity[6] = {1, 0, 0, 0, 1, 0};
  const double size[6] = {1, 1, std::fabs(a[0] * b[2]) + std::fabs(a[1] * b[5]) + std::fabs(a[2]), 1, 1,
                          std::fabs(a[3] * b[2]) + std::fabs(a[4] * b[5]) + std::fabs(a[5])};
  for (int i = 0; i < 6; ++i) {
    if (close(p[i], identity[i], size[i])) continue;
    float pf[6];
    for (int k = 0; k < 6; ++k) pf[k] = static_cast<float>(p[k]);
    std::string why = "d2i = " + matrix_text(b) + " is not the inverse of i2d = " + matrix_text(a) +
                      ": i2d * d2i = " + matrix_text(pf) + ", not the identity [1, 0, 0; 0, 1, 0].";
    if (close(p[0], 1, 1) && close(p[4], 1, 1))
      why += "\n  hint: the scale part is right, the translation is not. The inverse of p -> s p + t is "
             "q -> (q - t) / s, so d2i[2] = -i2d[2] / s (note the minus sign; in general -A^-1 t).";
    return why;
  }
  return "";
}

// The outer corners of the source, (-1/2, -1/2) and (w - 1/2, h - 1/2), must land on the
// corners of the centred picture, and d2i must bring them back.
std::string check_corners(const AffineMatrix& m, const lab::warp_ref::Letterbox& l, const Shape& s) {
  const double pad_x = (s.dst_w - l.scale * s.src_w) / 2, pad_y = (s.dst_h - l.scale * s.src_h) / 2;
  const double src[2][2] = {{-0.5, -0.5}, {s.src_w - 0.5, s.src_h - 0.5}};
  const double dst[2][2] = {{pad_x - 0.5, pad_y - 0.5}, {s.dst_w - pad_x - 0.5, s.dst_h - pad_y - 0.5}};
  auto apply = [](const float* t, const double p[2], double out[2]) {
    out[0] = t[0] * p[0] + t[1] * p[1] + t[2];
    out[1] = t[3] * p[0] + t[4] * p[1] + t[5];
  };
  const double size = l.scale * std::max(s.src_w, s.src_h) + std::max(s.dst_w, s.dst_h);
  for (int k = 0; k < 2; ++k) {
    double forward[2], back[2];
    apply(m.i2d, src[k], forward);
    apply(m.d2i, dst[k], back);
    const std::string corner = k == 0 ? "top-left" : "bottom-right";
    if (!close(forward[0], dst[k][0], size) || !close(forward[1], dst[k][1], size))
      return "i2d maps the source's " + corner + " corner (" + num(src[k][0]) + ", " + num(src[k][1]) + ") to (" +
             num(forward[0]) + ", " + num(forward[1]) + "), want the centred picture's corner (" + num(dst[k][0]) +
             ", " + num(dst[k][1]) + ").";
    if (!close(back[0], src[k][0], size) || !close(back[1], src[k][1], size))
      return "d2i maps the destination's picture corner (" + num(dst[k][0]) + ", " + num(dst[k][1]) + ") to (" +
             num(back[0]) + ", " + num(back[1]) + "), want the source's " + corner + " corner (" +
             num(src[k][0]) + ", " + num(src[k][1]) + ").";
  }
  return "";
}

std::string check_letterbox(const Shape& s) {
  const AffineMatrix m = letterbox_matrix(s.src_w, s.src_h, s.dst_w, s.dst_h);
  const lab::warp_ref::Letterbox l = lab::warp_ref::letterbox(s.src_w, s.src_h, s.dst_w, s.dst_h);
  for (float v : m.i2d)
    if (!std::isfinite(v)) return s.call() + ": i2d = " + matrix_text(m.i2d) + " has an entry that is not finite.";
  for (float v : m.d2i)
    if (!std::isfinite(v))
      return s.call() + ": d2i = " + matrix_text(m.d2i) + " has an entry that is not finite (a division by "
             "a zero determinant?).";
  for (const std::string& p : {check_scale(m, l, s), check_translation(m, l, s), check_inverse(m),
                               check_corners(m, l, s)})
    if (!p.empty()) return s.call() + ": " + p;
  return "";
}

}  // namespace

TEST_CASE("letterbox_matrix: the scale, the centred translation, the inverse and the corners",
          "[1.10][letterbox]") {
  // Landscape and portrait, down and up, a 1 x 1 image, s == 1, non-square destinations.
  const Shape shapes[] = {{1920, 1080, 640, 640}, {550, 676, 640, 640}, {320, 180, 640, 640},
                          {1280, 720, 640, 384},  {333, 1001, 256, 320}, {3, 5, 7, 4},
                          {1, 1, 640, 640},       {640, 640, 640, 640}};
  for (const Shape& s : shapes) LAB_REQUIRE_CLEAN(check_letterbox(s));
}

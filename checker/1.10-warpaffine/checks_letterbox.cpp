#include "checks_letterbox.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "reference.h"

namespace lab::checks {

// Where the bound comes from. u = 2^-24 is the relative rounding of one float operation.
//  - The scale s is one division (and a min): off by at most u s.
//  - A translation t = -s src / 2 + dst / 2 + s / 2 - 1/2 takes about five operations on
//    terms whose sizes add up to T = s src / 2 + dst / 2 + s / 2 + 1/2; each rounds by at
//    most u T, and the rounding of s adds u s src / 2 <= u T: |dt| <= 6 u T.
//  - d2i's translation, -t / s however it is computed (inverting i2d in float or double, or
//    straight from the geometry as (src - 1) / 2 - (dst - 1) / (2 s)), is made of terms of
//    size T / s: |db| <= 12 u T / s.
//  - So the translation entry of i2d * d2i, s b + t, is off by at most u s |b| + s |db| + |dt|
//    <= 19 u T (a correct d2i from the geometry gives 1.2e-5 for 550 x 676 -> 640 x 640, where
//    the entry should be 0), a corner by at most 10 u T in the destination and 18 u T / s in
//    the source.
// 32 u = 2^-19 of those sizes covers each with room; a real mistake is off by a fraction of a
// pixel (the half-pixel terms: (s - 1) / 2) or more.
double rounding_bound(double magnitude) { return 0x1.0p-19 * magnitude; }

namespace {

using warp_ref::Letterbox;

bool close(double got, double want, double magnitude) {
  return std::fabs(got - want) <= rounding_bound(magnitude);
}

std::string num(double v) { return format_number(v); }
std::string entry(const char* matrix, int i) {
  return std::string(matrix) + "[" + std::to_string(i) + "]";
}

// "(1.5, -0.5)"
std::string point(const double p[2]) { return "(" + num(p[0]) + ", " + num(p[1]) + ")"; }

std::string matrix_text(const float m[6]) {
  return "[" + num(m[0]) + ", " + num(m[1]) + ", " + num(m[2]) + "; " + num(m[3]) + ", " +
         num(m[4]) + ", " + num(m[5]) + "]";
}

// One axis of the letterbox (k = 0: x, 1: y), with the sizes of the terms its entries are made of.
struct Axis {
  int src, dst;
  double scale, translation;
  double size() const {
    return scale * src / 2 + dst / 2.0 + scale / 2 + 0.5;
  }                                                      // T, destination pixels
  double source_size() const { return size() / scale; }  // T / s, source pixels
};

Axis axis(const Shape& s, const Letterbox& l, int k) {
  return k == 0 ? Axis{s.src_w, s.dst_w, l.scale, l.tx} : Axis{s.src_h, s.dst_h, l.scale, l.ty};
}

Diagnosis not_finite(const char* name, const float m[6], const std::string& why) {
  for (int i = 0; i < 6; ++i)
    if (!std::isfinite(m[i]))
      return diagnose("letterbox-not-finite",
                      {{"name", name}, {"matrix", matrix_text(m)}, {"why", why}});
  return {};
}

Diagnosis check_scale(const AffineMatrix& m, const Letterbox& l, const Shape& s) {
  // A letterbox's off-diagonal entries are exactly 0 in any computation (0 times anything).
  if (m.i2d[1] != 0 || m.i2d[3] != 0)
    return Diagnosis{"letterbox-scale-wrong", say("letterbox.off-diagonal")};
  const double wider = std::max(double(s.dst_w) / s.src_w, double(s.dst_h) / s.src_h);
  const int in_ints = std::min(s.dst_w / s.src_w, s.dst_h / s.src_h);
  for (int i : {0, 4}) {
    const double got = m.i2d[i];
    if (close(got, l.scale, l.scale)) continue;
    const std::string why = got == in_ints             ? say("letterbox.scale.integers")
                            : close(got, wider, wider) ? say("letterbox.scale.larger")
                                                       : "";
    return diagnose("letterbox-scale-wrong", {{"entry", entry("i2d", i)},
                                              {"got", num(got)},
                                              {"dst_w", s.dst_w},
                                              {"src_w", s.src_w},
                                              {"dst_h", s.dst_h},
                                              {"src_h", s.src_h},
                                              {"scale", num(l.scale)},
                                              {"why", why}});
  }
  return {};
}

Problems check_translation(const AffineMatrix& m, const Letterbox& l, const Shape& s) {
  for (int k = 0; k < 2; ++k) {
    const Axis a = axis(s, l, k);
    const double got = m.i2d[2 + 3 * k];
    if (close(got, a.translation, a.size())) continue;
    const bool half_pixel = close(got, a.translation - (a.scale * 0.5 - 0.5), a.size());
    const Problems hint =
        half_pixel ? Problems(diagnose("letterbox-half-pixel-missing")) : Problems();
    return hint.quoted_in(diagnose(
        "letterbox-translation-wrong",
        {{"entry", entry("i2d", 2 + 3 * k)},
         {"axis", k == 0 ? "x" : "y"},
         {"got", num(got)},
         {"src", a.src},
         {"dst", a.dst},
         {"want", num(a.translation)},
         {"scale", num(a.scale)},
         {"hint", hint.empty() ? "" : "\n  " + say("letterbox.hint", {{"hint", hint.text()}})}}));
  }
  return {};
}

// What d2i's translation on axis k looks like, when i2d * d2i gets it wrong but the scales
// right: compared with the exact inverse of the student's own i2d.
std::string translation_hint(const AffineMatrix& m, const Axis& a, int k) {
  const int i = 2 + 3 * k;
  const double want = -double(m.i2d[i]) / m.i2d[4 * k], got = m.d2i[i];
  const std::string d = entry("d2i", i), t = entry("i2d", i);
  const std::string detail =
      close(got, -want, a.source_size()) ? say("letterbox.translation.sign", {{"d", d}, {"t", t}})
      : close(got, -double(m.i2d[i]), a.size())
          ? say("letterbox.translation.unscaled", {{"d", d}, {"t", t}, {"want", num(want)}})
          : say("letterbox.translation.other",
                {{"d", d}, {"t", t}, {"got", num(got)}, {"want", num(want)}});
  return "\n  " +
         say("letterbox.hint", {{"hint", say("letterbox.translation", {{"detail", detail}})}});
}

// i2d * d2i (apply d2i, then i2d) must be the identity.
Diagnosis check_inverse(const AffineMatrix& m, const Letterbox& l, const Shape& s) {
  const float* a = m.i2d;
  const float* b = m.d2i;
  const double p[6] = {double(a[0]) * b[0] + double(a[1]) * b[3],
                       double(a[0]) * b[1] + double(a[1]) * b[4],
                       double(a[0]) * b[2] + double(a[1]) * b[5] + a[2],
                       double(a[3]) * b[0] + double(a[4]) * b[3],
                       double(a[3]) * b[1] + double(a[4]) * b[4],
                       double(a[3]) * b[2] + double(a[4]) * b[5] + a[5]};
  const double identity[6] = {1, 0, 0, 0, 1, 0};
  // The linear entries are products of a scale and an inverse scale (size 1); the
  // translations add up terms of the axis' size T (see rounding_bound).
  const double size[6] = {1, 1, axis(s, l, 0).size(), 1, 1, axis(s, l, 1).size()};
  for (int i = 0; i < 6; ++i) {
    if (close(p[i], identity[i], size[i])) continue;
    float pf[6];
    for (int k = 0; k < 6; ++k) pf[k] = static_cast<float>(p[k]);
    std::string hint;
    if (close(p[0], 1, 1) && close(p[4], 1, 1)) {
      const int k = i < 3 ? 0 : 1;
      hint = translation_hint(m, axis(s, l, k), k);
    } else if (b[0] == a[0] && b[4] == a[4] && a[0] != 1) {
      hint = "\n  " + say("letterbox.hint", {{"hint", say("letterbox.inverse.scale")}});
    }
    return diagnose("letterbox-inverse-wrong", {{"d2i", matrix_text(b)},
                                                {"i2d", matrix_text(a)},
                                                {"product", matrix_text(pf)},
                                                {"hint", hint}});
  }
  return {};
}

// The outer corners of the source, (-1/2, -1/2) and (w - 1/2, h - 1/2), must land on the
// corners of the centred picture, and d2i must bring them back.
Diagnosis check_corners(const AffineMatrix& m, const Letterbox& l, const Shape& s) {
  const double pad_x = (s.dst_w - l.scale * s.src_w) / 2, pad_y = (s.dst_h - l.scale * s.src_h) / 2;
  const double src[2][2] = {{-0.5, -0.5}, {s.src_w - 0.5, s.src_h - 0.5}};
  const double dst[2][2] = {{pad_x - 0.5, pad_y - 0.5},
                            {s.dst_w - pad_x - 0.5, s.dst_h - pad_y - 0.5}};
  auto apply = [](const float* t, const double p[2], double out[2]) {
    out[0] = t[0] * p[0] + t[1] * p[1] + t[2];
    out[1] = t[3] * p[0] + t[4] * p[1] + t[5];
  };
  // A corner adds s times a coordinate (at most s src) and the translation: size 2 T on
  // the destination side, 2 T / s on the source side.
  const Axis x = axis(s, l, 0), y = axis(s, l, 1);
  for (int k = 0; k < 2; ++k) {
    double forward[2], back[2];
    apply(m.i2d, src[k], forward);
    apply(m.d2i, dst[k], back);
    const std::string corner =
        k == 0 ? say("letterbox.corner.top-left") : say("letterbox.corner.bottom-right");
    if (!close(forward[0], dst[k][0], 2 * x.size()) || !close(forward[1], dst[k][1], 2 * y.size()))
      return diagnose("letterbox-corner-wrong", {{"corner", corner},
                                                 {"from", point(src[k])},
                                                 {"to", point(forward)},
                                                 {"want", point(dst[k])}});
    if (!close(back[0], src[k][0], 2 * x.source_size()) ||
        !close(back[1], src[k][1], 2 * y.source_size()))
      return Diagnosis{"letterbox-corner-wrong",
                       say("letterbox.corner.back", {{"corner", corner},
                                                     {"from", point(dst[k])},
                                                     {"to", point(back)},
                                                     {"want", point(src[k])}})};
  }
  return {};
}

}  // namespace

std::string Shape::call() const {
  return "letterbox_matrix(" + std::to_string(src_w) + ", " + std::to_string(src_h) + ", " +
         std::to_string(dst_w) + ", " + std::to_string(dst_h) + ")";
}

Problems problems(const Shape& s, const AffineMatrix& m) {
  const Letterbox l = warp_ref::letterbox(s.src_w, s.src_h, s.dst_w, s.dst_h);
  // i2d first: a wrong scale (0 from an integer division) explains a d2i that is not finite.
  Problems p = not_finite("i2d", m.i2d, "");
  if (p.empty()) p = check_scale(m, l, s);
  if (p.empty()) p = check_translation(m, l, s);
  if (p.empty()) p = not_finite("d2i", m.d2i, say("letterbox.zero-determinant"));
  if (p.empty()) p = check_inverse(m, l, s);
  if (p.empty()) p = check_corners(m, l, s);
  if (p.empty()) return {};
  return p.quoted_in(s.call() + ": " + p.text());
}

Diagnosis repeated_result(const Shape& now, const AffineMatrix& m, const Shape& before,
                          const AffineMatrix& previous) {
  if (std::memcmp(&m, &previous, sizeof m) != 0) return {};
  const Letterbox a = warp_ref::letterbox(now.src_w, now.src_h, now.dst_w, now.dst_h);
  const Letterbox b = warp_ref::letterbox(before.src_w, before.src_h, before.dst_w, before.dst_h);
  const Axis ax = axis(now, a, 0), ay = axis(now, a, 1);
  if (close(a.scale, b.scale, a.scale) && close(a.tx, b.tx, ax.size()) &&
      close(a.ty, b.ty, ay.size()))
    return {};
  return Diagnosis{"stale-second-call", say("letterbox.repeated-result",
                                            {{"now", now.call()}, {"before", before.call()}})};
}

}  // namespace lab::checks

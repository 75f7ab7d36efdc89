#include "reference.h"

#include <algorithm>
#include <cmath>

#include "checker/harness/compare.h"
#include "checker/harness/messages.h"

namespace lab::warp_ref {

namespace {

// One float operation, rounded once, whatever the host compiler does: the double product
// of two floats is exact, and so is the double sum of two floats of the magnitudes met here,
// so the only rounding is the conversion back to float (and no FMA can merge the two).
float fmul(float a, float b) { return static_cast<float>(static_cast<double>(a) * b); }
float fadd(float a, float b) { return static_cast<float>(static_cast<double>(a) + b); }

// Channel c of source pixel (x, y), or the fill outside the image.
double neighbour(const Image& src, int x, int y, int c, uint8_t fill) {
  return x < 0 || x >= src.width || y < 0 || y >= src.height ? fill : src.pixel(x, y)[c];
}

void invert(const double m[6], double out[6]) {
  const double det = m[0] * m[4] - m[1] * m[3];
  const double a = m[4] / det, b = -m[1] / det, d = -m[3] / det, e = m[0] / det;
  out[0] = a, out[1] = b, out[2] = -(a * m[2] + b * m[5]);
  out[3] = d, out[4] = e, out[5] = -(d * m[2] + e * m[5]);
}

}  // namespace

Letterbox letterbox(int src_w, int src_h, int dst_w, int dst_h) {
  Letterbox l;
  l.scale = std::min(static_cast<double>(dst_w) / src_w, static_cast<double>(dst_h) / src_h);
  // Scale about the source's centre (pixel coordinates (w - 1) / 2), onto the destination's.
  l.tx = -l.scale * src_w * 0.5 + dst_w * 0.5 + l.scale * 0.5 - 0.5;
  l.ty = -l.scale * src_h * 0.5 + dst_h * 0.5 + l.scale * 0.5 - 0.5;
  const double i2d[6] = {l.scale, 0, l.tx, 0, l.scale, l.ty};
  std::copy(i2d, i2d + 6, l.i2d);
  invert(l.i2d, l.d2i);
  return l;
}

AffineMatrix to_matrix(const Letterbox& l) {
  AffineMatrix m{};
  for (int i = 0; i < 6; ++i)
    m.i2d[i] = static_cast<float>(l.i2d[i]), m.d2i[i] = static_cast<float>(l.d2i[i]);
  return m;
}

AffineMatrix from_d2i(const float d2i[6]) {
  AffineMatrix m{};
  double d[6], i[6];
  for (int k = 0; k < 6; ++k) d[k] = d2i[k], m.d2i[k] = d2i[k];
  invert(d, i);
  for (int k = 0; k < 6; ++k) m.i2d[k] = static_cast<float>(i[k]);
  return m;
}

void source_position(const float m[6], int dx, int dy, float& sx, float& sy) {
  const float x = static_cast<float>(dx), y = static_cast<float>(dy);
  sx = fadd(fadd(fmul(m[0], x), fmul(m[1], y)), m[2]);
  sy = fadd(fadd(fmul(m[3], x), fmul(m[4], y)), m[5]);
}

bool outside(float sx, float sy, int src_w, int src_h) {
  return !(sx >= -1 && sx < src_w && sy >= -1 && sy < src_h);
}

bool touches_border(float sx, float sy, int src_w, int src_h) {
  return !outside(sx, sy, src_w, src_h) &&
         !(sx >= 0 && sx < src_w - 1 && sy >= 0 && sy < src_h - 1);
}

std::vector<double> warp_values(const Image& src, const float d2i[6], int dst_w, int dst_h,
                                uint8_t fill, const Rules& rules) {
  std::vector<double> out(static_cast<size_t>(dst_w) * dst_h * 3);
  auto value = [&](int x, int y, int c) -> double {
    if (rules.clamp_border) {
      x = std::clamp(x, 0, src.width - 1);
      y = std::clamp(y, 0, src.height - 1);
    }
    return neighbour(src, x, y, c, fill);
  };
  for (int dy = 0; dy < dst_h; ++dy)
    for (int dx = 0; dx < dst_w; ++dx) {
      float sx, sy;
      if (rules.swap_xy)
        source_position(d2i, dy, dx, sx, sy);
      else
        source_position(d2i, dx, dy, sx, sy);
      double* o = &out[(static_cast<size_t>(dy) * dst_w + dx) * 3];
      if (outside(sx, sy, src.width, src.height)) {
        o[0] = o[1] = o[2] = fill;
        continue;
      }
      const double x0 = std::floor(sx), y0 = std::floor(sy);
      const int ix = static_cast<int>(x0), iy = static_cast<int>(y0);
      const double lx = sx - x0, ly = sy - y0, hx = 1 - lx, hy = 1 - ly;
      for (int c = 0; c < 3; ++c)
        o[c] = rules.bilinear
                   ? hx * hy * value(ix, iy, c) + lx * hy * value(ix + 1, iy, c) +
                         hx * ly * value(ix, iy + 1, c) + lx * ly * value(ix + 1, iy + 1, c)
                   : value(ix, iy, c);
    }
  return out;
}

std::vector<double> to_levels(const std::vector<double>& values, bool round) {
  std::vector<double> out(values.size());
  for (size_t i = 0; i < values.size(); ++i) out[i] = std::floor(values[i] + (round ? 0.5 : 0.0));
  return out;
}

std::vector<double> to_tensor(const std::vector<double>& bgr, int w, int h, bool rgb,
                              double divisor, bool planar) {
  const size_t plane = static_cast<size_t>(w) * h;
  std::vector<double> out(plane * 3);
  for (size_t i = 0; i < plane; ++i)
    for (int c = 0; c < 3; ++c) {
      const double v = bgr[i * 3 + (rgb ? 2 - c : c)] / divisor;
      out[planar ? c * plane + i : i * 3 + c] = v;
    }
  return out;
}

std::vector<double> warp(const Image& src, const float d2i[6], int dst_w, int dst_h, uint8_t fill) {
  return to_levels(warp_values(src, d2i, dst_w, dst_h, fill));
}

Levels warp_levels(const Image& src, const float d2i[6], int dst_w, int dst_h, uint8_t fill) {
  const std::vector<double> values = warp_values(src, d2i, dst_w, dst_h, fill);
  Levels out{to_levels(values), {}};
  out.other = out.level;
  for (int dy = 0; dy < dst_h; ++dy)
    for (int dx = 0; dx < dst_w; ++dx) {
      float sx, sy;
      source_position(d2i, dx, dy, sx, sy);
      if (outside(sx, sy, src.width, src.height)) continue;  // pure fill: exact
      const int ix = static_cast<int>(std::floor(sx)), iy = static_cast<int>(std::floor(sy));
      for (int c = 0; c < 3; ++c) {
        const double n[4] = {neighbour(src, ix, iy, c, fill), neighbour(src, ix + 1, iy, c, fill),
                             neighbour(src, ix, iy + 1, c, fill),
                             neighbour(src, ix + 1, iy + 1, c, fill)};
        const double spread = *std::max_element(n, n + 4) - *std::min_element(n, n + 4);
        const double slack =
            spread * 0x1.0p-22 * (std::fabs(sx) + std::fabs(sy) + 2) + 255 * 0x1.0p-20;
        const size_t i = (static_cast<size_t>(dy) * dst_w + dx) * 3 + c;
        const double v = values[i], half = std::floor(v) + 0.5;
        if (std::fabs(v - half) <= slack)
          out.other[i] = out.level[i] == std::floor(v) ? std::floor(v) + 1 : std::floor(v);
      }
    }
  return out;
}

std::string LevelTolerance::describe() const {
  const std::string rounding =
      exact_within > 0 ? say("warp.tolerance.rounding", {{"within", format_number(exact_within)}})
                       : "";
  const std::string text =
      say("warp.tolerance.levels", {{"max", format_number(max_diff)},
                                    {"rounding", rounding},
                                    {"percent", format_number(100 * max_off_by_one_share)}});
  return rule.empty() ? text : text + say("warp.tolerance.why", {{"rule", rule}});
}

LevelTolerance tolerance() { return {1, 0.001, 0, say("warp.tolerance.half-level")}; }

LevelTolerance tensor_tolerance() {
  // A float holding level / 255 is within 4 units of 2^-24 of it (the division or the
  // multiplication by 1/255 rounds once or twice): 255 * 2^-22 levels.
  LevelTolerance t = tolerance();
  t.exact_within = 255 * 0x1.0p-22;
  t.rule = say("warp.tolerance.tensor", {{"rule", t.rule}});
  return t;
}

}  // namespace lab::warp_ref

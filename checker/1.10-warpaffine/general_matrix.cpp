#include "general_matrix.h"

#include <cmath>

#include "checker/harness/messages.h"
#include "reference.h"

namespace lab::checks {

namespace {

float dyadic(double v) {
  return static_cast<float>(std::round(v * 4096) / 4096);
}  // a multiple of 2^-12

}  // namespace

WarpCase rotated_case(int src_w, int src_h, int src_pad, int dst_w, int dst_h, Rng& rng) {
  const double angle = rng.uniform(0.0f, 6.2831853f), scale = rng.uniform(0.6f, 2.5f);
  const double shear = rng.uniform(-0.3f, 0.3f);
  // d2i's linear part: scale * rotation * shear (source pixels per destination pixel).
  const double c = scale * std::cos(angle), s = scale * std::sin(angle);
  float d2i[6] = {dyadic(c), dyadic(c * shear - s), 0, dyadic(s), dyadic(s * shear + c), 0};
  // The destination's centre maps onto the source's centre.
  const double cx = (dst_w - 1) / 2.0, cy = (dst_h - 1) / 2.0;
  d2i[2] = dyadic((src_w - 1) / 2.0 - d2i[0] * cx - d2i[1] * cy);
  d2i[5] = dyadic((src_h - 1) / 2.0 - d2i[3] * cx - d2i[4] * cy);

  WarpCase w;
  w.label = std::to_string(src_w) + " x " + std::to_string(src_h) + " -> " + std::to_string(dst_w) +
            " x " + std::to_string(dst_h) +
            say("warp.label.rotated", {{"degrees", static_cast<int>(angle * 57.29578)},
                                       {"scale", std::to_string(scale).substr(0, 4)}});
  w.src = random_source(src_w, src_h, rng, src_pad);
  w.dst_w = dst_w, w.dst_h = dst_h;
  w.fill = random_fill(rng);
  w.m = warp_ref::from_d2i(d2i);
  return w;
}

}  // namespace lab::checks

#include "failure_images.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <filesystem>

#include "chapters/1.10-warpaffine/image.h"
#include "checker/harness/messages.h"

namespace lab::checks {

namespace {

// The level of channel c (0 = B, 1 = G, 2 = R) of pixel (x, y), whatever the layout.
double level(const std::vector<double>& v, int x, int y, int c, const Geometry& g) {
  const size_t pixel = static_cast<size_t>(y) * g.width + x;
  if (g.layout == Layout::chw_rgb)
    return v[(2 - c) * static_cast<size_t>(g.width) * g.height + pixel];
  return v[pixel * 3 + c];
}

uint8_t byte(double v) { return static_cast<uint8_t>(std::clamp(std::floor(v + 0.5), 0.0, 255.0)); }

constexpr uint8_t kMagenta[3] = {255, 0, 255}, kYellow[3] = {0, 255, 255};

Image picture(const std::vector<double>& v, const Geometry& g) {
  Image image(g.width, g.height);
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x)
      for (int c = 0; c < 3; ++c) {
        const double l = level(v, x, y, c, g);
        image.pixel(x, y)[c] = std::isnan(l) ? kMagenta[c] : byte(l);
      }
  return image;
}

Image heat_map(const std::vector<double>& got, const std::vector<double>& want, const Geometry& g) {
  Image image(g.width, g.height);
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x) {
      double worst = 0, grey = 0;
      for (int c = 0; c < 3; ++c) {
        const double d = std::fabs(level(got, x, y, c, g) - level(want, x, y, c, g));
        worst = std::isnan(d) || std::isnan(worst) ? NAN : std::max(worst, d);
        grey += level(want, x, y, c, g) / 3;
      }
      uint8_t* p = image.pixel(x, y);
      if (std::isnan(worst)) {
        std::copy(kMagenta, kMagenta + 3, p);
      } else if (worst >= 1.5) {  // red, brighter the further off
        p[0] = p[1] = 0, p[2] = byte(128 + 127 * std::min(1.0, worst / 64));
      } else if (worst > 0.001) {
        std::copy(kYellow, kYellow + 3, p);
      } else {
        p[0] = p[1] = p[2] = byte(0.3 * grey);  // the reference, dimmed, for orientation
      }
    }
  return image;
}

}  // namespace

std::string save_failure_images(const std::string& stem, const std::vector<double>& got,
                                const std::vector<double>& want, const Geometry& g) {
  namespace fs = std::filesystem;
  try {
    const std::string files[3] = {fs::absolute(stem + "-got.png").string(),
                                  fs::absolute(stem + "-want.png").string(),
                                  fs::absolute(stem + "-diff.png").string()};
    write_png(files[0], picture(got, g));
    write_png(files[1], picture(want, g));
    write_png(files[2], heat_map(got, want, g));
    return say("warp.pictures", {{"got", files[0]}, {"want", files[1]}, {"diff", files[2]}});
  } catch (const std::exception& e) {
    return say("warp.pictures-failed", {{"error", e.what()}});
  }
}

}  // namespace lab::checks

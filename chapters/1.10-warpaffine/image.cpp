#include "image.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>

// stb is header-only: the implementation is compiled here, once, and kept private to this
// file (STB_*_STATIC), so that it cannot clash with another copy elsewhere in a program.
#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STB_IMAGE_WRITE_STATIC
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wsign-compare"
#endif
#include <stb_image.h>
#include <stb_image_write.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace lab {

Image::Image(int w, int h, int line)
    : width(w),
      height(h),
      line_size(line > 0 ? line : 3 * w),
      bytes(static_cast<size_t>(h) * (line > 0 ? line : 3 * w), 0) {}

namespace {

constexpr double kPi = 3.14159265358979323846;

uint64_t mix(uint64_t z) {  // splitmix64's finaliser: a good 64-bit hash
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

double unit(uint64_t seed, uint64_t k) {  // a number in [0, 1) for (seed, k)
  return static_cast<double>(mix(seed + k * 0x9E3779B97F4A7C15ull) >> 11) * 0x1.0p-53;
}

struct Bgr {
  double b, g, r;  // 0 .. 255
};

Bgr grey(double v) { return {v, v, v}; }

// A fully saturated colour of hue h (in turns) and brightness v (0 .. 255).
Bgr hue_colour(double h, double v) {
  h = 6.0 * (h - std::floor(h));
  const double f = h - std::floor(h);
  const double up = v * f, down = v * (1 - f);
  switch (static_cast<int>(h)) {
    case 0: return {0, up, v};     // red -> yellow
    case 1: return {0, v, down};   // yellow -> green
    case 2: return {up, v, 0};     // green -> cyan
    case 3: return {v, down, 0};   // cyan -> blue
    case 4: return {v, 0, up};     // blue -> magenta
    default: return {down, 0, v};  // magenta -> red
  }
}

// The picture at pixel (x, y): six regions (3 columns x 2 rows) over a smooth background.
class TestPattern {
 public:
  TestPattern(int w, int h, uint64_t variant)
      : w_(w),
        h_(h),
        seed_(mix(variant + 1)),
        hue0_(unit(seed_, 1)),
        zone_dx_(unit(seed_, 2) - 0.5),
        zone_dy_(unit(seed_, 3) - 0.5),
        star_phase_(2 * kPi * unit(seed_, 4)) {}

  Bgr at(int x, int y) const {
    const double u = (x + 0.5) / w_, v = (y + 0.5) / h_;
    const int column = std::min(2, static_cast<int>(3 * u)),
              row = std::min(1, static_cast<int>(2 * v));
    // The region's own pixel coordinates, measured from its centre.
    const double rw = w_ / 3.0, rh = h_ / 2.0;
    const double cx = x + 0.5 - (column + 0.5) * rw, cy = y + 0.5 - (row + 0.5) * rh;
    const double radius = 0.45 * std::min(rw, rh);
    const Bgr background = hue_colour(hue0_ + 0.8 * u, 90 + 150 * (1 - v));
    switch (row * 3 + column) {
      case 0:
        return zone_plate(cx - zone_dx_ * radius * 0.2, cy - zone_dy_ * radius * 0.2, radius,
                          background);
      case 1: return checkerboards(x, y, v * 2);
      case 2: return colour_bars(u * 3 - 2, v * 2, background);
      case 3: return star(cx, cy, radius, background);
      case 4: return noise(x, y);
      default: return grid_lines(x, y, background);
    }
  }

 private:
  // Rings whose spacing shrinks from wide at the centre to one pixel at the rim: the local
  // frequency of cos(pi r^2 / (2 R)) is r / (2 R) cycles per pixel, 1/2 (the finest a
  // pixel grid holds) at r = R. Downscaling it shows every interpolation error as moire.
  Bgr zone_plate(double cx, double cy, double radius, Bgr background) const {
    const double r2 = cx * cx + cy * cy;
    if (r2 > radius * radius) return background;
    return grey(127.5 + 127.5 * std::cos(kPi * r2 / (2 * radius)));
  }

  // Four bands of checkerboards with cells of 1, 2, 4 and 8 pixels: black/white and
  // red/cyan. Only sharp edges: bilinear weights and rounding show at every one.
  Bgr checkerboards(int x, int y, double band_position) const {
    const int band = std::min(3, static_cast<int>(4 * band_position));
    const int cell = 1 << band;
    const bool on = ((x / cell) + (y / cell)) % 2 == 0;
    if (band % 2 == 0) return grey(on ? 255 : 0);
    return on ? Bgr{0, 0, 255} : Bgr{255, 255, 0};
  }

  // Eight vertical bars: blue, green, red, cyan, magenta, yellow, white, black. Channels
  // swapped by mistake turn the blue bar red at once.
  Bgr colour_bars(double across, double down, Bgr background) const {
    static const Bgr bars[8] = {{255, 0, 0},   {0, 255, 0},   {0, 0, 255},     {255, 255, 0},
                                {255, 0, 255}, {0, 255, 255}, {255, 255, 255}, {0, 0, 0}};
    if (down < 0.15 || down > 0.85) return background;
    return bars[std::clamp(static_cast<int>(8 * across), 0, 7)];
  }

  // A star of 16 sharp-edged spokes: edges at every angle, converging to detail finer
  // than a pixel at the centre.
  Bgr star(double cx, double cy, double radius, Bgr background) const {
    if (cx * cx + cy * cy > radius * radius) return background;
    const bool on = std::sin(16 * std::atan2(cy, cx) + star_phase_) >= 0;
    return on ? Bgr{30, 220, 250} : Bgr{120, 20, 10};
  }

  // Independent colour noise per pixel: the hardest input for an interpolation, since
  // every neighbour differs.
  Bgr noise(int x, int y) const {
    const uint64_t bits = mix(seed_ ^ (static_cast<uint64_t>(y) << 32 | static_cast<uint32_t>(x)));
    return {double(bits & 255), double(bits >> 8 & 255), double(bits >> 16 & 255)};
  }

  // One-pixel white grid lines every 8 pixels and red diagonals, over the gradient.
  Bgr grid_lines(int x, int y, Bgr background) const {
    if (x % 8 == 0 || y % 8 == 0) return grey(255);
    if ((x + y) % 11 == 0) return {0, 0, 255};
    return background;
  }

  int w_, h_;
  uint64_t seed_;
  double hue0_, zone_dx_, zone_dy_, star_phase_;
};

uint8_t to_byte(double v) {
  return static_cast<uint8_t>(std::floor(std::clamp(v, 0.0, 255.0) + 0.5));
}

}  // namespace

Image make_test_image(int width, int height, uint64_t variant) {
  Image image(width, height);
  const TestPattern pattern(width, height, variant);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const Bgr c = pattern.at(x, y);
      uint8_t* p = image.pixel(x, y);
      p[0] = to_byte(c.b), p[1] = to_byte(c.g), p[2] = to_byte(c.r);
    }
  return image;
}

void draw_box(Image& image, float left, float top, float right, float bottom, const uint8_t bgr[3],
              int thickness) {
  const int x0 = std::max(0, static_cast<int>(left));
  const int x1 = std::min(image.width - 1, static_cast<int>(right));
  const int y0 = std::max(0, static_cast<int>(top));
  const int y1 = std::min(image.height - 1, static_cast<int>(bottom));
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x)
      if (x - x0 < thickness || x1 - x < thickness || y - y0 < thickness || y1 - y < thickness)
        std::copy(bgr, bgr + 3, image.pixel(x, y));
}

Image read_image(const std::string& path) {
  FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
  int w = 0, h = 0, channels = 0;
  uint8_t* rgb = stbi_load_from_file(file, &w, &h, &channels, 3);  // ask for 3 channels: R, G, B
  std::fclose(file);
  if (!rgb)
    throw std::runtime_error(path + " is not an image that can be read (" + stbi_failure_reason() +
                             "); use a JPEG, PNG, BMP, TGA or PNM file");
  Image image(w, h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const uint8_t* s = rgb + (static_cast<size_t>(y) * w + x) * 3;
      uint8_t* d = image.pixel(x, y);
      d[0] = s[2], d[1] = s[1], d[2] = s[0];
    }
  stbi_image_free(rgb);
  return image;
}

void write_png(const std::string& path, const Image& image) {
  std::vector<uint8_t> rgb(static_cast<size_t>(image.width) * image.height * 3);
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x) {
      const uint8_t* s = image.pixel(x, y);
      uint8_t* d = rgb.data() + (static_cast<size_t>(y) * image.width + x) * 3;
      d[0] = s[2], d[1] = s[1], d[2] = s[0];
    }
  if (!stbi_write_png(path.c_str(), image.width, image.height, 3, rgb.data(), image.width * 3))
    throw std::runtime_error("cannot write " + path);
}

}  // namespace lab

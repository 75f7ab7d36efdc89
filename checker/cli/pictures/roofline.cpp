#include "checker/cli/pictures/roofline.h"

#include <algorithm>
#include <cmath>

#include "checker/harness/messages.h"
#include "checker/harness/svg.h"

namespace lab::pictures {

namespace {

constexpr double kWidth = 720, kHeight = 480;
constexpr double kLeft = 70, kRight = kWidth - 24, kTop = 64, kBottom = kHeight - 56;

bool plotted(const RooflinePoint& p) {
  return std::isfinite(p.intensity_flop_per_byte) && std::isfinite(p.gflops) &&
         p.intensity_flop_per_byte > 0 && p.gflops > 0;
}

// A point's mark: the first (the student's kernel, by convention) filled, the second (the
// reference) a ring, any others green.
const svg::Mark& mark_of(size_t index) {
  static constexpr svg::Mark kOther{"#009e73", "#009e73"};
  return index == 0 ? svg::kYours : index == 1 ? svg::kReference : kOther;
}

}  // namespace

std::string roofline_svg(const Roofline& roofline, Language language) {
  const double bandwidth = roofline.peak_gbs, peak = roofline.peak_gflops, ridge = peak / bandwidth;
  std::vector<RooflinePoint> points;
  std::copy_if(roofline.points.begin(), roofline.points.end(), std::back_inserter(points), plotted);
  // Whole decades around the ridge and every point, with room on each side; the slope starts
  // at the left edge.
  double x_low = ridge, x_high = ridge, y_low = peak;
  for (const RooflinePoint& p : points) {
    x_low = std::min(x_low, p.intensity_flop_per_byte);
    x_high = std::max(x_high, p.intensity_flop_per_byte);
    y_low = std::min(y_low, p.gflops);
  }
  x_low = svg::decade_below(x_low / 2);
  x_high = svg::decade_above(x_high * 2);
  y_low = svg::decade_below(std::min(y_low / 2, bandwidth * x_low));
  const double y_high = svg::decade_above(peak * 2);
  const svg::Axis x{"intensity", svg::Scale::log(x_low, x_high, kLeft, kRight), svg::Side::bottom,
                    kBottom};
  const svg::Axis y{"throughput", svg::Scale::log(y_low, y_high, kBottom, kTop), svg::Side::left,
                    kLeft};

  svg::Picture picture(kWidth, kHeight, "roofline");
  picture.text(kWidth / 2, 24, roofline.title, svg::Anchor::middle, svg::kTitleSize, true);
  svg::draw_axis(picture, x, say_in(language, "picture.roofline.intensity"), kTop);
  svg::draw_axis(picture, y, say_in(language, "picture.roofline.throughput"), kRight);

  const double left = svg::at(x, x_low), right = svg::at(x, x_high);
  const double slope_start = svg::at(y, bandwidth * x_low);
  const double ridge_x = svg::at(x, ridge), ridge_y = svg::at(y, peak);
  picture.polyline({{left, slope_start}, {ridge_x, ridge_y}, {right, ridge_y}}, "#333333", 2);
  picture.avoid_line(left, slope_start, ridge_x, ridge_y);
  picture.avoid_line(ridge_x, ridge_y, right, ridge_y);
  svg::point(picture, x, ridge, y, peak, svg::kCeiling, 4);
  for (size_t i = 0; i < points.size(); ++i)
    svg::point(picture, x, points[i].intensity_flop_per_byte, y, points[i].gflops, mark_of(i));

  // The roofs' words above each roof (above and left of the slope's middle, where the slope
  // runs below the whole text), the ridge's below it.
  picture.label(right - 6, ridge_y - 8,
                say_in(language, "picture.roofline.compute-roof", {{"value", svg::rounded(peak)}}),
                svg::Anchor::end);
  const double middle = std::sqrt(x_low * ridge);
  picture.label(
      svg::at(x, middle) - 6, svg::at(y, bandwidth * middle) - 8,
      say_in(language, "picture.roofline.bandwidth-roof", {{"value", svg::rounded(bandwidth)}}),
      svg::Anchor::end);
  picture.label(ridge_x + 10, ridge_y + 20,
                say_in(language, "picture.roofline.ridge", {{"value", svg::rounded(ridge)}}));
  for (const RooflinePoint& p : points) {
    const double cx = svg::at(x, p.intensity_flop_per_byte), cy = svg::at(y, p.gflops);
    const svg::Box placed = picture.label(cx + 9, cy + 4, p.label);
    // A label nudged away from its point is tied to it by a thin line.
    if (std::hypot(placed.x - (cx + 9), placed.y + placed.h / 2 - cy) > 10)
      picture.line(cx, cy, std::clamp(cx, placed.x, placed.x + placed.w),
                   std::clamp(cy, placed.y, placed.y + placed.h), "#999999", 0.75);
  }
  return picture.finish();
}

}  // namespace lab::pictures

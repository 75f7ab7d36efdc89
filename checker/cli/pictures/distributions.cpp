#include "checker/cli/pictures/distributions.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "checker/harness/messages.h"
#include "checker/harness/svg.h"

namespace lab::pictures {

namespace {

constexpr double kWidth = 480, kHeight = 260;
constexpr double kLeft = 56, kRight = kWidth - 24, kTop = 64, kBottom = kHeight - 58;
constexpr double kBin = 10;  // points of a percentage

struct Histogram {
  const char* kind;  // its data-picture
  std::string title, axis;
  const std::vector<double>& values;
  double high;  // the last bin ends here, and takes every larger value
  std::optional<double> target;
  std::string target_text;
};

// A step of whole students (1, 2, 5, 10, ...) that gives the y axis at most five ticks.
double student_step(int most) {
  for (double step = 1;; step *= 10)
    for (const double m : {1.0, 2.0, 5.0})
      if (m * step * 4 >= most) return m * step;
}

std::string histogram_svg(const Histogram& h, Language language) {
  const int bins = std::max(1, static_cast<int>(std::ceil(h.high / kBin - 1e-9)));
  std::vector<int> counts(bins);
  for (const double v : h.values)
    ++counts[std::clamp(static_cast<int>(std::floor(v / kBin)), 0, bins - 1)];
  const int most = *std::max_element(counts.begin(), counts.end());
  const double step = student_step(most);
  // Room above the tallest bar for its count and the target's label.
  const double top = step * std::max(1.0, std::ceil(most * 1.15 / step));

  svg::Axis x{"percent", svg::Scale::linear(0, bins * kBin, kLeft, kRight), svg::Side::bottom,
              kBottom};
  for (int b = 0; b <= bins; ++b) x.ticks.emplace_back(b * kBin, svg::number(b * kBin));
  svg::Axis y{"students", svg::Scale::linear(0, top, kBottom, kTop), svg::Side::left, kLeft};
  for (double v = 0; v <= top + 1e-9; v += step) y.ticks.emplace_back(v, svg::number(v));

  svg::Picture picture(kWidth, kHeight, h.kind);
  picture.text(kWidth / 2, 24, h.title, svg::Anchor::middle, svg::kTitleSize, true);
  svg::draw_axis(picture, x, h.axis, kBottom);
  svg::draw_axis(picture, y, say_in(language, "picture.students"), kRight);
  // The target's line before the counts, so that a count steps aside from it.
  const double target_at = h.target ? svg::at(x, std::min(*h.target, bins * kBin)) : 0;
  if (h.target) {
    picture.line(target_at, kBottom, target_at, kTop, "#a40000", 1.5, "5 3");
    picture.avoid_line(target_at, kBottom, target_at, kTop);
  }
  for (int b = 0; b < bins; ++b)
    if (counts[b] > 0) {
      const svg::Box bar = svg::bar(picture, x, b * kBin, (b + 1) * kBin, y, counts[b]);
      picture.label(bar.x + bar.w / 2, bar.y - 4, std::to_string(counts[b]), svg::Anchor::middle,
                    11);
      picture.avoid(bar);
    }
  if (h.target) picture.label(target_at + 5, kTop + 12, h.target_text);
  return picture.finish();
}

}  // namespace

std::string score_distribution_svg(const std::string& chapter, const std::vector<double>& percents,
                                   Language language) {
  return histogram_svg({"scores", say_in(language, "picture.scores.title", {{"chapter", chapter}}),
                        say_in(language, "picture.scores.axis"), percents, 100, std::nullopt, ""},
                       language);
}

std::string speed_distribution_svg(const std::string& exercise, const std::vector<double>& percents,
                                   double target_percent, Language language) {
  // To 100 %, or further where a kernel or the target is beyond the ceiling.
  double high = std::max(100.0, target_percent);
  for (const double p : percents) high = std::max(high, p);
  return histogram_svg(
      {"speed", say_in(language, "picture.speed.title", {{"exercise", exercise}}),
       say_in(language, "picture.speed.axis"), percents, std::ceil(high / kBin) * kBin,
       target_percent,
       say_in(language, "picture.speed.target", {{"percent", svg::number(target_percent) + " %"}})},
      language);
}

}  // namespace lab::pictures

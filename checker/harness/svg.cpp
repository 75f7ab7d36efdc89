#include "checker/harness/svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace lab::pictures::svg {

namespace {

// Two decimals are all a pixel needs; fewer when they are zeros.
std::string px(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string s = text;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string attribute(const char* name, const std::string& value) {
  return std::string(" ") + name + "=\"" + escape(value) + "\"";
}

// A value for a test to read back: every digit a double has.
std::string exact(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

// A mark's data: its two axes and where it is on each.
std::string mark_data(const char* kind, const Axis& x, double x_value, const Axis& y,
                      double y_value) {
  return attribute("class", kind) + attribute("data-x-axis", x.id) +
         attribute("data-x", exact(x_value)) + attribute("data-y-axis", y.id) +
         attribute("data-y", exact(y_value));
}

// The advance of one character in em, rounded up from DejaVu Sans (the widest of the usual
// sans-serif fonts; Liberation Sans and Helvetica are narrower).
double advance(unsigned code) {
  if (code >= 0x1100) return 1.02;  // CJK, kana, hangul, full-width punctuation
  if (code >= 0x80) return 0.85;
  static const std::string narrow = " fijlrt.,:;'|!()[]/-\"`", wide = "mwMW%@^+=~<>&#";
  const char c = static_cast<char>(code);
  if (narrow.find(c) != std::string::npos) return 0.42;
  if (wide.find(c) != std::string::npos) return 1.0;
  if (c >= 'A' && c <= 'Z') return 0.8;
  return 0.66;
}

// The code points of UTF-8 text (a stray continuation byte counts as one).
std::vector<unsigned> code_points(std::string_view text) {
  std::vector<unsigned> codes;
  for (size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const int length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
    unsigned code = length == 1 ? byte : byte & (0x7F >> length);
    for (int k = 1; k < length && i + k < text.size(); ++k)
      code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    codes.push_back(code);
    i += length;
  }
  return codes;
}

}  // namespace

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      case '\n':
      case '\t': out += c; break;
      default:
        // XML 1.0 allows no other control character, even escaped.
        out += static_cast<unsigned char>(c) < 0x20 ? "\uFFFD" : std::string(1, c);
    }
  return out;
}

std::string number(double value) {
  if (value == 0) return "0";
  const double magnitude = std::fabs(value);
  char text[32];
  if (magnitude >= 1e4 || magnitude < 1e-3) {
    const int exponent = static_cast<int>(std::floor(std::log10(magnitude) + 1e-9));
    std::snprintf(text, sizeof text, "%.3g", value / std::pow(10.0, exponent));
    return text + ("e" + std::to_string(exponent));
  }
  std::snprintf(text, sizeof text, "%.6f", value);
  std::string s = text;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

std::string rounded(double value) {
  if (value == 0 || !std::isfinite(value)) return number(value);
  const double unit = std::pow(10.0, std::floor(std::log10(std::fabs(value))) - 2);
  const double kept = std::round(value / unit) * unit;
  if (std::fabs(kept) < 100) return number(kept);
  char text[32];
  std::snprintf(text, sizeof text, "%.0f", kept);  // 67000 GFLOP/s reads better than 6.7e4
  return text;
}

bool Box::overlaps(const Box& o) const {
  return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
}

bool Box::inside(const Box& outer) const {
  return x >= outer.x && y >= outer.y && x + w <= outer.x + outer.w && y + h <= outer.y + outer.h;
}

Box text_box(std::string_view text, double x, double baseline, Anchor anchor, double size) {
  double width = 0;
  for (const unsigned code : code_points(text)) width += advance(code) * size;
  const double left = anchor == Anchor::start    ? x
                      : anchor == Anchor::middle ? x - width / 2
                                                 : x - width;
  // Chromium's box of 12 px text runs from 11 (Latin) or 12 (Chinese) px above the baseline
  // to 3 below it.
  return {left, baseline - 1.05 * size, width, 1.35 * size};
}

Scale::Scale(double low, double high, double from_px, double to_px, bool log)
    : low_(low), high_(high), from_(from_px), to_(to_px), log_(log) {}

Scale Scale::linear(double low, double high, double from_px, double to_px) {
  return Scale(low, high > low ? high : low + 1, from_px, to_px, false);
}

Scale Scale::log(double low, double high, double from_px, double to_px) {
  return Scale(low, high > low ? high : low * 10, from_px, to_px, true);
}

double Scale::operator()(double value) const {
  const double t =
      log_ ? (std::log10(value) - std::log10(low_)) / (std::log10(high_) - std::log10(low_))
           : (value - low_) / (high_ - low_);
  return from_ + t * (to_ - from_);
}

std::vector<double> Scale::ticks(int most) const {
  std::vector<double> values;
  if (log_) {
    for (double v = decade_below(low_ * (1 + 1e-9)); v <= high_ * (1 + 1e-9); v *= 10)
      if (v >= low_ * (1 - 1e-9)) values.push_back(v);
    // More decades than room: every second or third one.
    const size_t keep = (values.size() + most - 1) / std::max(most, 1);
    std::vector<double> kept;
    for (size_t i = 0; i < values.size(); i += std::max<size_t>(keep, 1)) kept.push_back(values[i]);
    return kept;
  }
  // k steps of m times 10^e, computed as k m / 10^-e where e < 0, so that the third tick of
  // 0.2 is 0.6 and not 0.6000000000000001.
  const double step = round_up((high_ - low_) / std::max(most - 1, 1));
  const double decade = decade_below(step), m = step / decade;
  const double inverse = decade < 1 ? std::round(1 / decade) : 0;
  for (double k = std::ceil(low_ / step - 1e-9); k * step <= high_ + step * 1e-9; ++k)
    values.push_back(inverse > 0 ? k * m / inverse : k * m * decade);
  return values;
}

double round_up(double value) {
  const double decade = decade_below(value);
  for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (m * decade >= value * (1 - 1e-12)) return m * decade;
  return 10 * decade;
}

double axis_end(double most) {
  if (!(most > 0)) return 1;
  const double step = round_up(most / 5);
  return step * std::ceil(most * 1.05 / step - 1e-9);
}

double decade_below(double value) { return std::pow(10.0, std::floor(std::log10(value) + 1e-12)); }

double decade_above(double value) { return std::pow(10.0, std::ceil(std::log10(value) - 1e-12)); }

Picture::Picture(double width, double height, std::string kind)
    : width_(width), height_(height), kind_(std::move(kind)) {}

Box Picture::text(double x, double baseline, std::string_view text, Anchor anchor, double size,
                  bool bold) {
  static const char* const anchors[] = {"start", "middle", "end"};
  body_ += "<text x=\"" + px(x) + "\" y=\"" + px(baseline) + "\" font-size=\"" + px(size) + "\"" +
           (anchor == Anchor::start ? "" : attribute("text-anchor", anchors[int(anchor)])) +
           (bold ? " font-weight=\"bold\"" : "") + " fill=\"#222222\">" + escape(text) +
           "</text>\n";
  const Box box = text_box(text, x, baseline, anchor, size);
  taken_.push_back(box);
  return box;
}

Box Picture::place(const Box& wanted) const {
  const Box picture{0, 0, width_, height_};
  const auto fits = [&](const Box& b) {
    return b.inside(picture) &&
           std::none_of(taken_.begin(), taken_.end(), [&](const Box& t) { return b.overlaps(t); });
  };
  // Rings of nudges, nearest first: up and down before sideways, since a label beside a point
  // reads best on the point's level or just above or below it.
  constexpr double kStep = 3;
  const int rings = static_cast<int>((width_ + height_) / kStep);
  for (int ring = 0; ring <= rings; ++ring)
    for (int dy = -ring; dy <= ring; ++dy)
      for (const int dx : {0, -ring + std::abs(dy), ring - std::abs(dy)}) {
        if (std::abs(dx) + std::abs(dy) != ring) continue;
        Box b = wanted;
        b.x += dx * kStep;
        b.y += dy * kStep;
        if (fits(b)) return b;
      }
  // Nowhere free: at least inside the picture (the browser test would say that it overlaps).
  Box b = wanted;
  b.x = std::clamp(b.x, 0.0, std::max(0.0, width_ - b.w));
  b.y = std::clamp(b.y, 0.0, std::max(0.0, height_ - b.h));
  return b;
}

Box Picture::label(double x, double baseline, std::string_view content, Anchor anchor,
                   double size) {
  const Box wanted = text_box(content, x, baseline, anchor, size);
  const Box placed = place(wanted);
  return text(x + placed.x - wanted.x, baseline + placed.y - wanted.y, content, anchor, size);
}

void Picture::avoid_line(double x1, double y1, double x2, double y2) {
  constexpr double kHalf = 2;
  const int steps = std::max(1, static_cast<int>(std::hypot(x2 - x1, y2 - y1) / kHalf));
  for (int i = 0; i <= steps; ++i) {
    const double t = static_cast<double>(i) / steps;
    avoid({x1 + t * (x2 - x1) - kHalf, y1 + t * (y2 - y1) - kHalf, 2 * kHalf, 2 * kHalf});
  }
}

void Picture::line(double x1, double y1, double x2, double y2, const char* colour, double width,
                   const char* dash) {
  body_ += "<line x1=\"" + px(x1) + "\" y1=\"" + px(y1) + "\" x2=\"" + px(x2) + "\" y2=\"" +
           px(y2) + "\" stroke=\"" + colour + "\" stroke-width=\"" + px(width) + "\"" +
           (dash ? attribute("stroke-dasharray", dash) : "") + "/>\n";
}

void Picture::polyline(const std::vector<std::pair<double, double>>& points, const char* colour,
                       double width, const char* dash) {
  std::string list;
  for (const auto& [x, y] : points) list += (list.empty() ? "" : " ") + px(x) + "," + px(y);
  body_ += "<polyline points=\"" + list + "\" fill=\"none\" stroke=\"" + colour +
           "\" stroke-width=\"" + px(width) + "\"" +
           (dash ? attribute("stroke-dasharray", dash) : "") + "/>\n";
}

void Picture::rect(const Box& box, const Mark& mark, const std::string& data) {
  body_ += "<rect x=\"" + px(box.x) + "\" y=\"" + px(box.y) + "\" width=\"" + px(box.w) +
           "\" height=\"" + px(box.h) + "\" fill=\"" + mark.fill + "\" stroke=\"" + mark.stroke +
           "\"" + data + "/>\n";
}

void Picture::circle(double cx, double cy, double r, const Mark& mark, const std::string& data) {
  body_ += "<circle cx=\"" + px(cx) + "\" cy=\"" + px(cy) + "\" r=\"" + px(r) + "\" fill=\"" +
           mark.fill + "\" stroke=\"" + mark.stroke + "\" stroke-width=\"2\"" + data + "/>\n";
}

std::string Picture::finish() const {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + px(width_) + "\" height=\"" +
         px(height_) + "\" viewBox=\"0 0 " + px(width_) + " " + px(height_) +
         "\" font-family=\"sans-serif\"" + attribute("data-picture", kind_) + ">\n" +
         "<rect x=\"0\" y=\"0\" width=\"" + px(width_) + "\" height=\"" + px(height_) +
         "\" fill=\"#ffffff\"/>\n" + body_ + "</svg>\n";
}

double at(const Axis& axis, double value) { return axis.scale(value); }

void draw_axis(Picture& picture, const Axis& axis, const std::string& title, double grid_to) {
  const Scale& s = axis.scale;
  const bool bottom = axis.side == Side::bottom;
  std::vector<std::pair<double, std::string>> ticks = axis.ticks;
  if (ticks.empty()) {
    const double length = std::fabs(s.to_px() - s.from_px());
    for (const double v : s.ticks(std::max(2, static_cast<int>(length / (bottom ? 70 : 40)))))
      ticks.emplace_back(v, number(v));
  }
  if (bottom)
    picture.line(s.from_px(), axis.at, s.to_px(), axis.at, "#444444");
  else
    picture.line(axis.at, s.from_px(), axis.at, s.to_px(), "#444444");
  std::vector<Box> labels;
  for (const auto& [value, text] : ticks) {
    const double p = s(value);
    if (grid_to != axis.at) {
      if (bottom)
        picture.line(p, axis.at, p, grid_to, "#e4e4e4");
      else
        picture.line(axis.at, p, grid_to, p, "#e4e4e4");
    }
    const std::string data = attribute("class", "tick") + attribute("data-axis", axis.id) +
                             attribute("data-value", exact(value)) +
                             attribute("data-scale", s.is_log() ? "log" : "linear");
    if (bottom)
      picture.rect({p - 0.5, axis.at, 1, 5}, {"#444444", "none"}, data);
    else
      picture.rect({axis.at - 5, p - 0.5, 5, 1}, {"#444444", "none"}, data);
    const Box box = bottom ? text_box(text, p, axis.at + 18, Anchor::middle, kTextSize)
                           : text_box(text, axis.at - 8, p + 4, Anchor::end, kTextSize);
    if (std::any_of(labels.begin(), labels.end(), [&](const Box& b) { return b.overlaps(box); }))
      continue;
    labels.push_back(box);
    if (bottom)
      picture.text(p, axis.at + 18, text, Anchor::middle);
    else
      picture.text(axis.at - 8, p + 4, text, Anchor::end);
  }
  if (title.empty()) return;
  if (bottom)
    picture.label((s.from_px() + s.to_px()) / 2, axis.at + 38, title, Anchor::middle);
  else
    picture.label(axis.at - 8, std::min(s.from_px(), s.to_px()) - 12, title, Anchor::start);
}

void point(Picture& picture, const Axis& x, double x_value, const Axis& y, double y_value,
           const Mark& mark, double r) {
  const double cx = at(x, x_value), cy = at(y, y_value);
  picture.circle(cx, cy, r, mark, mark_data("point", x, x_value, y, y_value));
  picture.avoid({cx - r - 1, cy - r - 1, 2 * r + 2, 2 * r + 2});
}

void ceiling_glyph(Picture& picture, double cx, double cy, const std::string& data) {
  picture.rect({cx - 1.5, cy - 11, 3, 22}, kCeiling, data);
}

void ceiling_tick(Picture& picture, const Axis& x, double x_value, const Axis& y, double y_value) {
  ceiling_glyph(picture, at(x, x_value), at(y, y_value),
                mark_data("point", x, x_value, y, y_value));
}

Box item(Picture& picture, const Axis& x, double x_value, const Axis& y, double y_value, double w,
         double h, const Mark& mark) {
  const Box box{at(x, x_value) - w / 2, at(y, y_value) - h / 2, w, h};
  picture.rect(box, mark, mark_data("item", x, x_value, y, y_value));
  picture.avoid(box);
  return box;
}

Box bar(Picture& picture, const Axis& x, double x0, double x1, const Axis& y, double y_value) {
  const double left = at(x, x0), right = at(x, x1), top = at(y, y_value), base = at(y, 0);
  const Box box{left + 1, top, right - left - 2, base - top};
  picture.rect(box, kBar, mark_data("bar", x, (x0 + x1) / 2, y, y_value));
  return box;
}

}  // namespace lab::pictures::svg

// The one SVG writer behind the lab's pictures (lab bench's, the roofline, the class report's
// distributions, the checkers' stream timeline): escaping, linear and log scales, axes with
// ticks, marks that carry their data, and labels placed so that none overlaps another or
// leaves the picture.
//
//   svg::Picture p(640, 360, "roofline");
//   const svg::Axis x{"x", svg::Scale::log(0.1, 100, 60, 620), svg::Side::bottom, 320};
//   svg::draw_axis(p, x, "FLOP/byte", 40);        // ticks, their labels, a grid up to y = 40
//   svg::point(p, x, 12.5, y, 900, svg::kYours);  // a marker where the numbers put it
//   const std::string file = p.finish();
//
// Ticks carry data-axis, data-value and data-scale, marks (points, bars, items) data-x-axis,
// data-x, data-y-axis and data-y: the browser test (tests/pictures_in_browser.cpp) reads them
// to check that a mark sits where its number and the drawn ticks put it. Colours are
// attributes, not CSS, so that a picture inlined in a page neither takes nor gives styles.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lab::pictures::svg {

// The text with &, <, >, " and ' escaped, and a control character XML forbids replaced by
// U+FFFD: safe in XML and HTML text and attribute values.
std::string escape(std::string_view text);

// A tick label: as short as it can be without losing a digit of a round value ("0.5", "12",
// "4000", "1e4", "2.5e6", "1e-4").
std::string number(double value);
// A measured value for a label, to three significant digits: "67000", "4800", "14", "0.0833".
std::string rounded(double value);

struct Box {
  double x = 0, y = 0, w = 0, h = 0;  // top left corner, in the picture's pixels
  bool overlaps(const Box& other) const;
  bool inside(const Box& outer) const;
};

enum class Anchor { start, middle, end };

// The box a text takes, estimated from its characters (there are no font metrics here): wide
// enough for the widest of the usual sans-serif fonts, so that boxes that do not overlap here
// do not overlap as the browser draws them. Chinese characters take a full em.
Box text_box(std::string_view text, double x, double baseline, Anchor anchor, double size);

// Values to pixels. A log scale maps decades to equal lengths.
class Scale {
 public:
  static Scale linear(double low, double high, double from_px, double to_px);
  static Scale log(double low, double high, double from_px, double to_px);  // 0 < low < high

  double operator()(double value) const;
  bool is_log() const { return log_; }
  double low() const { return low_; }
  double high() const { return high_; }
  double from_px() const { return from_; }
  double to_px() const { return to_; }
  // At most `most` round values in [low, high]: steps of 1, 2 or 5 times a power of ten, or
  // on a log scale each power of ten.
  std::vector<double> ticks(int most) const;

 private:
  Scale(double low, double high, double from_px, double to_px, bool log);
  double low_, high_, from_, to_;
  bool log_;
};

// The smallest of 1, 2, 2.5, 5 times a power of ten that is >= value (> 0): a linear axis's end.
double round_up(double value);
// The end of a linear axis from 0 that holds `most` with a little room: a whole number of
// round steps (60 for 54, 5000 for 4258).
double axis_end(double most);
// The powers of ten just below and just above `value` (> 0): a log axis's ends.
double decade_below(double value);
double decade_above(double value);

enum class Side { bottom, left };

struct Axis {
  std::string id;  // data-axis of its ticks and data-x-axis or data-y-axis of its marks
  Scale scale;
  Side side;
  double at;  // the y of a bottom axis, the x of a left one
  // Where the ticks are and what they say; empty: the scale's round values, as number()s.
  std::vector<std::pair<double, std::string>> ticks = {};
};

// The kinds of mark, each with its colour and shape: the student's kernel, the reference's,
// the hardware's ceiling, a bar of a distribution.
struct Mark {
  const char* fill;
  const char* stroke;
};
inline constexpr Mark kYours{"#0072b2", "#0072b2"};   // filled blue
inline constexpr Mark kReference{"none", "#d55e00"};  // an orange ring
inline constexpr Mark kCeiling{"#555555", "#555555"};
inline constexpr Mark kBar{"#8fb8de", "#4f7fae"};

inline constexpr double kTextSize = 12, kTitleSize = 14;

class Picture {
 public:
  Picture(double width, double height, std::string kind);  // kind: its data-picture

  double width() const { return width_; }
  double height() const { return height_; }

  // A text at its place; later labels keep clear of it. Returns its box.
  Box text(double x, double baseline, std::string_view text, Anchor anchor = Anchor::start,
           double size = kTextSize, bool bold = false);
  // A text as near (x, baseline) as it fits: inside the picture and clear of every text and
  // mark placed so far, moved by the smallest nudge that does it.
  Box label(double x, double baseline, std::string_view text, Anchor anchor = Anchor::start,
            double size = kTextSize);
  // Later labels keep clear of `box` (a point, a line's label spot).
  void avoid(const Box& box) { taken_.push_back(box); }
  // Later labels keep clear of the segment (a roof), by boxes along it.
  void avoid_line(double x1, double y1, double x2, double y2);

  void line(double x1, double y1, double x2, double y2, const char* colour, double width = 1,
            const char* dash = nullptr);
  void polyline(const std::vector<std::pair<double, double>>& points, const char* colour,
                double width = 1.5, const char* dash = nullptr);
  // `data`: extra attributes, written as given (` class="bar" data-x="3"`).
  void rect(const Box& box, const Mark& mark, const std::string& data = "");
  void circle(double cx, double cy, double r, const Mark& mark, const std::string& data = "");

  // The whole file, from <svg> to </svg>; without an XML declaration, so that it can also be
  // inlined in HTML.
  std::string finish() const;

 private:
  Box place(const Box& wanted) const;
  double width_, height_;
  std::string kind_, body_;
  std::vector<Box> taken_;
};

// The axis line, its ticks and their labels, and faint grid lines across the plot up to
// `grid_to` (a y for a bottom axis, an x for a left one; none when it equals `at`). A tick
// label that would overlap an earlier one is left out; its tick stays. `title` goes under a
// bottom axis's labels, or above a left axis, over its labels.
void draw_axis(Picture& picture, const Axis& axis, const std::string& title, double grid_to);

// The pixel of a value on an axis.
double at(const Axis& axis, double value);

// A round marker of `mark` at (x, y) in data, with its data; later labels keep clear of it.
void point(Picture& picture, const Axis& x, double x_value, const Axis& y, double y_value,
           const Mark& mark, double r = 5);
// The ceiling's glyph, a short upright bar taller than a point, centred on a pixel (a legend's).
void ceiling_glyph(Picture& picture, double cx, double cy, const std::string& data = "");
// The ceiling's glyph at its data: at x, across the row y.
void ceiling_tick(Picture& picture, const Axis& x, double x_value, const Axis& y, double y_value);
// A box w x h centred on (x, y) in data, carrying its data as a point does (class "item": a
// piece of work in the stream timeline); later labels keep clear of it. Returns its box.
Box item(Picture& picture, const Axis& x, double x_value, const Axis& y, double y_value, double w,
         double h, const Mark& mark);
// A bar of a distribution from x0 to x1 and from the y axis's zero up to y_value; its box.
Box bar(Picture& picture, const Axis& x, double x0, double x1, const Axis& y, double y_value);

}  // namespace lab::pictures::svg

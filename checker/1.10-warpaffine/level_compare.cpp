#include "level_compare.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"

namespace lab::checks {

namespace {

struct Place {
  int x, y;
};

// The pixel a value belongs to, in either layout.
Place place(size_t index, const Geometry& g) {
  const size_t plane = static_cast<size_t>(g.width) * g.height;
  const size_t p = g.layout == Layout::chw_rgb ? index % plane : index / 3;
  return {static_cast<int>(p % g.width), static_cast<int>(p / g.width)};
}

std::string pair(double a, double b) {
  return "(" + format_number(a) + ", " + format_number(b) + ")";
}

// The block and thread that owned pixel (x, y): a 2D launch maps x and y directly; a 1D
// launch (grid.y == block.y == 1) is taken to number the pixels row by row.
std::string owner(int x, int y, const Geometry& g) {
  if (!g.launch || g.launch->block.x == 0) return "";
  const dim3 b = g.launch->block;
  if (g.launch->grid.y == 1 && b.y == 1) {
    const size_t i = static_cast<size_t>(y) * g.width + x;
    return say("warp.owner", {{"block", i / b.x}, {"thread", i % b.x}});
  }
  return say("warp.owner", {{"block", pair(x / b.x, y / b.y)}, {"thread", pair(x % b.x, y % b.y)}});
}

// None or the columns / rows at the right / bottom edge that no thread covered.
Diagnosis uncovered_edge(const std::vector<Mark>& marks, const Geometry& g) {
  const size_t plane = static_cast<size_t>(g.width) * g.height;
  auto never = [&](int x, int y) {
    for (int c = 0; c < 3; ++c) {
      const size_t i = g.layout == Layout::chw_rgb
                           ? c * plane + static_cast<size_t>(y) * g.width + x
                           : (static_cast<size_t>(y) * g.width + x) * 3 + c;
      if (marks[i] != Mark::never_written) return false;
    }
    return true;
  };
  // The first column (row) from which every pixel to the right (below) is never written.
  auto column_never = [&](int x) {
    for (int y = 0; y < g.height; ++y)
      if (!never(x, y)) return false;
    return true;
  };
  auto row_never = [&](int y) {
    for (int x = 0; x < g.width; ++x)
      if (!never(x, y)) return false;
    return true;
  };
  int first_x = g.width, first_y = g.height;
  while (first_x > 0 && column_never(first_x - 1)) --first_x;
  while (first_y > 0 && row_never(first_y - 1)) --first_y;
  for (int y = 0; y < g.height; ++y)
    for (int x = 0; x < g.width; ++x)
      if (never(x, y) && x < first_x && y < first_y) return {};  // never written elsewhere too
  const std::string columns = first_x < g.width ? say("warp.edge.columns", {{"x", first_x}}) : "";
  const std::string rows = first_y < g.height ? say("warp.edge.rows", {{"y", first_y}}) : "";
  if (columns.empty() && rows.empty()) return {};
  const std::string where = columns.empty() || rows.empty()
                                ? columns + rows
                                : say("warp.edge.both", {{"columns", columns}, {"rows", rows}});
  return diagnose("warp-grid-too-small", {{"where", where}});
}

Diagnosis pattern_hint(const std::vector<double>& got, const std::vector<double>& want,
                       const LevelReport& r, const Geometry& g) {
  size_t interior = 0;  // inside pixels that blend no neighbour from outside the image
  const std::string& n = g.name;
  if (r.never_written == r.values) return diagnose("warp-nothing-written", {{"output", n}});
  size_t outside_values = 0, never_outside = 0, wrong = 0, wrong_outside = 0, wrong_border = 0,
         below = 0;
  for (size_t i = 0; i < r.values; ++i) {
    const Place p = place(i, g);
    float sx, sy;
    warp_ref::source_position(g.d2i, p.x, p.y, sx, sy);
    const bool outside = warp_ref::outside(sx, sy, g.src_w, g.src_h);
    interior += !outside && !warp_ref::touches_border(sx, sy, g.src_w, g.src_h);
    outside_values += outside;
    if (r.marks[i] == Mark::exact) continue;
    ++wrong;
    never_outside += outside && r.marks[i] == Mark::never_written;
    wrong_outside += outside;
    wrong_border += warp_ref::touches_border(sx, sy, g.src_w, g.src_h);
    below += r.marks[i] == Mark::off_by_one && got[i] < want[i];
  }
  if (r.never_written) {
    // Skipped fill leaves exactly the pixels outside unwritten; a grid too small for the
    // destination can leave only some of them (bands at the bottom or right), so it is
    // looked for when the never-written pixels are outside but not all of them.
    if (never_outside == r.never_written && r.never_written == outside_values)
      return diagnose("warp-fill-skipped");
    const Diagnosis edge = uncovered_edge(r.marks, g);
    if (!edge.text.empty()) return edge;
    return diagnose("warp-pixels-unwritten", {{"count", r.never_written / 3}});
  }
  if (wrong_outside == wrong) return diagnose("warp-band-wrong");
  if (wrong_border == wrong && interior > 0) return diagnose("warp-border-wrong");
  if (below == wrong) return diagnose("warp-one-level-low");
  return {};
}

}  // namespace

std::string describe_pixel(int x, int y, const Geometry& g) {
  float sx, sy;
  warp_ref::source_position(g.d2i, x, y, sx, sy);
  char position[64];
  std::snprintf(position, sizeof position, "(%.2f, %.2f)", sx, sy);
  return say("warp.pixel",
             {{"pixel", pair(x, y)}, {"owner", owner(x, y, g)}, {"source", position}});
}

LevelReport compare_levels(const std::vector<double>& got, const warp_ref::Levels& want,
                           const Geometry& g, const warp_ref::LevelTolerance& t) {
  LevelReport r;
  r.values = got.size();
  r.marks.assign(got.size(), Mark::exact);
  for (size_t i = 0; i < got.size(); ++i) {
    const double d = std::fabs(got[i] - want.level[i]);
    if (std::isnan(got[i]))
      r.marks[i] = Mark::never_written, ++r.never_written;
    else if (d <= t.exact_within)
      continue;
    else if (std::fabs(got[i] - want.other[i]) <= t.exact_within)
      ++r.ties;
    else if (d > t.max_diff + t.exact_within)
      r.marks[i] = Mark::worse, ++r.worse;
    else
      r.marks[i] = Mark::off_by_one, ++r.off_by_one;
  }
  const size_t allowed = static_cast<size_t>(t.max_off_by_one_share * r.values);
  if (r.never_written == 0 && r.worse == 0 && r.off_by_one <= allowed) return r;

  std::string& m = r.message;
  const size_t wrong = r.never_written + r.worse + r.off_by_one;
  m = say("warp.values-wrong", {{"wrong", wrong},
                                {"values", r.values},
                                {"output", g.name},
                                {"width", g.width},
                                {"height", g.height},
                                {"never", r.never_written},
                                {"worse", r.worse},
                                {"off_by_one", r.off_by_one},
                                {"allowed", allowed}}) +
      "\n  " + say("warp.tolerance", {{"rule", t.describe()}}) + "\n";
  if (g.layout == Layout::chw_rgb) m += "  " + say("warp.tensor-as-levels") + "\n";
  // Up to 5 wrong pixels, the worst kind first: never written, far off, off by one.
  const size_t plane = static_cast<size_t>(g.width) * g.height;
  auto index = [&](size_t pixel, int c) {
    return g.layout == Layout::chw_rgb ? c * plane + pixel : pixel * 3 + c;
  };
  auto text = [](double v) {
    return std::isnan(v) ? say("warp.never-written") : format_number(std::round(v * 1000) / 1000);
  };
  std::vector<bool> listed(plane, false);
  size_t shown = 0;
  for (Mark kind : {Mark::never_written, Mark::worse, Mark::off_by_one})
    for (size_t i = 0; i < got.size() && shown < 5; ++i) {
      const size_t pixel = g.layout == Layout::chw_rgb ? i % plane : i / 3;
      if (r.marks[i] != kind || listed[pixel]) continue;
      listed[pixel] = true, ++shown;
      std::string got_text, want_text;
      bool none_written = true;
      for (int c = 0; c < 3; ++c) {
        got_text += (c ? ", " : "") + text(got[index(pixel, c)]);
        want_text += (c ? ", " : "") + text(want.level[index(pixel, c)]);
        none_written = none_written && std::isnan(got[index(pixel, c)]);
      }
      const std::string at =
          describe_pixel(static_cast<int>(pixel % g.width), static_cast<int>(pixel / g.width), g);
      const char* channels = g.layout == Layout::chw_rgb ? "R, G, B" : "B, G, R";
      m += "  " +
           (none_written ? say("warp.pixel-unwritten", {{"output", g.name},
                                                        {"pixel", at},
                                                        {"channels", channels},
                                                        {"want", want_text}})
                         : say("warp.pixel-wrong", {{"output", g.name},
                                                    {"pixel", at},
                                                    {"channels", channels},
                                                    {"got", got_text},
                                                    {"want", want_text}})) +
           "\n";
    }
  const size_t wrong_pixels = [&] {
    size_t n = 0;
    for (size_t p = 0; p < plane; ++p)
      for (int c = 0; c < 3; ++c)
        if (r.marks[index(p, c)] != Mark::exact) {
          ++n;
          break;
        }
    return n;
  }();
  if (wrong_pixels > shown)
    m += "  " + say("warp.more-pixels", {{"count", wrong_pixels - shown}}) + "\n";
  r.hint = pattern_hint(got, want.level, r, g);
  return r;
}

bool matches(const std::vector<double>& got, const std::vector<double>& want,
             const warp_ref::LevelTolerance& t) {
  size_t off = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    if (std::isnan(got[i]) && std::isnan(want[i])) continue;  // never written in both
    const double d = std::fabs(got[i] - want[i]);
    if (!(d <= t.max_diff + t.exact_within)) return false;  // NaN in one of them included
    off += d > t.exact_within;
  }
  return off <= static_cast<size_t>(t.max_off_by_one_share * got.size());
}

}  // namespace lab::checks

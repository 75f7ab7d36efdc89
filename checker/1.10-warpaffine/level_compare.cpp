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

std::string pair(double a, double b) { return "(" + format_number(a) + ", " + format_number(b) + ")"; }

// The block and thread that owned pixel (x, y): a 2D launch maps x and y directly; a 1D
// launch (grid.y == block.y == 1) is taken to number the pixels row by row.
std::string owner(int x, int y, const Geometry& g) {
  if (!g.launch || g.launch->block.x == 0) return "";
  const dim3 b = g.launch->block;
  if (g.launch->grid.y == 1 && b.y == 1) {
    const size_t i = static_cast<size_t>(y) * g.width + x;
    return " (block " + std::to_string(i / b.x) + ", thread " + std::to_string(i % b.x) + ")";
  }
  return " (block " + pair(x / b.x, y / b.y) + ", thread " + pair(x % b.x, y % b.y) + ")";
}

// "" or the columns / rows at the right / bottom edge that no thread covered.
std::string uncovered_edge(const std::vector<Mark>& marks, const Geometry& g) {
  const size_t plane = static_cast<size_t>(g.width) * g.height;
  auto never = [&](int x, int y) {
    for (int c = 0; c < 3; ++c) {
      const size_t i = g.layout == Layout::chw_rgb ? c * plane + static_cast<size_t>(y) * g.width + x
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
      if (never(x, y) && x < first_x && y < first_y) return "";  // never written elsewhere too
  std::string where;
  if (first_x < g.width) where = "the columns from x = " + std::to_string(first_x);
  if (first_y < g.height) where += (where.empty() ? "the rows from y = " : " and the rows from y = ") + std::to_string(first_y);
  if (where.empty()) return "";
  return tagged("warp-grid-too-small",
                where + " on were never written: the grid covers too few threads in that direction. Round "
                "up in x and in y: grid = ((dst_w + block.x - 1) / block.x, (dst_h + block.y - 1) / block.y).");
}

std::string pattern_hint(const std::vector<double>& got, const std::vector<double>& want,
                         const LevelReport& r, const Geometry& g) {
  size_t interior = 0;  // inside pixels that blend no neighbour from outside the image
  const std::string& n = g.name;
  if (r.never_written == r.values)
    return tagged("warp-nothing-written",
                  "no pixel of " + n + " was written: did the kernel run (a rejected launch)? Does it store "
                  "to " + n + "? Is the bounds check rejecting every thread?");
  size_t outside_values = 0, never_outside = 0, wrong = 0, wrong_outside = 0, wrong_border = 0, below = 0;
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
      return tagged("warp-fill-skipped",
                    "every pixel whose source position lies outside [-1, src_w) x [-1, src_h) (the letterbox "
                    "bands), and no other, was never written: such pixels must be set to fill_value, not skipped.");
    const std::string edge = uncovered_edge(r.marks, g);
    if (!edge.empty()) return edge;
    return tagged("warp-pixels-unwritten",
                  std::to_string(r.never_written / 3) + " pixel(s) were never written, scattered: some pixels get "
                  "no thread. The pixel of a thread is dx = blockIdx.x * blockDim.x + threadIdx.x, dy = "
                  "blockIdx.y * blockDim.y + threadIdx.y, stored at dst + dy * dst_line_size + 3 * dx.");
  }
  if (wrong_outside == wrong)
    return tagged("warp-band-wrong",
                  "only pixels whose source position lies outside the image (the letterbox bands) are wrong: "
                  "they must be exactly fill_value (the function's argument, not a constant).");
  if (wrong_border == wrong && interior > 0)
    return tagged("warp-border-wrong",
                  "only pixels that blend in a neighbour outside the image are wrong (their source position is "
                  "within one pixel of the edge): such a neighbour counts as fill_value. Do not clamp it to "
                  "the edge, and do not read it (it is past the row, or before the image).");
  if (below == wrong)
    return tagged("warp-one-level-low",
                  "every wrong value is one level too low: the values are truncated (a float converted to an "
                  "integer drops the fraction; round to nearest: floor(v + 0.5f)), or computed slightly too "
                  "small everywhere (weights that add up to less than 1).");
  return "";
}

}  // namespace

std::string describe_pixel(int x, int y, const Geometry& g) {
  float sx, sy;
  warp_ref::source_position(g.d2i, x, y, sx, sy);
  char position[64];
  std::snprintf(position, sizeof position, "(%.2f, %.2f)", sx, sy);
  return "pixel " + pair(x, y) + owner(x, y, g) + ", source position " + position;
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
  m = std::to_string(wrong) + " of " + std::to_string(r.values) + " values of " + g.name + " (" +
      std::to_string(g.width) + " x " + std::to_string(g.height) + " pixels x 3) are wrong: " +
      std::to_string(r.never_written) + " never written, " + std::to_string(r.worse) +
      " off by more than one level, " + std::to_string(r.off_by_one) + " off by one (" +
      std::to_string(allowed) + " allowed).\n  Tolerance: " + t.describe() + ".\n";
  if (g.layout == Layout::chw_rgb) m += "  (tensor values are shown times 255, as levels)\n";
  // Up to 5 wrong pixels, the worst kind first: never written, far off, off by one.
  const size_t plane = static_cast<size_t>(g.width) * g.height;
  auto index = [&](size_t pixel, int c) { return g.layout == Layout::chw_rgb ? c * plane + pixel : pixel * 3 + c; };
  auto text = [](double v) { return std::isnan(v) ? std::string("never written") : format_number(std::round(v * 1000) / 1000); };
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
      m += "  " + g.name + " " + describe_pixel(static_cast<int>(pixel % g.width), static_cast<int>(pixel / g.width), g) +
           (g.layout == Layout::chw_rgb ? ", R, G, B" : ", B, G, R") + ": got " +
           (none_written ? "never written" : got_text) + ", want " + want_text + "\n";
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
  if (wrong_pixels > shown) m += "  ... and " + std::to_string(wrong_pixels - shown) + " more pixel(s)\n";
  r.hint = pattern_hint(got, want.level, r, g);
  return r;
}

bool matches(const std::vector<double>& got, const std::vector<double>& want,
             const warp_ref::LevelTolerance& t) {
  size_t off = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    const double d = std::fabs(got[i] - want[i]);
    if (!(d <= t.max_diff + t.exact_within)) return false;  // NaN (never written) included
    off += d > t.exact_within;
  }
  return off <= static_cast<size_t>(t.max_off_by_one_share * got.size());
}

}  // namespace lab::checks

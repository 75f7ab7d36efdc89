// Comparing a warped image (or tensor) with the reference, value by value in 8-bit levels,
// and saying what the differences look like: which pixels, which threads, where they come
// from in the source, and a pattern hint where the set of wrong pixels has a known shape.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "reference.h"

namespace lab::checks {

// How the values are laid out: an image (B, G, R per pixel, row by row) or a tensor
// (a plane of R, then G, then B).
enum class Layout { hwc_bgr, chw_rgb };

struct Geometry {
  std::string name;  // the output's name in the contract ("dst")
  int width = 0, height = 0;
  Layout layout = Layout::hwc_bgr;
  float d2i[6] = {};  // for the source position of a wrong pixel
  int src_w = 0, src_h = 0;
  const KernelLaunch* launch = nullptr;  // for (block, thread) labels
};

// What one value is. Never written: the output still held the poison there.
enum class Mark : uint8_t { exact, off_by_one, worse, never_written };

struct LevelReport {
  size_t values = 0, off_by_one = 0, worse = 0, never_written = 0;
  size_t ties = 0;  // values on the other side of a rounding tie (accepted)
  std::vector<Mark> marks;
  std::string message;  // "" when within tolerance
  Diagnosis hint;       // what the pattern of wrong pixels suggests, or none
  bool ok() const { return message.empty(); }
};

// `got` in levels (NaN = never written), `want` the accepted levels (reference.h).
LevelReport compare_levels(const std::vector<double>& got, const warp_ref::Levels& want,
                           const Geometry& geometry, const warp_ref::LevelTolerance& tolerance);

// True when `got` is within tolerance of `want` (used to test what a wrong result looks like);
// a value never written (NaN) matches only a value never written.
bool matches(const std::vector<double>& got, const std::vector<double>& want,
             const warp_ref::LevelTolerance& tolerance);

// "pixel (12, 7) (block (0, 0), thread (12, 7)), source position (36.5, 21.5)"
std::string describe_pixel(int x, int y, const Geometry& geometry);

}  // namespace lab::checks

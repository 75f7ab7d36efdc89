// The roofline of a chapter's kernels: arithmetic intensity against throughput on log-log
// axes, under the memory bandwidth roof (a slope: bandwidth times intensity) and the compute
// roof (flat: the peak), which meet at the ridge point. A kernel left of the ridge is bound by
// memory, right of it by compute. A pure function of the numbers, for `lab profile`, which
// measures them; the words of the axes and roofs come from the message catalogue.
//
//   pictures::Roofline r{4800, 67000, {{"your vector_add", 0.083, 310}}, "1.6 vector-add"};
//   const std::string file = pictures::roofline_svg(r, lab::reader_language());
#pragma once

#include <string>
#include <vector>

#include "common/language.h"

namespace lab::pictures {

struct RooflinePoint {
  std::string label;  // "your vector_add", "reference": the caller's words
  double intensity_flop_per_byte;
  double gflops;
};

struct Roofline {
  double peak_gbs;                    // memory bandwidth, GB/s
  double peak_gflops;                 // compute, GFLOP/s
  std::vector<RooflinePoint> points;  // a point without a positive intensity and rate is left out
  std::string title;
};

// The picture, a whole SVG file, with its words in `language`.
std::string roofline_svg(const Roofline& roofline, Language language);

}  // namespace lab::pictures

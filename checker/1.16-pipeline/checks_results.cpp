// check_order, boxes_differ and check_boxes (checks.h): what on_frame got.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "chapters/1.10-warpaffine/warp_affine.h"
#include "chapters/1.16-pipeline/model.h"
#include "checker/1.12-yolov5-postprocess/reference.h"
#include "checker/harness/messages.h"
#include "checks.h"

namespace lab::checks {

namespace {

// v[from] to v[from + most - 1], with "..." where the list goes on either side.
std::string joined(const std::vector<int>& v, size_t from, size_t most) {
  std::string s = from > 0 && from < v.size() ? "..., " : "";
  for (size_t i = from; i < v.size() && i < from + most; ++i)
    s += (i > from ? ", " : "") + std::to_string(v[i]);
  return v.size() > from + most ? s + ", ..." : s;
}

// Chapter 1.12's tolerance of a corner mapped by d2i (postprocess_ref::decode): 3 eps S with
// S = |m0| (|cx| + |w|/2) + |m1| (|cy| + |h|/2) + |m2|. |cx| + |w|/2 <= |x0| + |x1| for a box
// whose network-pixel edges are x0 and x1 (found from the frame's edges through i2d), and so
// for y: the bound below is at least 1.12's.
double corner_tolerance(const Detection& d, const AffineMatrix& m, bool x_corner) {
  const double net_x =
      std::fabs(m.i2d[0] * d.left + m.i2d[2]) + std::fabs(m.i2d[0] * d.right + m.i2d[2]);
  const double net_y =
      std::fabs(m.i2d[4] * d.top + m.i2d[5]) + std::fabs(m.i2d[4] * d.bottom + m.i2d[5]);
  const float* row = x_corner ? m.d2i : m.d2i + 3;
  return postprocess_ref::rounding_tolerance(std::fabs(row[0]) * net_x + std::fabs(row[1]) * net_y +
                                             std::fabs(row[2]));
}

std::string box_text(const Detection& d) {
  return say("pipeline.box", {{"label", d.label},
                              {"left", std::to_string(d.left)},
                              {"top", std::to_string(d.top)},
                              {"right", std::to_string(d.right)},
                              {"bottom", std::to_string(d.bottom)},
                              {"confidence", std::to_string(d.confidence)}});
}

}  // namespace

Problems check_order(const std::vector<int>& order, int frames) {
  std::vector<int> want(frames);
  for (int i = 0; i < frames; ++i) want[i] = i;
  if (order == want) return {};
  // Both lists from a little before where they part, so that the difference is shown.
  const size_t first =
      std::mismatch(order.begin(), order.end(), want.begin(), want.end()).first - order.begin();
  const size_t from = first > 3 ? first - 3 : 0;
  return diagnose("pipeline-frames-out-of-order",
                  {{"got", joined(order, from, 12)}, {"want", joined(want, from, 12)}});
}

std::string boxes_differ(const std::vector<Detection>& got, const std::vector<Detection>& want,
                         int width, int height) {
  if (got.size() != want.size())
    return say("pipeline.box-count", {{"got", got.size()}, {"want", want.size()}});
  const AffineMatrix m = letterbox_matrix(width, height, kModelInput, kModelInput);
  for (const Detection& w : want) {
    const auto same = std::find_if(got.begin(), got.end(), [&](const Detection& g) {
      return g.row == w.row && g.label == w.label;
    });
    if (same == got.end()) return say("pipeline.box-missing", {{"box", box_text(w)}});
    const double tx = 2 * corner_tolerance(w, m, true), ty = 2 * corner_tolerance(w, m, false);
    if (same->confidence != w.confidence || std::fabs(same->left - w.left) > tx ||
        std::fabs(same->right - w.right) > tx || std::fabs(same->top - w.top) > ty ||
        std::fabs(same->bottom - w.bottom) > ty)
      return say("pipeline.box-off", {{"got", box_text(*same)}, {"want", box_text(w)}});
  }
  return "";
}

Problems check_boxes(const std::vector<std::vector<Detection>>& got,
                     const std::vector<std::vector<Detection>>& want, int width, int height) {
  const auto empty = [](const std::vector<Detection>& kept) { return kept.empty(); };
  if (!got.empty() && std::all_of(got.begin(), got.end(), empty) &&
      !std::all_of(want.begin(), want.end(), empty))
    return diagnose("pipeline-no-boxes", {{"frames", got.size()}, {"want", want[0].size()}});
  for (size_t f = 0; f < want.size() && f < got.size(); ++f) {
    const std::string what = boxes_differ(got[f], want[f], width, height);
    if (what.empty()) continue;
    // Another frame's boxes: the results of another frame, or a frame staged too early.
    Problems problems;
    for (size_t other = 0; other < want.size() && problems.empty(); ++other)
      if (other != f && boxes_differ(got[f], want[other], width, height).empty())
        problems.add(diagnose("pipeline-boxes-of-another-frame",
                              {{"frame", f}, {"other", other}, {"what", what}}));
    if (problems.empty())
      problems.add(diagnose("pipeline-wrong-boxes", {{"frame", f}, {"what", what}}));
    // What may have been reused too early; cause_rules.cpp keeps those the run's structure shows.
    problems.add(cause("pipeline-cause-staging-rewritten"));
    problems.add(cause("pipeline-cause-frame-rewritten"));
    problems.add(cause("pipeline-cause-preprocessed-early"));
    problems.add(cause("pipeline-cause-results-early"));
    return problems;
  }
  return {};
}

}  // namespace lab::checks

#include "reference.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"

namespace lab::postprocess_ref {

std::vector<ExpectedBox> decode(const std::vector<float>& predict, int num_classes,
                                float conf_threshold, const std::array<float, 6>& m,
                                DecodeRules rules) {
  const size_t stride = 5 + static_cast<size_t>(num_classes);
  const size_t num_boxes = predict.size() / stride;
  const double eps = std::numeric_limits<float>::epsilon();
  std::vector<ExpectedBox> kept;
  for (size_t r = 0; r < num_boxes; ++r) {
    const float* p = &predict[r * stride];
    if (p[4] < conf_threshold) continue;
    int label = 0;
    for (int c = 1; c < num_classes; ++c)
      if (p[5 + c] > p[5 + label]) label = c;
    const float confidence = rules.objectness_in_confidence ? p[4] * p[5 + label] : p[5 + label];
    if (confidence < conf_threshold) continue;
    ExpectedBox e;
    e.row = static_cast<int>(r);
    e.confidence = confidence;
    e.label = label;
    const double cx = p[0], cy = p[1], hw = 0.5 * p[2], hh = 0.5 * p[3];
    e.unmapped = {cx - hw, cy - hh, cx + hw, cy + hh};
    const double size_x = std::fabs(cx) + std::fabs(hw), size_y = std::fabs(cy) + std::fabs(hh);
    const double mm[6] = {m[0], m[1], m[2], m[3], m[4], m[5]};
    for (int k = 0; k < 4; ++k) {
      // Corner k / 2 (top-left or bottom-right); even k its image x (row m0 m1 m2), odd k its y.
      const double* row = mm + (k % 2) * 3;
      const double x = e.unmapped[k & ~1], y = e.unmapped[k | 1];
      e.corner[k] = row[0] * x + row[1] * y + row[2];
      e.tolerance[k] = 3 * eps * (std::fabs(row[0]) * size_x + std::fabs(row[1]) * size_y + std::fabs(row[2]));
    }
    kept.push_back(e);
  }
  return kept;
}

float iou(const float* a, const float* b, bool clamp) {
  float cross_w = std::min(a[kRight], b[kRight]) - std::max(a[kLeft], b[kLeft]);
  float cross_h = std::min(a[kBottom], b[kBottom]) - std::max(a[kTop], b[kTop]);
  if (clamp) cross_w = std::max(0.0f, cross_w), cross_h = std::max(0.0f, cross_h);
  const float cross = cross_w * cross_h;
  const float area_a = std::max(0.0f, a[kRight] - a[kLeft]) * std::max(0.0f, a[kBottom] - a[kTop]);
  const float area_b = std::max(0.0f, b[kRight] - b[kLeft]) * std::max(0.0f, b[kBottom] - b[kTop]);
  const float union_area = area_a + area_b - cross;
  if (cross == 0.0f || union_area == 0.0f) return 0.0f;
  return cross / union_area;
}

bool beats(const std::vector<float>& boxes, const std::vector<int>& rows, int a, int b) {
  const float ca = boxes[a * kBoxElements + kConfidence], cb = boxes[b * kBoxElements + kConfidence];
  return ca > cb || (ca == cb && rows[a] < rows[b]);
}

std::vector<int> nms(const std::vector<float>& boxes, const std::vector<int>& rows, int n,
                     float iou_threshold, NmsRules rules) {
  const auto box = [&](int i) { return &boxes[static_cast<size_t>(i) * kBoxElements]; };
  const auto overlaps = [&](int a, int b) {
    if (rules.per_class && box(a)[kLabel] != box(b)[kLabel]) return false;
    const float v = iou(box(a), box(b), rules.clamp);
    return rules.strict ? v > iou_threshold : v >= iou_threshold;
  };
  std::vector<int> keep(n, 1);
  if (!rules.greedy) {
    for (int b = 0; b < n; ++b)
      for (int a = 0; a < n && keep[b]; ++a)
        if (a != b && beats(boxes, rows, a, b) && overlaps(a, b)) keep[b] = 0;
    return keep;
  }
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return beats(boxes, rows, a, b); });
  for (int k = 0; k < n; ++k) {
    if (!keep[order[k]]) continue;
    for (int p = k + 1; p < n; ++p)
      if (keep[order[p]] && overlaps(order[k], order[p])) keep[order[p]] = 0;
  }
  return keep;
}

}  // namespace lab::postprocess_ref

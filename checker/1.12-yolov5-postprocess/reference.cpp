#include "reference.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"

namespace lab::postprocess_ref {

double rounding_tolerance(double magnitude) {
  return 3 * std::numeric_limits<float>::epsilon() * magnitude;
}

std::vector<ExpectedBox> decode(const std::vector<float>& predict, int num_classes,
                                float conf_threshold, const std::array<float, 6>& m,
                                DecodeRules rules) {
  const size_t stride = 5 + static_cast<size_t>(num_classes);
  const size_t num_boxes = predict.size() / stride;
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
      e.tolerance[k] = rounding_tolerance(std::fabs(row[0]) * size_x + std::fabs(row[1]) * size_y +
                                          std::fabs(row[2]));
      e.unmapped_tolerance[k] = rounding_tolerance(k % 2 ? size_y : size_x);
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

namespace {

// The exact areas of two boxes and of their intersection (double holds every difference and
// product of these floats closely enough: 2^-53 against the 2^-24 of the band).
struct Areas {
  double a, b, cross;
};

Areas exact_areas(const float* a, const float* b) {
  auto side = [](double hi, double lo) { return std::max(0.0, hi - lo); };
  const double w =
      side(std::min<double>(a[kRight], b[kRight]), std::max<double>(a[kLeft], b[kLeft]));
  const double h =
      side(std::min<double>(a[kBottom], b[kBottom]), std::max<double>(a[kTop], b[kTop]));
  return {side(a[kRight], a[kLeft]) * side(a[kBottom], a[kTop]),
          side(b[kRight], b[kLeft]) * side(b[kBottom], b[kTop]), w * h};
}

// Every step of the float IoU before the division is exact (the checker's own boxes).
bool float_steps_exact(const float* a, const float* b, const Areas& exact) {
  const float w = std::max(0.0f, std::min(a[kRight], b[kRight]) - std::max(a[kLeft], b[kLeft]));
  const float h = std::max(0.0f, std::min(a[kBottom], b[kBottom]) - std::max(a[kTop], b[kTop]));
  const float area_a = std::max(0.0f, a[kRight] - a[kLeft]) * std::max(0.0f, a[kBottom] - a[kTop]);
  const float area_b = std::max(0.0f, b[kRight] - b[kLeft]) * std::max(0.0f, b[kBottom] - b[kTop]);
  return w * h == exact.cross && area_a == exact.a && area_b == exact.b &&
         area_a + area_b - w * h == exact.a + exact.b - exact.cross;
}

}  // namespace

bool iou_ambiguous(const float* a, const float* b, float t) {
  const Areas e = exact_areas(a, b);
  if (e.cross == 0) return false;  // IoU 0 by the contract's own rule
  const double d = e.cross * (1.0 + t) - double(t) * (e.a + e.b);
  if (d == 0 && float_steps_exact(a, b, e)) return false;
  return std::fabs(d) <= 16 * 0x1.0p-24 * (e.cross * (1.0 + t) + double(t) * (e.a + e.b));
}

bool beats(const std::vector<float>& boxes, const std::vector<int>& rows, int a, int b) {
  const float ca = boxes[a * kBoxElements + kConfidence],
              cb = boxes[b * kBoxElements + kConfidence];
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
        if (a != b && (!rules.ranked || beats(boxes, rows, a, b)) && overlaps(a, b)) keep[b] = 0;
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

// Box by box, in NMS's own order: a box that a suppressor certainly overlaps must be 0, one
// that only an ambiguous pair could suppress may be either, any other must be 1. Greedy NMS
// counts as suppressors the boxes `keep` kept before it, whose own keep was checked first:
// that is exactly the set of answers some choice of the ambiguous pairs produces.
bool nms_allows(const std::vector<float>& boxes, const std::vector<int>& rows, int n,
                float iou_threshold, NmsRules rules, const std::vector<int>& keep) {
  if (static_cast<int>(keep.size()) != n) return false;
  const auto box = [&](int i) { return &boxes[static_cast<size_t>(i) * kBoxElements]; };
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return beats(boxes, rows, a, b); });
  for (int k = 0; k < n; ++k) {
    const int b = order[k];
    bool must = false, may = false;
    for (int p = 0; p < k && !must; ++p) {
      const int a = order[p];
      if ((rules.greedy && keep[a] != 1) || (rules.per_class && box(a)[kLabel] != box(b)[kLabel]))
        continue;
      const float v = iou(box(a), box(b), rules.clamp);
      if (iou_ambiguous(box(a), box(b), iou_threshold))
        may = true;
      else
        must = rules.strict ? v > iou_threshold : v >= iou_threshold;
    }
    if (keep[b] != (must ? 0 : 1) && !(may && !must && keep[b] == 0)) return false;
  }
  return true;
}

}  // namespace lab::postprocess_ref

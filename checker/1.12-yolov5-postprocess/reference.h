// CPU references for chapter 1.12: decode (float64 corners, exact confidence and label) and
// both NMS algorithms. Each can also follow a known-wrong rule, so that the checker can say
// which mistake a wrong answer looks like.
#pragma once

#include <array>
#include <vector>

namespace lab::postprocess_ref {

// One row of predict that decode must keep, with what its box must hold.
struct ExpectedBox {
  int row = 0;
  float confidence = 0;  // objectness * probability, the same float multiplication
  int label = 0;
  std::array<double, 4> corner{};     // left, top, right, bottom, mapped with d2i (float64)
  std::array<double, 4> tolerance{};  // the float rounding allowed for each corner
  std::array<double, 4> unmapped{};   // the corners in network pixels (d2i not applied)
  std::array<double, 4> unmapped_tolerance{};  // their float rounding (the same rule, no d2i)
};

// How far a float computation may be from the exact value, with `magnitude` the sum of the
// sizes of the terms it adds up: see decode() below.
double rounding_tolerance(double magnitude);

struct DecodeRules {
  bool objectness_in_confidence = true;  // false: confidence = class probability alone
};

// The rows decode must keep, ascending. Tolerance of each corner x' = m0 x + m1 y + m2 with
// x = cx - w/2 (and the other three alike): x, the two products and the two sums are each
// rounded once to float (relative error <= eps/2 each); to first order the error is at most
// 4 * (eps/2) * S, S = |m0| |x| + |m1| |y| + |m2| <= |m0| (|cx| + |w|/2) + |m1| (|cy| + |h|/2)
// + |m2|. We allow 3 * eps * S (second-order terms included with room to spare); the
// unmapped corner x alone is one rounding of terms of size |cx| + |w|/2, allowed likewise.
// The confidence is one float multiplication, rounded the same way by every IEEE device
// (nothing to fuse it with): it is compared exactly, and so is the label (an argmax).
std::vector<ExpectedBox> decode(const std::vector<float>& predict, int num_classes,
                                float conf_threshold, const std::array<float, 6>& d2i,
                                DecodeRules rules = {});

// Which rule NMS follows.
struct NmsRules {
  bool greedy = true;     // false: the course's fast NMS
  bool clamp = true;      // false: the intersection's width and height are not clamped at 0
  bool per_class = true;  // false: boxes of different classes suppress each other
  bool strict = true;     // false: IoU >= threshold suppresses (instead of >)
  bool ranked = true;     // false (fast NMS): any overlapping box suppresses, better or not
};

// Whether float rounding may decide if IoU(a, b) > t: IoU > t exactly when
// D = c (1 + t) - t (area_a + area_b) > 0 (c: the intersection), and a float evaluation of
// the IoU (two differences and a product per area, the union's two sums, the division: about
// 10 roundings, a fast division counts 2) moves D by at most 16 u S, u = 2^-24, S = c (1 + t)
// + t (area_a + area_b). Within that band either answer is right. A pair exactly at the
// threshold (D = 0) whose every step is exact in float (the checker's own boxes) is not in
// doubt: its float IoU is t itself, and > is false.
bool iou_ambiguous(const float* a, const float* b, float t);

// IoU of two boxes given as 7 floats (the contract's formula, in float, in the same order).
// On the checker's NMS data (corners multiples of 1/2 below 1024) every step before the
// final division is exact, so the GPU's result is bit-identical whatever it fuses.
float iou(const float* a, const float* b, bool clamp = true);

// keep (1 or 0) for each of the first n boxes (7 floats each) with source rows `rows`.
std::vector<int> nms(const std::vector<float>& boxes, const std::vector<int>& rows, int n,
                     float iou_threshold, NmsRules rules);

// Whether `keep` is what NMS following `rules` gives when each pair whose IoU is within float
// rounding of the threshold (iou_ambiguous) may count as overlapping or not.
bool nms_allows(const std::vector<float>& boxes, const std::vector<int>& rows, int n,
                float iou_threshold, NmsRules rules, const std::vector<int>& keep);

// True when box a (index) comes before box b: higher confidence, then lower row.
bool beats(const std::vector<float>& boxes, const std::vector<int>& rows, int a, int b);

}  // namespace lab::postprocess_ref

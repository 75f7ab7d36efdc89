#include "nms_cases.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <random>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "checker/harness/guarded.h"
#include "reference.h"

namespace lab::checks {

namespace {

struct Box {
  float left, top, right, bottom, confidence;
  int label;
  int row;
};

// The named situations, at threshold 0.5 (rows are fixed; random boxes use rows >= 100).
std::vector<Box> named_boxes() {
  return {
      // Chain: IoU(A,B) = IoU(B,C) = 70/130 > 0.5, IoU(A,C) = 40/160. Fast NMS keeps only A;
      // greedy keeps A and C (B, which would remove C, is itself removed).
      {0, 0, 10, 10, 0.90f, 0, 1},
      {3, 0, 13, 10, 0.80f, 0, 2},
      {6, 0, 16, 10, 0.70f, 0, 3},
      // Two classes on the same spot: both survive.
      {100, 100, 150, 150, 0.70f, 1, 4},
      {101, 100, 151, 150, 0.60f, 2, 5},
      // IoU exactly 0.5 (intersection 2, union 4): not suppressed (> is strict).
      {200, 0, 203, 1, 0.65f, 0, 6},
      {201, 0, 204, 1, 0.55f, 0, 7},
      // Apart in x AND y: an unclamped intersection is (-10) * (-10) = 100, IoU 1.
      {300, 300, 310, 310, 0.90f, 3, 8},
      {320, 320, 330, 330, 0.85f, 3, 9},
      // Equal confidences: the lower row (17) wins, whichever slot it lands in.
      {400, 400, 440, 440, 0.75f, 1, 40},
      {401, 401, 441, 441, 0.75f, 1, 17},
      // Alone.
      {500, 20, 520, 60, 0.30f, 2, 11},
  };
}

}  // namespace

NmsCase make_nms_case(int random_boxes, uint64_t seed, int overflow) {
  std::mt19937_64 rng(seed);
  auto half = [&](float lo, float hi) {
    return std::round(std::uniform_real_distribution<float>(lo, hi)(rng) * 2) / 2;
  };
  std::vector<Box> boxes = named_boxes();
  // Clusters of about 8 boxes around random centres, 3 classes, confidences from a short list
  // (so that ties happen), rows distinct.
  std::vector<int> rows(random_boxes);
  std::iota(rows.begin(), rows.end(), 100);
  std::shuffle(rows.begin(), rows.end(), rng);
  float cx = 0, cy = 0;
  for (int k = 0; k < random_boxes; ++k) {
    if (k % 8 == 0) cx = half(60, 960), cy = half(60, 960);
    const float w = half(20, 120), h = half(20, 120);
    const float x = cx + half(-15, 15), y = cy + half(-15, 15);
    const float conf = 0.3f + 0.05f * static_cast<float>(rng() % 12);
    boxes.push_back({x - std::round(w) / 2, y - std::round(h) / 2, x + std::round(w) / 2,
                     y + std::round(h) / 2, conf, static_cast<int>(rng() % 3), rows[k]});
  }
  std::shuffle(boxes.begin(), boxes.end(), rng);

  NmsCase c;
  const int n = static_cast<int>(boxes.size());
  c.count = n + overflow;
  c.boxes.resize(static_cast<size_t>(n) * kBoxElements);
  c.rows.resize(n);
  for (int i = 0; i < n; ++i) {
    const Box& b = boxes[i];
    const float fields[kBoxElements] = {
        b.left, b.top, b.right, b.bottom, b.confidence, static_cast<float>(b.label), 1.0f};
    std::copy(fields, fields + kBoxElements, &c.boxes[static_cast<size_t>(i) * kBoxElements]);
    c.rows[i] = b.row;
  }
  // Room for 3 slots more than the boxes (poison), unless the case overflows.
  if (overflow == 0) {
    const size_t capacity = static_cast<size_t>(n) + 3;
    float pf;
    int pi;
    std::memset(&pf, kPoisonByte, sizeof pf);
    std::memset(&pi, kPoisonByte, sizeof pi);
    c.boxes.resize(capacity * kBoxElements, pf);
    c.rows.resize(capacity, pi);
  }
  return c;
}

std::vector<float> second_call_boxes(const NmsCase& c, const std::vector<float>& after,
                                     float iou_threshold) {
  const int n = std::min(c.count, static_cast<int>(c.rows.size()));
  const auto box = [&](int i) { return &after[static_cast<size_t>(i) * kBoxElements]; };
  const auto kept = [&](int i) { return box(i)[kKeep] == 1.0f; };
  const auto same_class_overlap = [&](int a, int b) {
    return box(a)[kLabel] == box(b)[kLabel] && postprocess_ref::iou(box(a), box(b)) > iou_threshold;
  };
  for (int k = 0; k < n; ++k) {
    if (!kept(k)) continue;
    bool suppresses = false;  // K beats and overlaps some box: moving K could change it
    for (int x = 0; x < n && !suppresses; ++x)
      suppresses =
          x != k && postprocess_ref::beats(after, c.rows, k, x) && same_class_overlap(k, x);
    if (suppresses) continue;
    for (int j = 0; j < n; ++j) {
      if (j == k || !kept(j) || box(j)[kLabel] != box(k)[kLabel] ||
          !postprocess_ref::beats(after, c.rows, j, k))
        continue;
      std::vector<float> boxes = after;
      std::copy(box(j), box(j) + 4, &boxes[static_cast<size_t>(k) * kBoxElements]);
      return boxes;
    }
  }
  return {};
}

}  // namespace lab::checks

#include "box_cases.h"

#include <algorithm>
#include <cstdint>

#include "chapters/1.13-thrust/box_sort.h"

namespace lab::box_cases {

namespace {

float random_confidence(int levels, Rng& rng) {
  if (levels == 0) return static_cast<float>(rng.uniform01());
  return static_cast<float>(rng.uniform_int(1, levels)) / static_cast<float>(levels);
}

}  // namespace

std::vector<int> distinct_rows(int n, Rng& rng) {
  // Slot s gets a row from a strictly increasing sequence with random gaps (distinct), whose
  // second half starts above 2^30; then the rows are shuffled among the slots.
  std::vector<int> rows(n);
  std::int64_t row = 0;
  for (int s = 0; s < n; ++s) {
    row += rng.uniform_int(1, 64);
    if (s == n / 2) row = std::max<std::int64_t>(row, (std::int64_t(1) << 30) + 1);
    rows[s] = static_cast<int>(row);
  }
  for (int s = n - 1; s > 0; --s) std::swap(rows[s], rows[rng.uniform_int(0, s)]);
  return rows;
}

Boxes random_boxes(int n, int levels, Rng& rng) {
  Boxes b;
  b.rows = distinct_rows(n, rng);
  b.boxes.resize(static_cast<size_t>(n) * kBoxElements);
  b.confidences.resize(n);
  for (int s = 0; s < n; ++s) {
    float* box = &b.boxes[static_cast<size_t>(s) * kBoxElements];
    box[kLeft] = rng.uniform(0.0f, 600.0f);
    box[kTop] = rng.uniform(0.0f, 600.0f);
    box[kRight] = box[kLeft] + rng.uniform(1.0f, 200.0f);
    box[kBottom] = box[kTop] + rng.uniform(1.0f, 200.0f);
    box[kConfidence] = b.confidences[s] = random_confidence(levels, rng);
    box[kLabel] = static_cast<float>(rng.uniform_int(0, 79));
    box[kKeep] = 1.0f;
  }
  return b;
}

Boxes with_new_confidences(const Boxes& boxes, int levels, Rng& rng) {
  Boxes b = boxes;
  for (int s = 0; s < b.size(); ++s)
    b.boxes[static_cast<size_t>(s) * kBoxElements + kConfidence] = b.confidences[s] =
        random_confidence(levels, rng);
  return b;
}

float threshold_keeping(const std::vector<float>& confidences, double fraction) {
  if (confidences.empty()) return 0.5f;
  std::vector<float> sorted = confidences;
  std::sort(sorted.begin(), sorted.end());
  const size_t at =
      std::min(sorted.size() - 1, static_cast<size_t>((1.0 - fraction) * sorted.size()));
  return sorted[at];
}

}  // namespace lab::box_cases

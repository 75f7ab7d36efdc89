// The inputs of chapter 1.13's checker and benchmark: decoded boxes in 1.12's layout, with
// distinct rows in no particular order and confidences with as many ties as asked for.
#pragma once

#include <vector>

#include "checker/harness/seed.h"

namespace lab::box_cases {

struct Boxes {
  std::vector<float> boxes;        // n * kBoxElements floats, 1.12's layout
  std::vector<int> rows;           // n distinct rows
  std::vector<float> confidences;  // confidences[s] = boxes[s * kBoxElements + kConfidence]
  int size() const { return static_cast<int>(rows.size()); }
};

// n distinct rows in [0, 2^31), shuffled: neither the slots' order nor any sorted order, and
// some of them above 2^30 (a row read as a signed or a 31-bit number then sorts wrong).
std::vector<int> distinct_rows(int n, Rng& rng);

// n boxes with those rows. levels == 0: confidences uniform in [0, 1), almost all distinct;
// levels > 0: each one of `levels` values k / levels (k = 1 .. levels), so that many are
// equal. The other fields are plausible corners, labels in 0 .. 79 and keep = 1.
Boxes random_boxes(int n, int levels, Rng& rng);

// The same boxes with other confidences (drawn as random_boxes draws them): the fresh input
// of a second call on the same buffers.
Boxes with_new_confidences(const Boxes& boxes, int levels, Rng& rng);

// A confidence that the boxes hold, chosen so that about `fraction` of them are >= it: the
// threshold then has boxes exactly AT it whenever the confidences repeat.
float threshold_keeping(const std::vector<float>& confidences, double fraction);

}  // namespace lab::box_cases

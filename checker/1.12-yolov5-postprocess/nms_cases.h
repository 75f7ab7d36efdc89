// NMS inputs of the 1.12 checker: the named situations of the chapter (a chain A-B-C, two
// classes overlapping, an IoU exactly at the threshold, two boxes apart in x and y, equal
// confidences) plus random clusters. Corners are multiples of 1/2 below 1024, so every IoU is
// exact in float (see reference.h). `capacity` slots: boxes past `count` are poison.
#pragma once

#include <cstdint>
#include <vector>

namespace lab::checks {

struct NmsCase {
  std::vector<float> boxes;  // capacity * 7
  std::vector<int> rows;     // capacity
  int count = 0;
  float iou_threshold = 0.5f;
};

// The named situations (12 boxes) followed by `random_boxes` boxes in clusters; their order
// in the slots is shuffled with `seed`. capacity >= the box count unless `overflow` boxes
// more are claimed (count = boxes + overflow, capacity = boxes).
NmsCase make_nms_case(int random_boxes, uint64_t seed, int overflow = 0);

// The boxes of a second call on the same buffers: `after` (the boxes as a right first call
// left them, keep filled in) with one kept box K, which suppresses nothing, moved onto a
// better kept box J of its class. Then exactly K more is suppressed, by fast and by greedy NMS
// alike, and nothing else changes: a box the first call set to 0 stays 0, so an NMS that
// only ever writes 0 (relying on decode's keep = 1) is still right. Empty when no such pair
// exists (the named boxes always give one).
std::vector<float> second_call_boxes(const NmsCase& c, const std::vector<float>& after,
                                     float iou_threshold);

}  // namespace lab::checks

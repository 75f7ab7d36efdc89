// NMS inputs of the 1.12 checker: the named situations of the chapter (a chain A-B-C, two
// classes overlapping, an IoU exactly at the threshold, two boxes apart in x and y, equal
// confidences) plus random clusters. Corners are multiples of 1/2 below 1024, so every IoU is
// exact in float (see reference.h). `capacity` slots: boxes past `count` are poison.
#pragma once

#include <cstdint>
#include <vector>

namespace lab::postprocess_check {

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

}  // namespace lab::postprocess_check

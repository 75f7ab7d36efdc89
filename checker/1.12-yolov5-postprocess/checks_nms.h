// The comparison of nms_fast / nms_greedy: keep must be exactly the reference's (the checker's
// boxes make every IoU exact, see reference.h), nothing else may change. A wrong answer is
// compared with the answers of the known mistakes to name the likely one.
#pragma once

#include <string>
#include <vector>

#include "checker/harness/diagnosis.h"

namespace lab::checks {

struct NmsInput {
  std::vector<float> boxes;  // max_objects * 7 floats as given to NMS (poison past count)
  std::vector<int> rows;     // max_objects ints
  int count = 0;             // *count; NMS works on min(count, max_objects) boxes
  float iou_threshold = 0.5f;
  bool greedy = true;  // which function ran
};

// None when `after` (the boxes after the call) is right, else a diagnosis.
Problems check_nms(const NmsInput& in, const std::vector<float>& after);

}  // namespace lab::checks

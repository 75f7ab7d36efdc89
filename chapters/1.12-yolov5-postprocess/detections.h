// The host helper of chapter 1.12: the boxes NMS kept, from the arrays decode and NMS filled
// (downloaded to the host). Part of the lab: you do not need to edit this file.
#pragma once

#include <algorithm>
#include <vector>

#include "yolov5_postprocess.h"

namespace lab {

struct Detection {
  float left, top, right, bottom, confidence;
  int label;
  int row;  // the row of predict it came from
};

// The boxes among the first min(count, max_objects) whose keep is 1, best first (the order
// of the contract: higher confidence, then lower row). boxes holds max_objects * 7 floats.
inline std::vector<Detection> kept_boxes(const std::vector<float>& boxes,
                                         const std::vector<int>& rows, int count) {
  const int n = std::min(count, static_cast<int>(rows.size()));
  std::vector<Detection> kept;
  for (int i = 0; i < n; ++i) {
    const float* b = &boxes[static_cast<size_t>(i) * kBoxElements];
    if (b[kKeep] == 1.0f)
      kept.push_back({b[kLeft], b[kTop], b[kRight], b[kBottom], b[kConfidence],
                      static_cast<int>(b[kLabel]), rows[i]});
  }
  std::sort(kept.begin(), kept.end(), [](const Detection& a, const Detection& b) {
    return a.confidence > b.confidence || (a.confidence == b.confidence && a.row < b.row);
  });
  return kept;
}

}  // namespace lab

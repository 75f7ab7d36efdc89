// The host helpers of chapter 1.12: the boxes NMS kept, from the arrays decode and NMS filled
// (downloaded to the host), and a picture of them. Part of the lab: you do not need to edit
// this file.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "chapters/1.10-warpaffine/image.h"
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

// Draws each box onto `image` (of the original image's size), in a colour of its class.
inline void draw_detections(Image& image, const std::vector<Detection>& kept, int thickness = 3) {
  for (const Detection& d : kept) {
    const uint8_t colour[3] = {uint8_t(37 * d.label + 50), uint8_t(255 - 23 * d.label),
                               uint8_t(90 * d.label + 30)};
    draw_box(image, d.left, d.top, d.right, d.bottom, colour, thickness);
  }
}

}  // namespace lab

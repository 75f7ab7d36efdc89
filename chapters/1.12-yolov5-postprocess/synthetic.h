// A synthetic YOLOv5 output, so that the chapter needs no model weights: a few objects, each
// seen by a cluster of overlapping candidate rows with high objectness, on a background of
// rows whose objectness is small (as in a real network output, where most of the 25200 rows
// see nothing). Part of the lab: you do not need to edit this file.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace lab {

struct SyntheticObject {
  float cx, cy, w, h;  // network-input pixels
  int label;
};

struct SyntheticSpec {
  int num_boxes = 25200;
  int num_classes = 80;
  int input_size = 640;  // the network input is input_size x input_size
  int objects = 5;       // distinct objects
  int candidates = 40;   // rows per object (a cluster of jittered boxes)
  uint64_t seed = 1;
  // Coordinates on a grid of 1/2 pixel and whole-pixel sizes: then every IoU of the decoded
  // boxes is exact in float (used by the checker; realistic data is not).
  bool half_pixel_grid = false;
};

struct SyntheticOutput {
  std::vector<float> predict;  // num_boxes * (5 + num_classes)
  std::vector<SyntheticObject> objects;
};

SyntheticOutput make_synthetic_output(const SyntheticSpec& spec);

// The letterbox of chapter 1.10 for an image of src_w x src_h into dst x dst, and its
// inverse: d2i maps network-input pixels back to image pixels (row-major 2x3).
std::array<float, 6> letterbox_d2i(int src_w, int src_h, int dst);

}  // namespace lab

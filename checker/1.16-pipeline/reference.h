// CPU references for chapter 1.16: the stand-in model, bit for bit (model_rules.h's arithmetic
// in plain loops), and the whole detector on one frame (chapter 1.10's warp, the model, chapter
// 1.12's decode and greedy NMS), whose boxes are held against the scene's true boxes.
#pragma once

#include <string>
#include <vector>

#include "chapters/1.12-yolov5-postprocess/detections.h"
#include "chapters/1.16-pipeline/model_rules.h"
#include "chapters/1.16-pipeline/scene.h"

namespace lab::pipeline_ref {

// The model's steps 1 and 2 for `tensor` (3 x kModelInput x kModelInput floats): what it found
// of each class 0 .. kClassesKnown - 1, and the frame's fingerprint.
struct Findings {
  standin::FoundObject objects[standin::kClassesKnown];
  unsigned long long fingerprint = 0;
};
Findings find_objects(const std::vector<float>& tensor, int feature_passes);

// The predictions model_enqueue writes for `tensor` (kModelRows x kModelRowFloats floats).
std::vector<float> model(const std::vector<float>& tensor, int feature_passes);

// The tensor chapter 1.10's warp_affine_to_tensor makes of a BGR frame (rows packed), from
// 1.10's CPU reference: its levels are rounded in float64, so the GPU's may differ by one
// level where a value lies within float rounding of a half level.
std::vector<float> tensor_of(const uint8_t* frame, int width, int height);

// The boxes the detector keeps of `predict` for a width x height frame: decode with
// kConfThreshold, the letterbox undone, greedy NMS with kIouThreshold (chapter 1.12's
// references), best first.
std::vector<Detection> postprocess(const std::vector<float>& predict, int width, int height);

// All of the above for one frame.
std::vector<Detection> detect(const uint8_t* frame, int width, int height, int feature_passes);

// Whether two lists of kept boxes are the same, bit for bit (corners, confidence, label).
bool identical(const std::vector<Detection>& a, const std::vector<Detection>& b);

}  // namespace lab::pipeline_ref

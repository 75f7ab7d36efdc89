// Chapter 1.16 pipeline: the detector's stand-in model. No real network's weights can ship
// with the lab, so the lab provides a model that reads the same input and writes the same
// output as YOLOv5, and finds the scene's objects (scene.h) by their colours. Part of the lab:
// you do not need to edit this file.
//
//   Model model = model_create();                          // once: its scratch memory
//   model_enqueue(model, tensor, predict, stream);         // per frame: only enqueues work
//   model_destroy(model);                                  // once, when the stream is done
//
// Like an engine's context, one Model serves one stream at a time: two streams need two.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

// The network's input: a 3 x kModelInput x kModelInput float tensor, planes R, G, B, each
// level divided by 255 (chapter 1.10's warp_affine_to_tensor makes it).
constexpr int kModelInput = 640;
// Its output, YOLOv5's: kModelRows rows of kModelRowFloats floats, cx, cy, w, h (network
// pixels), objectness, then kModelClasses class scores (chapter 1.12's decode reads it).
constexpr int kModelRows = 25200;  // 3 anchors x (80 x 80 + 40 x 40 + 20 x 20 cells)
constexpr int kModelClasses = 80;
constexpr int kModelRowFloats = 5 + kModelClasses;
// The settings YOLOv5's output is decoded with (chapter 1.12's decode and nms_greedy).
constexpr float kConfThreshold = 0.25f;
constexpr float kIouThreshold = 0.45f;
constexpr int kMaxObjects = 1024;

// How much work the model does per frame: feature passes over the whole tensor, whose sums
// feed the confidences. Fixed for the chapter so that the model costs about as much as
// staging and uploading a 1920 x 1080 frame (docs/1.16-pipeline.md, Performance).
constexpr int kFeaturePasses = 580;
constexpr int kMaxFeaturePasses = 100000;  // the feature sums stay below 2^32 per pixel

// The model's scratch memory on the GPU (per-pixel luma, per-class sums), DEVICE pointers.
struct Model {
  uint8_t* luma = nullptr;
  unsigned* extents = nullptr;
  unsigned long long* sums = nullptr;
  int feature_passes = 0;
};

// Allocates the scratch (cudaMalloc). feature_passes is 0 to kMaxFeaturePasses; throws
// std::invalid_argument otherwise, and lab::CudaError when an allocation fails.
Model model_create(int feature_passes = kFeaturePasses);

// Enqueues the model on `stream`: reads `tensor` (3 x kModelInput x kModelInput floats) and
// writes `predict` (kModelRows x kModelRowFloats floats), both DEVICE pointers. Only enqueues
// kernels on `stream`: no allocation, no synchronization, and it can be captured into a
// graph. The same tensor gives the same predictions, bit for bit, on any stream and in any
// run. Errors of its kernels surface at the caller's next check, as with any launch.
void model_enqueue(const Model& model, const float* tensor, float* predict, cudaStream_t stream);

// Frees the scratch (the stream that used it must be done with it) and empties `model`.
void model_destroy(Model& model);

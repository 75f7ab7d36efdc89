// Chapter 1.16 pipeline: the scene, a video made by the lab itself, as a decoder would deliver
// it: BGR frames in pageable host memory. On a textured background, a few objects of known
// shapes move from frame to frame, each painted in its class's colour (model_rules.h), so the
// true box of every object in every frame is known. Part of the lab: you do not need to edit
// this file.
//
//   const lab::Video video = lab::make_video({64, 1920, 1080});  // 64 frames of 1920 x 1080
//   const uint8_t* frame = video.frame(7);                        // 3 * 1920 * 1080 bytes
//   for (const lab::TrueBox& box : video.truth[7]) ...            // where its objects are
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "chapters/1.12-yolov5-postprocess/detections.h"

namespace lab {

struct SceneSpec {
  int frames = 64;
  int width = 1920, height = 1080;
  int objects = 5;    // 1 to 6, each of another class
  uint64_t seed = 1;  // the same spec always gives the same video
};

// An object's box: the edges of its pixels, pixel x covering [x - 1/2, x + 1/2] (chapter
// 1.10's convention), in frame pixels.
struct TrueBox {
  float left = 0, top = 0, right = 0, bottom = 0;
  int label = 0;
};

struct Video {
  int frames = 0, width = 0, height = 0;
  std::vector<uint8_t> bytes;               // the frames one after the other, rows packed
  std::vector<std::vector<TrueBox>> truth;  // per frame, one box per object

  int line_size() const { return 3 * width; }
  size_t frame_bytes() const { return static_cast<size_t>(line_size()) * height; }
  const uint8_t* frame(int i) const { return bytes.data() + frame_bytes() * i; }
  uint8_t* frame(int i) { return bytes.data() + frame_bytes() * i; }
};

// The video of `spec`. Objects keep apart (each moves in its own band along the frame's long
// side, bouncing off its edges) and are 1/8 to 1/4 of the short side. Throws
// std::invalid_argument, saying why, for a spec that cannot be drawn so (too few frames, too
// many objects, a frame too small or too elongated for objects the model can see).
Video make_video(const SceneSpec& spec);

// How far an edge of a detector's box may be from the true box's edge, in frame pixels, for
// a width x height frame whose letterbox scale is s. The model's extent is the network pixels
// whose colour is within kMatchTolerance of the class's in every channel: a pixel whose
// bilinear sample mixes in less than a share t of background (t < 0.3: every background
// level is more than 120 away from a class colour in some channel). The first of them lies
// within one network pixel, 1 / s frame pixels, of where that share is reached; its pixel
// edge is 1 / (2 s) before its centre. So an edge is within 1 / (2 s) + 1/2 of the truth; we
// allow 1 / (2 s) + 1, the rest for float rounding in the letterbox and decode (far below).
double edge_tolerance(int width, int height);

// "" when `kept` holds a frame's objects: for each true box exactly one kept box of its label,
// every edge within edge_tolerance, and no other kept box; otherwise what differs.
std::string truth_mismatch(const std::vector<Detection>& kept, const std::vector<TrueBox>& truth,
                           int width, int height);

// The colour of class `label` (0 .. 5), as a word: "red", "green", ...
const char* colour_name(int label);

}  // namespace lab

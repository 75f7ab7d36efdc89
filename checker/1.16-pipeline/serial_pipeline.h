// The detector's pipeline in its plainest form, on one stream: each frame staged through
// pinned memory, uploaded, preprocessed (1.10), run through the model, decoded and suppressed
// (1.12), downloaded, and the stream waited for before the next frame begins. Its boxes are
// the ones every pipeline must deliver; its speed is the baseline of the benchmark's ratios.
// It runs the reference solutions of 1.10 and 1.12, never a student's.
//
//   lab::SerialPipeline serial(video.width, video.height);
//   serial.run(video, [&](int frame, const std::vector<lab::Detection>& kept) { ... });
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "chapters/1.10-warpaffine/warp_affine.h"
#include "chapters/1.12-yolov5-postprocess/detections.h"
#include "chapters/1.16-pipeline/model.h"
#include "chapters/1.16-pipeline/scene.h"
#include "common/buffers.h"
#include "common/event_timer.h"

namespace lab {

// Where the frames' time went, in milliseconds summed over a run's frames: the host's copy
// into pinned memory by the host's clock, each step on the GPU by events around it.
struct StageTimes {
  enum Step { upload, preprocess, model, postprocess, download, kSteps };
  double staging = 0;
  double gpu[kSteps] = {};
  int frames = 0;
};

class SerialPipeline {
 public:
  using Callback = std::function<void(int frame, const std::vector<Detection>& kept)>;

  // For frames of width x height (both >= 1; std::invalid_argument otherwise). Allocates
  // everything a run needs, once.
  SerialPipeline(int width, int height, int feature_passes = kFeaturePasses);
  ~SerialPipeline();
  SerialPipeline(const SerialPipeline&) = delete;
  SerialPipeline& operator=(const SerialPipeline&) = delete;

  // Every frame of `video` in order (its frames must be this pipeline's size), `callback`
  // called with each frame's kept boxes before the next frame starts. With `times`, each
  // step's time is added to it (the GPU's steps then have events around them).
  void run(const Video& video, const Callback& callback, StageTimes* times = nullptr);

 private:
  std::vector<Detection> run_frame(const uint8_t* frame, StageTimes* times);

  int width_, height_;
  AffineMatrix letterbox_;
  cudaStream_t stream_ = nullptr;
  EventTimer steps_[StageTimes::kSteps];
  PinnedBuffer<uint8_t> staging_;
  DeviceBuffer<uint8_t> frame_;
  DeviceBuffer<float> tensor_, predict_, d2i_, boxes_;
  DeviceBuffer<int> rows_, count_;
  PinnedBuffer<float> host_boxes_;
  PinnedBuffer<int> host_rows_, host_count_;
  Model model_;
};

}  // namespace lab

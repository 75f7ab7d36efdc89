#include "serial_pipeline.h"

#include <chrono>
#include <cstring>
#include <stdexcept>
#include <string>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"

namespace lab {

namespace {

static_assert(kMaxObjects <= kGreedyMaxObjects, "nms_greedy takes every box decode keeps");

int frame_side(int pixels, const char* name) {
  if (pixels < 1)
    throw std::invalid_argument(std::string("SerialPipeline: the frame's ") + name +
                                " must be at least 1, not " + std::to_string(pixels));
  return pixels;
}

size_t frame_bytes(int width, int height) { return size_t{3} * width * height; }

}  // namespace

SerialPipeline::SerialPipeline(int width, int height, int feature_passes)
    : width_(frame_side(width, "width")),
      height_(frame_side(height, "height")),
      letterbox_(letterbox_matrix(width, height, kModelInput, kModelInput)),
      staging_(frame_bytes(width, height)),
      frame_(frame_bytes(width, height)),
      tensor_(size_t{3} * kModelInput * kModelInput),
      predict_(size_t{kModelRows} * kModelRowFloats),
      d2i_(6),
      boxes_(size_t{kMaxObjects} * kBoxElements),
      rows_(kMaxObjects),
      count_(1),
      host_boxes_(boxes_.size()),
      host_rows_(rows_.size()),
      host_count_(1) {
  upload(d2i_, letterbox_.d2i, 6);  // no stream: done when it returns
  LAB_CUDA_TRY(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
  try {
    model_ = model_create(feature_passes);
  } catch (...) {
    cudaStreamDestroy(stream_);
    throw;
  }
}

SerialPipeline::~SerialPipeline() {
  // Errors ignored, as in any destructor: this may run after a fault.
  cudaStreamSynchronize(stream_);
  model_destroy(model_);
  cudaStreamDestroy(stream_);
}

void SerialPipeline::run(const Video& video, const Callback& callback, StageTimes* times) {
  if (video.width != width_ || video.height != height_)
    throw std::invalid_argument("SerialPipeline::run: a video of " + std::to_string(video.width) +
                                " x " + std::to_string(video.height) + ", not " +
                                std::to_string(width_) + " x " + std::to_string(height_));
  for (int i = 0; i < video.frames; ++i) callback(i, run_frame(video.frame(i), times));
}

std::vector<Detection> SerialPipeline::run_frame(const uint8_t* frame, StageTimes* times) {
  // Each step between its events, when timed.
  const auto step = [&](StageTimes::Step s, const auto& work) {
    if (times) steps_[s].start(stream_);
    work();
    if (times) steps_[s].stop(stream_);
  };
  const size_t bytes = staging_.size();
  const auto start = std::chrono::steady_clock::now();
  std::memcpy(staging_.data(), frame, bytes);
  const std::chrono::duration<double, std::milli> staged = std::chrono::steady_clock::now() - start;

  step(StageTimes::upload, [&] {
    LAB_CUDA_TRY(
        cudaMemcpyAsync(frame_.data(), staging_.data(), bytes, cudaMemcpyHostToDevice, stream_));
  });
  step(StageTimes::preprocess, [&] {
    warp_affine_to_tensor(frame_.data(), 3 * width_, width_, height_, tensor_.data(), kModelInput,
                          kModelInput, letterbox_, stream_);
  });
  step(StageTimes::model, [&] { model_enqueue(model_, tensor_.data(), predict_.data(), stream_); });
  step(StageTimes::postprocess, [&] {
    decode(predict_.data(), kModelRows, kModelClasses, kConfThreshold, d2i_.data(), boxes_.data(),
           rows_.data(), count_.data(), kMaxObjects, stream_);
    nms_greedy(boxes_.data(), rows_.data(), count_.data(), kMaxObjects, kIouThreshold, stream_);
  });
  step(StageTimes::download, [&] {
    download(host_boxes_.data(), boxes_, boxes_.size(), stream_);
    download(host_rows_.data(), rows_, rows_.size(), stream_);
    download(host_count_.data(), count_, 1, stream_);
  });
  LAB_CUDA_TRY(cudaStreamSynchronize(stream_));
  LAB_CUDA_TRY(cudaGetLastError());  // a launch the steps made that was refused

  if (times) {
    times->staging += staged.count();
    for (int s = 0; s < StageTimes::kSteps; ++s) times->gpu[s] += steps_[s].elapsed_ms();
    ++times->frames;
  }
  return kept_boxes(std::vector<float>(host_boxes_.begin(), host_boxes_.end()),
                    std::vector<int>(host_rows_.begin(), host_rows_.end()), host_count_[0]);
}

}  // namespace lab

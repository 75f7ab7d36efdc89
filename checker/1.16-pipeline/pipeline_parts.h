// The correct parts of a pipeline (the reference solution's, solutions/1.16-pipeline/), from
// which each of the lab's other pipelines assembles its own: the checker's variants
// (mistakes/ and correct/, through mistakes/pipeline_parts.cuh) and the benchmark's designs
// (bench_pipelines.h). A variant changes one part, or the loop. Each frame in flight has a
// slot: staging, device buffers, host results, events; the slots' work runs on
// `compute_streams` streams, the uploads on a copy stream of their own.
//
// Everything here is in namespace parts, and pipeline.h's Pipeline is not defined here: the
// benchmark links a student's pipeline.cu, which defines it.
#pragma once

#include <cstring>
#include <memory>
#include <stdexcept>
#include <vector>

#include "chapters/1.10-warpaffine/warp_affine.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "chapters/1.16-pipeline/model.h"
#include "chapters/1.16-pipeline/pipeline.h"
#include "common/buffers.h"
#include "common/cuda_check.h"

namespace parts {

inline cudaEvent_t ordering_event() {
  cudaEvent_t e = nullptr;
  LAB_CUDA_TRY(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  return e;
}

struct Slot {
  explicit Slot(size_t frame_bytes) : staging(frame_bytes), frame(frame_bytes) {}
  ~Slot() {
    cudaEventDestroy(uploaded);
    cudaEventDestroy(preprocessed);
    cudaEventDestroy(done);
    model_destroy(model);
  }
  lab::PinnedBuffer<uint8_t> staging;
  lab::DeviceBuffer<uint8_t> frame;
  lab::DeviceBuffer<float> tensor{size_t{3} * kModelInput * kModelInput};
  lab::DeviceBuffer<float> predict{size_t{kModelRows} * kModelRowFloats};
  lab::DeviceBuffer<float> boxes{size_t{kMaxObjects} * kBoxElements};
  lab::DeviceBuffer<int> rows{kMaxObjects}, count{1};
  lab::PinnedBuffer<float> host_boxes{size_t{kMaxObjects} * kBoxElements};
  lab::PinnedBuffer<int> host_rows{kMaxObjects}, host_count{1};
  cudaEvent_t uploaded = ordering_event(), preprocessed = ordering_event(), done = ordering_event();
  Model model = model_create();
  cudaStream_t compute = nullptr;  // one of the pipeline's compute streams
};

// Everything a pipeline made of the parts owns, made once. The destructor waits for the
// streams, then releases it all once.
struct State {
  State(int width, int height, int depth, int compute_streams,
        unsigned flags = cudaStreamNonBlocking)
      : width(width), height(height) {
    if (width < 1 || height < 1 || depth < 1 || depth > 8)
      throw std::invalid_argument("pipeline_create: sizes >= 1, depth 1 to 8");
    letterbox = letterbox_matrix(width, height, kModelInput, kModelInput);
    lab::upload(d2i, letterbox.d2i, 6);
    try {
      owned.resize(1 + compute_streams);
      for (cudaStream_t& s : owned) LAB_CUDA_TRY(cudaStreamCreateWithFlags(&s, flags));
      copy = owned[0];
      compute.assign(owned.begin() + 1, owned.end());
      for (int i = 0; i < depth; ++i) {
        slots.push_back(std::make_unique<Slot>(size_t{3} * width * height));
        slots.back()->compute = compute[i % compute_streams];
      }
    } catch (...) {
      release();
      throw;
    }
  }
  ~State() { release(); }
  State(const State&) = delete;
  State& operator=(const State&) = delete;

  int width = 0, height = 0;
  AffineMatrix letterbox{};
  lab::DeviceBuffer<float> d2i{6};
  cudaStream_t copy = nullptr;
  std::vector<cudaStream_t> compute;
  std::vector<std::unique_ptr<Slot>> slots;
  std::vector<cudaStream_t> owned;  // every stream created, destroyed once

 private:
  void release() {  // errors ignored, as in any destructor: this may run after a fault
    cudaStreamSynchronize(copy);
    for (cudaStream_t s : compute) cudaStreamSynchronize(s);
    slots.clear();
    for (cudaStream_t s : owned)
      if (s) cudaStreamDestroy(s);
    owned.clear();
  }
};

inline Slot& slot_of(State* p, int frame) { return *p->slots[frame % p->slots.size()]; }

// Step 3: into the slot's staging, once the slot's last upload is done.
inline void stage(Slot& s, const lab::Video& video, int frame) {
  LAB_CUDA_TRY(cudaEventSynchronize(s.uploaded));
  std::memcpy(s.staging.data(), video.frame(frame), video.frame_bytes());
}

// Step 4, from `from` (the slot's staging), after the slot's last preprocessing (the join).
inline void upload(State* p, Slot& s, const uint8_t* from, bool join = true) {
  if (join) LAB_CUDA_TRY(cudaStreamWaitEvent(p->copy, s.preprocessed, 0));
  LAB_CUDA_TRY(
      cudaMemcpyAsync(s.frame.data(), from, s.frame.bytes(), cudaMemcpyHostToDevice, p->copy));
  LAB_CUDA_TRY(cudaEventRecord(s.uploaded, p->copy));
}

// Step 5's work alone: the slot's frame into its tensor.
inline void preprocess(State* p, Slot& s) {
  warp_affine_to_tensor(s.frame.data(), 3 * p->width, p->width, p->height, s.tensor.data(),
                        kModelInput, kModelInput, p->letterbox, s.compute);
}

// Steps 6 and 7: the model, decode and NMS, on the slot's buffers.
inline void infer(State* p, Slot& s) {
  model_enqueue(s.model, s.tensor.data(), s.predict.data(), s.compute);
  decode(s.predict.data(), kModelRows, kModelClasses, kConfThreshold, p->d2i.data(), s.boxes.data(),
         s.rows.data(), s.count.data(), kMaxObjects, s.compute);
  nms_greedy(s.boxes.data(), s.rows.data(), s.count.data(), kMaxObjects, kIouThreshold, s.compute);
}

// Steps 5 to 7, after the slot's upload (the fork).
inline void detect(State* p, Slot& s, bool fork = true) {
  if (fork) LAB_CUDA_TRY(cudaStreamWaitEvent(s.compute, s.uploaded, 0));
  preprocess(p, s);
  LAB_CUDA_TRY(cudaEventRecord(s.preprocessed, s.compute));
  infer(p, s);
}

// Step 8's copies alone: the boxes, rows and count into the slot's host buffers.
inline void download_results(Slot& s) {
  lab::download(s.host_boxes.data(), s.boxes, s.boxes.size(), s.compute);
  lab::download(s.host_rows.data(), s.rows, s.rows.size(), s.compute);
  lab::download(s.host_count.data(), s.count, 1, s.compute);
}

// Step 8.
inline void download(Slot& s) {
  download_results(s);
  LAB_CUDA_TRY(cudaEventRecord(s.done, s.compute));
}

// The slot's results as on_frame gets them.
inline std::vector<lab::Detection> results(const Slot& s) {
  return lab::kept_boxes(
      std::vector<float>(s.host_boxes.data(), s.host_boxes.data() + s.host_boxes.size()),
      std::vector<int>(s.host_rows.data(), s.host_rows.data() + kMaxObjects),
      s.host_count.data()[0]);
}

// Step 9: once the frame's results are in.
inline void hand_over(State* p, int frame, const FrameCallback& on_frame) {
  Slot& s = slot_of(p, frame);
  LAB_CUDA_TRY(cudaEventSynchronize(s.done));
  on_frame(frame, results(s));
}

// The events that order a slot's steps across the streams (a variant may leave one out).
struct Order {
  bool fork = true;  // the preprocessing waits for the upload
  bool join = true;  // the upload waits for the slot's last preprocessing
};

// One frame's steps 3 to 8, in the solution's order, the oldest frame handed over before its
// slot's results are overwritten.
inline void enqueue_frame(State* p, const lab::Video& video, int i, const FrameCallback& on_frame,
                          Order order = {}) {
  Slot& s = slot_of(p, i);
  stage(s, video, i);
  upload(p, s, s.staging.data(), order.join);
  detect(p, s, order.fork);
  const int depth = static_cast<int>(p->slots.size());
  if (i >= depth) hand_over(p, i - depth, on_frame);
  download(s);
}

// The frames still in flight after the loop, oldest first.
inline void hand_over_rest(State* p, const lab::Video& video, const FrameCallback& on_frame) {
  const int depth = static_cast<int>(p->slots.size());
  for (int j = video.frames > depth ? video.frames - depth : 0; j < video.frames; ++j)
    hand_over(p, j, on_frame);
}

}  // namespace parts

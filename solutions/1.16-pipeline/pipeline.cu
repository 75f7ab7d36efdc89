// Chapter 1.16 pipeline: the reference solution (docs/1.16-pipeline.md).
//
// Two streams: `copy` uploads, `compute` runs the steps and downloads the results. `depth`
// frames are in flight, each in a slot of its own (staging, device frame, host results,
// events), so that frame i + 1 is staged and uploaded while the GPU computes frame i. The
// events order each slot's steps across the streams: a fork (compute waits for the upload)
// and a join (the next upload into the slot waits for the preprocessing that read it). The
// host waits only for an event: before it rewrites a staging buffer, and before it hands a
// frame's results over.
#include "pipeline.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "chapters/1.10-warpaffine/warp_affine.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "chapters/1.16-pipeline/model.h"
#include "common/buffers.h"
#include "common/cuda_check.h"

namespace {

cudaEvent_t ordering_event() {  // for ordering only: no timing, cheaper to record
  cudaEvent_t e = nullptr;
  LAB_CUDA_TRY(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  return e;
}

// One frame in flight: its buffers, and the events that say how far it is.
struct Slot {
  Slot(size_t frame_bytes)
      : staging(frame_bytes),
        frame(frame_bytes),
        boxes(size_t{kMaxObjects} * kBoxElements),
        rows(kMaxObjects),
        count(1) {}
  ~Slot() {
    cudaEventDestroy(uploaded);
    cudaEventDestroy(preprocessed);
    cudaEventDestroy(done);
  }
  lab::PinnedBuffer<uint8_t> staging;
  lab::DeviceBuffer<uint8_t> frame;
  lab::PinnedBuffer<float> boxes;
  lab::PinnedBuffer<int> rows, count;
  cudaEvent_t uploaded = ordering_event();      // frame is on the device: staging is free
  cudaEvent_t preprocessed = ordering_event();  // the tensor is made: frame is free
  cudaEvent_t done = ordering_event();          // boxes, rows and count are in host memory
};

}  // namespace

struct Pipeline {
  int width = 0, height = 0;
  AffineMatrix letterbox{};
  // Step 1: the streams (each slot's events are in the slot).
  cudaStream_t copy = nullptr, compute = nullptr;
  // Step 2: the slots, and what the steps on `compute` need (one stream: one of each).
  std::vector<std::unique_ptr<Slot>> slots;
  lab::DeviceBuffer<float> tensor{size_t{3} * kModelInput * kModelInput};
  lab::DeviceBuffer<float> predict{size_t{kModelRows} * kModelRowFloats};
  lab::DeviceBuffer<float> d2i{6}, boxes{size_t{kMaxObjects} * kBoxElements};
  lab::DeviceBuffer<int> rows{kMaxObjects}, count{1};
  Model model;
};

namespace {

Slot& slot_of(Pipeline* p, int frame) { return *p->slots[frame % p->slots.size()]; }

// Step 9: waits for the frame's results, then hands them over.
void hand_over(Pipeline* p, int frame, const FrameCallback& on_frame) {
  Slot& s = slot_of(p, frame);
  LAB_CUDA_TRY(cudaEventSynchronize(s.done));
  on_frame(frame, lab::kept_boxes(std::vector<float>(s.boxes.begin(), s.boxes.end()),
                                  std::vector<int>(s.rows.begin(), s.rows.end()), s.count[0]));
}

}  // namespace

Pipeline* pipeline_create(int width, int height, int depth) {
  if (width < 1 || height < 1 || depth < 1 || depth > 8)
    throw std::invalid_argument("pipeline_create: a " + std::to_string(width) + " x " +
                                std::to_string(height) + " frame with depth " +
                                std::to_string(depth) + " (sizes >= 1, depth 1 to 8)");
  auto p = std::make_unique<Pipeline>();
  p->width = width;
  p->height = height;
  p->letterbox = letterbox_matrix(width, height, kModelInput, kModelInput);
  lab::upload(p->d2i, p->letterbox.d2i, 6);  // no stream: done when it returns
  const size_t frame_bytes = size_t{3} * width * height;
  for (int i = 0; i < depth; ++i) p->slots.push_back(std::make_unique<Slot>(frame_bytes));
  LAB_CUDA_TRY(cudaStreamCreateWithFlags(&p->copy, cudaStreamNonBlocking));
  LAB_CUDA_TRY(cudaStreamCreateWithFlags(&p->compute, cudaStreamNonBlocking));
  p->model = model_create();
  return p.release();
}

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  if (video.width != p->width || video.height != p->height)
    throw std::invalid_argument("pipeline_run: the video's frames are not the pipeline's size");
  const int depth = static_cast<int>(p->slots.size());
  const size_t bytes = video.frame_bytes();
  for (int i = 0; i < video.frames; ++i) {
    Slot& s = slot_of(p, i);
    // Step 3: the upload of frame i - depth read this staging buffer: wait until it is done.
    LAB_CUDA_TRY(cudaEventSynchronize(s.uploaded));
    std::memcpy(s.staging.data(), video.frame(i), bytes);
    // Step 4: the join: upload only once frame i - depth's preprocessing has read s.frame.
    LAB_CUDA_TRY(cudaStreamWaitEvent(p->copy, s.preprocessed, 0));
    LAB_CUDA_TRY(
        cudaMemcpyAsync(s.frame.data(), s.staging.data(), bytes, cudaMemcpyHostToDevice, p->copy));
    LAB_CUDA_TRY(cudaEventRecord(s.uploaded, p->copy));
    // Step 5: the fork: compute waits for this upload, and for nothing else on `copy`.
    LAB_CUDA_TRY(cudaStreamWaitEvent(p->compute, s.uploaded, 0));
    warp_affine_to_tensor(s.frame.data(), 3 * p->width, p->width, p->height, p->tensor.data(),
                          kModelInput, kModelInput, p->letterbox, p->compute);
    LAB_CUDA_TRY(cudaEventRecord(s.preprocessed, p->compute));
    // Steps 6 and 7.
    model_enqueue(p->model, p->tensor.data(), p->predict.data(), p->compute);
    decode(p->predict.data(), kModelRows, kModelClasses, kConfThreshold, p->d2i.data(),
           p->boxes.data(), p->rows.data(), p->count.data(), kMaxObjects, p->compute);
    nms_greedy(p->boxes.data(), p->rows.data(), p->count.data(), kMaxObjects, kIouThreshold,
               p->compute);
    // Step 9: frame i - depth's results are in this slot's host buffers, which step 8 is
    // about to fill again: hand that frame over first.
    if (i >= depth) hand_over(p, i - depth, on_frame);
    // Step 8.
    lab::download(s.boxes.data(), p->boxes, p->boxes.size(), p->compute);
    lab::download(s.rows.data(), p->rows, p->rows.size(), p->compute);
    lab::download(s.count.data(), p->count, 1, p->compute);
    LAB_CUDA_TRY(cudaEventRecord(s.done, p->compute));
  }
  for (int j = std::max(0, video.frames - depth); j < video.frames; ++j) hand_over(p, j, on_frame);
}

void pipeline_destroy(Pipeline* p) {
  if (p == nullptr) return;
  // Step 10. Errors ignored, as in any destructor: this may run after a fault.
  cudaStreamSynchronize(p->copy);
  cudaStreamSynchronize(p->compute);
  model_destroy(p->model);
  cudaStreamDestroy(p->copy);
  cudaStreamDestroy(p->compute);
  delete p;  // the buffers and the slots' events go with it
}

// Wrong: a fresh device buffer for the predictions of every frame, allocated and freed in the
// frame loop (cudaMalloc, and cudaFree, which waits for the whole device).
// expect-diagnosis: pipeline_run called cudaMalloc: nothing is allocated or freed
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i) {
    parts::Slot& s = parts::slot_of(p, i);
    lab::DeviceBuffer<float> predict(s.predict.size());
    std::swap(s.predict, predict);
    parts::enqueue_frame(p, video, i, on_frame);
    std::swap(s.predict, predict);
  }
  parts::hand_over_rest(p, video, on_frame);
}

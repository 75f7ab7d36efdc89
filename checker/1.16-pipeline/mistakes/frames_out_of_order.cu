// Wrong: the frames still in flight after the loop are handed over newest first.
// expect-diagnosis: on_frame got the frames in the order
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i) parts::enqueue_frame(p, video, i, on_frame);
  const int depth = static_cast<int>(p->slots.size());
  for (int j = video.frames - 1; j >= 0 && j >= video.frames - depth; --j)
    parts::hand_over(p, j, on_frame);
}

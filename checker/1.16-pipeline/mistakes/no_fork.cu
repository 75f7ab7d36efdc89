// Wrong: the preprocessing does not wait for its frame's upload (no fork from the copy stream).
// expect-diagnosis: The preprocessing of frame 0 may read
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i)
    parts::enqueue_frame(p, video, i, on_frame, {/*fork=*/false, /*join=*/true});
  parts::hand_over_rest(p, video, on_frame);
}

// Wrong: an upload does not wait for the preprocessing that last read its device buffer (no
// join back to the copy stream).
// expect-diagnosis: may do so before frame 0's preprocessing has read it
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i)
    parts::enqueue_frame(p, video, i, on_frame, {/*fork=*/true, /*join=*/false});
  parts::hand_over_rest(p, video, on_frame);
}

// Wrong: cudaDeviceSynchronize after every frame, "to be safe": the host waits for the whole
// device, and nothing overlaps.
// expect-diagnosis: pipeline_run called cudaDeviceSynchronize, which waits for the whole device
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i) {
    parts::enqueue_frame(p, video, i, on_frame);
    LAB_CUDA_TRY(cudaDeviceSynchronize());
  }
  parts::hand_over_rest(p, video, on_frame);
}

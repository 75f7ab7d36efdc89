// Wrong: cudaDeviceSynchronize after every frame, "to be safe": the host waits for the whole
// device, and nothing overlaps.
// expect-diagnosis: pipeline_run called cudaDeviceSynchronize, which waits for the whole device
#include "pipeline_parts.cuh"

Pipeline* pipeline_create(int width, int height, int depth) {
  return parts::create(width, height, depth, 1);
}
void pipeline_destroy(Pipeline* p) { parts::destroy(p); }

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i) {
    parts::enqueue_frame(p, video, i, on_frame);
    LAB_CUDA_TRY(cudaDeviceSynchronize());
  }
  parts::hand_over_rest(p, video, on_frame);
}

// Correct: three streams, the copy stream and two compute streams, the slots alternating
// between them, so that the model of one frame may overlap the model of the next too. Each
// slot has its own tensor, predictions and model (one model per stream at a time).
#include "../mistakes/pipeline_parts.cuh"

Pipeline* pipeline_create(int width, int height, int depth) {
  return parts::create(width, height, depth, 2);
}
void pipeline_destroy(Pipeline* p) { parts::destroy(p); }

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i) parts::enqueue_frame(p, video, i, on_frame);
  parts::hand_over_rest(p, video, on_frame);
}

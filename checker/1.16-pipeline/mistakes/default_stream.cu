// Wrong: every step on the legacy default stream (stream 0): it waits for all other work, and
// nothing overlaps.
// expect-diagnosis: pipeline_run put work on a default stream
#include "pipeline_parts.cuh"

Pipeline* pipeline_create(int width, int height, int depth) {
  Pipeline* p = parts::create(width, height, depth, 1);
  p->copy = p->compute[0] = nullptr;
  for (auto& s : p->slots) s->compute = nullptr;
  return p;
}
void pipeline_destroy(Pipeline* p) { parts::destroy(p); }

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  for (int i = 0; i < video.frames; ++i) parts::enqueue_frame(p, video, i, on_frame);
  parts::hand_over_rest(p, video, on_frame);
}

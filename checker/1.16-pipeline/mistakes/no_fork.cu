// Wrong: the preprocessing does not wait for its frame's upload (no fork from the copy stream).
// expect-diagnosis: The preprocessing of frame 0 may read
#include "pipeline_parts.cuh"

Pipeline* pipeline_create(int width, int height, int depth) {
  return parts::create(width, height, depth, 1);
}
void pipeline_destroy(Pipeline* p) { parts::destroy(p); }

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  const int depth = static_cast<int>(p->slots.size());
  for (int i = 0; i < video.frames; ++i) {
    parts::Slot& s = parts::slot_of(p, i);
    parts::stage(s, video, i);
    parts::upload(p, s, s.staging.data());
    parts::detect(p, s, /*fork=*/false);
    if (i >= depth) parts::hand_over(p, i - depth, on_frame);
    parts::download(s);
  }
  parts::hand_over_rest(p, video, on_frame);
}

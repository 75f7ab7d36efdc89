// Wrong: the boxes of the first run are kept and handed over again on every later run.
// expect-diagnosis: frame 0: on_frame got
#include <map>

#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  static std::map<Pipeline*, std::vector<std::vector<lab::Detection>>> cache;
  std::vector<std::vector<lab::Detection>>& kept = cache[p];
  if (kept.empty()) {
    kept.resize(video.frames);
    const FrameCallback keep = [&](int f, const std::vector<lab::Detection>& b) { kept[f] = b; };
    for (int i = 0; i < video.frames; ++i) parts::enqueue_frame(p, video, i, keep);
    parts::hand_over_rest(p, video, keep);
  }
  for (int i = 0; i < video.frames && i < int(kept.size()); ++i) on_frame(i, kept[i]);
}

// Wrong: on_frame gets a frame's results without waiting for the event after their download:
// they may not have arrived yet (waits for the streams only at the end).
// expect-diagnosis: frame 0: on_frame got
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  const int depth = static_cast<int>(p->slots.size());
  for (int i = 0; i < video.frames; ++i) {
    parts::Slot& s = parts::slot_of(p, i);
    parts::stage(s, video, i);
    parts::upload(p, s, s.staging.data());
    parts::detect(p, s);
    if (i >= depth) on_frame(i - depth, parts::results(parts::slot_of(p, i - depth)));
    parts::download(s);
  }
  for (int j = video.frames > depth ? video.frames - depth : 0; j < video.frames; ++j)
    on_frame(j, parts::results(parts::slot_of(p, j)));
  for (cudaStream_t s : p->compute) LAB_CUDA_TRY(cudaStreamSynchronize(s));
}

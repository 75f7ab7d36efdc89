// Correct: on_frame runs on the compute stream itself, through cudaLaunchHostFunc after each
// frame's download: in frame order (one compute stream), and only once the results are in.
// The host waits only to reuse a staging buffer, and for the stream at the end.
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "../mistakes/pipeline_parts.cuh"

namespace {
struct Handover {
  const parts::Slot* slot;
  int frame;
  const FrameCallback* on_frame;
};
void CUDART_CB hand_over_on_stream(void* data) {
  const Handover* h = static_cast<const Handover*>(data);
  (*h->on_frame)(h->frame, parts::results(*h->slot));
}
}  // namespace

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  std::vector<Handover> handovers(video.frames);  // each frame's, alive until the stream is done
  for (int i = 0; i < video.frames; ++i) {
    parts::Slot& s = parts::slot_of(p, i);
    parts::stage(s, video, i);
    parts::upload(p, s, s.staging.data());
    parts::detect(p, s);
    parts::download(s);
    handovers[i] = {&s, i, &on_frame};
    LAB_CUDA_TRY(cudaLaunchHostFunc(s.compute, hand_over_on_stream, &handovers[i]));
  }
  LAB_CUDA_TRY(cudaStreamSynchronize(p->compute[0]));
}

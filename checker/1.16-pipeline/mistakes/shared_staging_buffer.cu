// Wrong: one staging buffer for every frame in flight, written while the upload that reads it
// may still run (the slot's event says only when the slot's own last upload is done).
// expect-diagnosis: is uploaded from the staging buffer of frame
#define LAB_PARTS_LIFETIME  // the solution's pipeline_create and pipeline_destroy
#include "pipeline_parts.cuh"

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  uint8_t* shared = p->slots[0]->staging.data();
  for (int i = 0; i < video.frames; ++i) {
    parts::Slot& s = parts::slot_of(p, i);
    LAB_CUDA_TRY(cudaEventSynchronize(s.uploaded));
    std::memcpy(shared, video.frame(i), video.frame_bytes());
    parts::upload(p, s, shared);
    parts::detect(p, s);
    if (i >= int(p->slots.size())) parts::hand_over(p, i - int(p->slots.size()), on_frame);
    parts::download(s);
  }
  parts::hand_over_rest(p, video, on_frame);
}

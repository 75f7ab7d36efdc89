// Chapter 1.16 pipeline: the exercise (docs/1.16-pipeline.md).
//
// The detector's pipeline over a video: frames in, boxes out, with the copies of one frame
// running while the GPU computes another. Check it with `./lab check 1.16`; stuck? `./lab
// hint 1.16`. The contract is pipeline.h; the steps it calls are chapter 1.10's
// warp_affine_to_tensor, the stand-in model (model.h) and chapter 1.12's decode and
// nms_greedy, the lab's reference versions of them.
#include "pipeline.h"

#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "chapters/1.10-warpaffine/warp_affine.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "chapters/1.16-pipeline/model.h"
#include "common/buffers.h"
#include "common/cuda_check.h"

struct Pipeline {
  int width = 0, height = 0, depth = 0;
  // TODO(1.16) step 1: the streams, and per frame in flight the events that order its
  // steps across streams (a fork from the upload to the preprocessing, a join back before
  // its buffers are reused). Create them in pipeline_create, destroy them in step 10.
  // TODO(1.16) step 2: per frame in flight its buffers: pinned staging, the frame on the
  // device, pinned host memory for the boxes, rows and count; and what the steps need: the
  // tensor, the predictions, d2i, decode's outputs, a Model per stream that runs it.
};

Pipeline* pipeline_create(int width, int height, int depth) {
  if (width < 1 || height < 1 || depth < 1 || depth > 8)
    throw std::invalid_argument("pipeline_create: a " + std::to_string(width) + " x " +
                                std::to_string(height) + " frame with depth " +
                                std::to_string(depth) + " (sizes >= 1, depth 1 to 8)");
  Pipeline* p = new Pipeline;
  p->width = width;
  p->height = height;
  p->depth = depth;
  return p;
}

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  if (video.width != p->width || video.height != p->height)
    throw std::invalid_argument("pipeline_run: the video's frames are not the pipeline's size");
  for (int i = 0; i < video.frames; ++i) {
    // TODO(1.16) step 3: stage frame i into a staging buffer, once the upload that last read
    // that buffer is done (wait for its event, never for the whole device).
    // TODO(1.16) step 4: upload it, on a stream of yours, after the work that last read its
    // device buffer; record the event that says the upload is done.
    // TODO(1.16) step 5: preprocess it (warp_affine_to_tensor), on a stream that waits for
    // that event.
    // TODO(1.16) step 6: run the model (model_enqueue).
    // TODO(1.16) step 7: decode and nms_greedy.
    // TODO(1.16) step 8: download the boxes, rows and count; record an event when they are in.
    // TODO(1.16) step 9: hand over the oldest frame in flight when the next one needs its
    // buffers (and every frame left after the loop): wait for its results' event, then
    // on_frame(frame, lab::kept_boxes(...)). The serial loop hands frame i over here.
    const std::vector<lab::Detection> kept;  // TODO(1.16) step 9: frame i's kept boxes
    on_frame(i, kept);
  }
}

void pipeline_destroy(Pipeline* p) {
  if (p == nullptr) return;
  // TODO(1.16) step 10: wait for the streams, then release what steps 1 and 2 created.
  delete p;
}

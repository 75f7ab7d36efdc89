// The lab's own pipelines, benchmarked beside the student's pipeline_run (bench_pipeline.cpp):
// the same steps in other designs, each assembled from the solution's parts
// (pipeline_parts.h), so that the table shows what a second compute stream and a CUDA graph
// buy on this GPU (docs/1.16-pipeline.md, Performance; docs/internals/1.16-pipeline.md).
#pragma once

#include <memory>
#include <vector>

#include "chapters/1.16-pipeline/pipeline.h"
#include "chapters/1.16-pipeline/scene.h"

namespace lab::bench_pipelines {

// A pipeline run as pipeline_run is: every frame of a video (of its size) in order, on_frame
// called once per frame, in order, once its results are in host memory; all its work is done
// when run returns.
class LabPipeline {
 public:
  virtual ~LabPipeline() = default;
  virtual void run(const Video& video, const FrameCallback& on_frame) = 0;
};

struct Design {
  const char* name;  // the row's name: a message id of the chapter's catalogues
  std::unique_ptr<LabPipeline> (*make)(int width, int height);
};

// Two streams, depth 2 (the solution's design); three streams (a copy stream and two compute
// streams, the slots alternating), depth 3; and two streams, depth 2, each slot's compute
// (steps 5 to 8) captured into a CUDA graph once and launched per frame.
const std::vector<Design>& designs();

}  // namespace lab::bench_pipelines

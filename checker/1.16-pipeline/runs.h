// Running the student's pipeline for the checker: created, run and destroyed with the runtime
// spy recording each part, what on_frame got collected (from whichever thread calls it), and
// the serial pipeline's boxes to compare with.
#pragma once

#include <cuda_runtime.h>

#include <vector>

#include "chapters/1.12-yolov5-postprocess/detections.h"
#include "chapters/1.16-pipeline/pipeline.h"
#include "chapters/1.16-pipeline/scene.h"
#include "checker/harness/spy_call.h"

namespace lab::pipeline_runs {

// A pipeline for the length of a test; the calls pipeline_create made.
class OwnedPipeline {
 public:
  OwnedPipeline(int width, int height, int depth);
  ~OwnedPipeline();
  OwnedPipeline(const OwnedPipeline&) = delete;
  OwnedPipeline& operator=(const OwnedPipeline&) = delete;

  Pipeline* get() const { return pipeline_; }
  const std::vector<spy::Call>& create_calls() const { return create_calls_; }
  // The streams pipeline_create created, in order.
  std::vector<cudaStream_t> streams() const;

 private:
  Pipeline* pipeline_ = nullptr;
  std::vector<spy::Call> create_calls_;
};

// What one pipeline_run did.
struct Run {
  std::vector<int> order;                    // frames in the order on_frame got them
  std::vector<std::vector<Detection>> kept;  // by frame (empty for a frame never handed over)
  std::vector<spy::Call> calls;              // what pipeline_run called
};

// How a stream of the pipeline is held back while it runs, from just before the run.
struct Hold {
  enum class Kind {
    none,
    gate,   // a lab::spy::Gate: until the pipeline waits on the host for anything
    timed,  // a host function that sleeps kHeldFor: later work on the stream waits for it
  };
  Kind kind = Kind::none;
  cudaStream_t stream = nullptr;
};
// Long enough that a host that does not wait has staged, uploaded and read the results of
// every frame of the checker's small videos by then (microseconds each), and short enough for
// a test to hold each stream in turn.
constexpr int kHeldForMs = 200;

// pipeline_run over `video`, recorded, with `hold`.
Run run_recorded(Pipeline* pipeline, const Video& video, Hold hold = {});

// The serial pipeline's boxes for every frame (serial_pipeline.h): what every run must give.
std::vector<std::vector<Detection>> serial_boxes(const Video& video);

}  // namespace lab::pipeline_runs

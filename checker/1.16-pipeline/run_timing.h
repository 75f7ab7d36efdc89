// How chapter 1.16 times a pipeline from outside, the same way for the student's pipeline_run,
// the serial pipeline and the lab's other designs: whole runs over a video by the host's
// steady clock (the checker's optional timing and the benchmark), and the latency of each
// frame (the benchmark), from the call that enqueued its upload to its on_frame call.
#pragma once

#include <functional>
#include <vector>

#include "chapters/1.16-pipeline/pipeline.h"
#include "chapters/1.16-pipeline/scene.h"

namespace lab::pipeline_timing {

// The video every timing of the chapter runs: the chapter's frame size, 16 frames (the
// checker's optional test, test_pipeline.cpp, spells the same spec; the target's words name
// it). Seed 33, so that it is not one of the checker's correctness videos.
inline const SceneSpec kTimedVideo{16, 1920, 1080, 5, 33};

// One run of a pipeline over the video being timed: every frame through it, `on_frame` called
// as pipeline_run calls it (once per frame, in order, maybe from another thread).
using RunOnce = std::function<void(const FrameCallback& on_frame)>;

struct Runs {
  std::vector<double> run_ms;          // each timed run, start to return
  std::vector<double> first_frame_ms;  // each timed run: from its start to frame 0's on_frame
};

// `run_once` once untimed (the first run allocates the driver's resources, fills the caches of
// the instruction stream, ...), then `runs` times, each timed by the host's steady clock.
Runs time_runs(int runs, const RunOnce& run_once);

// The latency of each frame of one run over `video`, in ms: from the call that enqueued the
// frame's upload (the k-th host-to-device copy of a frame's bytes is frame k's, as the
// checker's frame_work.h finds it in the runtime spy's recording, which notes when each call
// was made) to the frame's on_frame call. A frame whose upload or on_frame call was not seen
// has none: the list is then shorter than the video.
std::vector<double> frame_latencies(const Video& video, const RunOnce& run_once);

// The median of `values` (the upper one of an even count), and their 90th percentile (the
// smallest value that at least 90 % of them are at or below); 0 for no values.
double median(std::vector<double> values);
double percentile_90(std::vector<double> values);

}  // namespace lab::pipeline_timing

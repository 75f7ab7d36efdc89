#include "timing.h"

#include "checker/harness/bench_timing.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "checker/harness/worker.h"
#include "run_timing.h"
#include "runs.h"
#include "serial_pipeline.h"

namespace lab::pipeline_timing {

namespace {

struct Measured {
  double run_ms = 0;          // a whole run's time, median of the runs
  double first_frame_ms = 0;  // from the run's start to frame 0's results, median
};

Measured measure(int runs, const RunOnce& run_once) {
  const Runs r = time_runs(runs, run_once);
  return {median(r.run_ms), median(r.first_frame_ms)};
}

}  // namespace

std::string timed_against_serial(const Video& video, int depth, int runs) {
  SerialPipeline serial(video.width, video.height);
  const Measured base = measure(runs, [&](const FrameCallback& f) { serial.run(video, f); });
  const pipeline_runs::OwnedPipeline pipeline(video.width, video.height, depth);
  const Measured yours =
      measure(runs, [&](const FrameCallback& f) { pipeline_run(pipeline.get(), video, f); });

  const double fps = 1000.0 * video.frames / yours.run_ms;
  const double serial_fps = 1000.0 * video.frames / base.run_ms;
  namespace bench = lab::bench;
  bench::Timing t;
  t.median_ms = t.min_ms = t.max_ms = yours.run_ms;
  t.repetitions = runs;
  const std::string size =
      say("pipeline.timed-size",
          {{"frames", video.frames}, {"width", video.width}, {"height", video.height}});
  record_kernel_timing(bench::kernel_timing(
      bench::make_row(bench::RowKind::exercise, "pipeline_run", size, t, fps, "frames/s",
                      bench::Ceiling{serial_fps, "pipeline.serial-name"})));
  return say("pipeline.timed-note", {{"fps", decimal_text(fps, 1)},
                                     {"serial_fps", decimal_text(serial_fps, 1)},
                                     {"ratio", decimal_text(fps / serial_fps, 2)},
                                     {"latency", decimal_text(yours.first_frame_ms, 1)},
                                     {"serial_latency", decimal_text(base.first_frame_ms, 1)}});
}

}  // namespace lab::pipeline_timing

// The chapter 1.16 checker: the student's pipeline over the lab's videos. The boxes of every
// frame, in order, against the serial pipeline's; the same with each of its streams held back
// by a gate; what pipeline_run calls; the order of its device work (the stream graph), drawn;
// and, optionally, its speed against the serial pipeline.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/messages.h"
#include "checker/harness/runtime_spy.h"
#include "checker/harness/stream_graph.h"
#include "checker/harness/stream_timeline.h"
#include "checks.h"
#include "frame_work.h"
#include "run_timing.h"
#include "runs.h"
#include "timing.h"

using namespace lab;
using pipeline_runs::OwnedPipeline;
using pipeline_runs::Run;

namespace {

// Small frames, with a letterbox on both sides of the short one, and enough of them for each
// slot to be reused a few times.
const SceneSpec kWide{8, 480, 270, 5, 31}, kTall{7, 270, 480, 6, 32};

void check_run(const Run& run, const Video& video,
               const std::vector<std::vector<Detection>>& want) {
  const Problems problems =
      all_problems({checks::check_order(run.order, video.frames),
                    checks::check_boxes(run.kept, want, video.width, video.height)});
  if (!problems.empty()) LAB_FAIL(problems);
}

// The SVG of the first frames' timeline, in the reader's language, beside the checker's run.
std::string draw_timeline(const stream_graph::Graph& graph,
                          const std::vector<pipeline_checks::FrameWork>& work) {
  namespace fs = std::filesystem;
  // Beside the lab's other pictures when run by the lab from the tree (its state folder is
  // there), else in the current folder (a grading sandbox, a checker run by hand).
  std::error_code ignored;
  const fs::path folder = fs::is_directory(".lab") ? fs::path(".lab") / "pictures" : fs::path(".");
  fs::create_directories(folder, ignored);
  const std::string file = fs::absolute(folder / "1.16-pipeline-timeline.svg").string();
  std::ofstream out(file);
  out << stream_graph::timeline_svg(graph, pipeline_checks::frame_labels(work),
                                    checks::timeline_of_first_frames(graph, work, 3),
                                    reader_language());
  return out ? say("pipeline.timeline-written", {{"file", file}})
             : say("pipeline.timeline-not-written", {{"file", file}});
}

}  // namespace

LAB_GPU_TEST("pipeline_run: every frame in order, with the serial pipeline's boxes", "[1.16]") {
  for (const int depth : {2, 3}) {
    for (const SceneSpec& spec : {kWide, kTall}) {
      INFO(say("pipeline.case", {{"depth", depth},
                                 {"frames", spec.frames},
                                 {"width", spec.width},
                                 {"height", spec.height}}));
      const Video video = make_video(spec);
      const OwnedPipeline pipeline(spec.width, spec.height, depth);
      check_run(pipeline_runs::run_recorded(pipeline.get(), video), video,
                pipeline_runs::serial_boxes(video));
      // The same pipeline again, on another video: nothing of the first run may linger.
      SceneSpec next = spec;
      next.seed += 100;
      const Video second = make_video(next);
      check_run(pipeline_runs::run_recorded(pipeline.get(), second), second,
                pipeline_runs::serial_boxes(second));
    }
  }
}

LAB_GPU_TEST("pipeline_run: each of its streams held back in turn, the boxes are still right",
             "[1.16]") {
  const Video video = make_video(kWide);
  const std::vector<std::vector<Detection>> want = pipeline_runs::serial_boxes(video);
  for (const int depth : {2, 3}) {
    const OwnedPipeline pipeline(video.width, video.height, depth);
    const std::vector<cudaStream_t> streams = pipeline.streams();
    if (streams.empty()) {  // nothing to hold: the boxes are judged all the same
      INFO(say("pipeline.no-stream-held", {{"depth", depth}}));
      check_run(pipeline_runs::run_recorded(pipeline.get(), video), video, want);
    }
    for (size_t s = 0; s < streams.size(); ++s) {
      INFO(say("pipeline.held", {{"depth", depth}, {"stream", s}, {"streams", streams.size()}}));
      using Kind = pipeline_runs::Hold::Kind;
      for (const Kind kind : {Kind::gate, Kind::timed})
        check_run(pipeline_runs::run_recorded(pipeline.get(), video, {kind, streams[s]}), video,
                  want);
    }
  }
}

LAB_GPU_TEST("pipeline_run: no allocation, free, device-wide wait or default stream in the loop",
             "[1.16]") {
  const Video video = make_video(kWide);
  const OwnedPipeline pipeline(video.width, video.height, 2);
  const Problems problems =
      checks::check_loop_calls(pipeline_runs::run_recorded(pipeline.get(), video).calls);
  if (!problems.empty()) LAB_FAIL(problems);
}

LAB_GPU_TEST("pipeline_run: the upload of frame i + 1 never waits for frame i's post-processing",
             "[1.16]") {
  const Video video = make_video(kWide);
  for (const int depth : {2, 3}) {
    INFO(say("pipeline.depth", {{"depth", depth}}));
    const OwnedPipeline pipeline(video.width, video.height, depth);
    const Run run = pipeline_runs::run_recorded(pipeline.get(), video);
    const stream_graph::Graph graph(run.calls, spy::kernel_names(run.calls));
    const std::vector<pipeline_checks::FrameWork> work = pipeline_checks::frame_work(
        run.calls, graph.kernel_names(), video.frames, video.frame_bytes());
    Problems problems = checks::check_work_found(work, video.frame_bytes());
    if (problems.empty()) problems = checks::check_structure(graph, work);
    if (problems.empty()) continue;
    LAB_FAIL(problems.quoted_in(
        say("pipeline.structure-failed",
            {{"problems", problems.text()}, {"picture", draw_timeline(graph, work)}})));
  }
}

LAB_GPU_TEST("pipeline_create and pipeline_destroy: every allocation released, once", "[1.16]") {
  const Video video = make_video(kWide);
  std::vector<spy::Call> calls = spy::record([&] {
    const OwnedPipeline pipeline(video.width, video.height, 3);
    pipeline_runs::run_recorded(pipeline.get(), video);
  });
  const Problems problems = checks::check_released(calls);
  if (!problems.empty()) LAB_FAIL(problems);
}

LAB_GPU_TEST("pipeline_run (optional): frames per second and latency against the serial pipeline",
             "[1.16][optional]") {
  // The video the benchmark times too; correctness first (a wrong pipeline is not timed).
  const Video video = make_video(pipeline_timing::kTimedVideo);
  {
    const OwnedPipeline pipeline(video.width, video.height, 2);
    check_run(pipeline_runs::run_recorded(pipeline.get(), video), video,
              pipeline_runs::serial_boxes(video));
  }
  WARN(pipeline_timing::timed_against_serial(video, 2, 5));
}

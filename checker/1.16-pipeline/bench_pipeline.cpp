// Chapter 1.16 benchmark: the detector's pipeline over the chapter's timed video (16 frames of
// 1920 x 1080, run_timing.h's kTimedVideo, the video the checker's optional test times), in
// frames per second and the latency of each frame, for one stream (the serial pipeline), the
// student's pipeline_run (the reference solution's in bench-1.16-pipeline) and the lab's
// other designs (bench_pipelines.h: two streams, three streams, a CUDA graph per slot).
//
// Every pipeline's boxes are first held against the serial pipeline's: a wrong pipeline gets
// a note saying so instead of a speed. Each is then timed as the checker times pipeline_run
// (run_timing.h: whole runs by the host's clock, the median counts), its frames/s against the
// serial pipeline's (% of ceiling: 150 % is 1.5 x, the chapter's target), and its frames'
// latency in runs recorded by the runtime spy. Measured in the same run beside them, with CUDA
// events on the benchmark's stream: the model alone (model_enqueue, the floor of a frame's
// compute) and a pinned host-to-device copy of one frame (the link's ceiling for the uploads).
#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bench_pipelines.h"
#include "chapters/1.10-warpaffine/warp_affine.h"
#include "chapters/1.16-pipeline/model.h"
#include "chapters/1.16-pipeline/pipeline.h"
#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "checks.h"
#include "common/buffers.h"
#include "common/cuda_check.h"
#include "run_timing.h"
#include "serial_pipeline.h"

namespace {

using lab::bench::Result;
using lab::bench::RowKind;
using lab::bench::Timing;
namespace timing = lab::pipeline_timing;

constexpr int kRuns = 9, kLatencyRuns = 5;

// One pipeline as measured: its runs, its frames' latencies.
struct Measured {
  Timing run;                   // whole runs over the video, ms
  double fps = 0;               // frames per second of the median run
  double first_frame_ms = 0;    // median, from a run's start to frame 0's on_frame
  std::vector<double> latency;  // ms, every frame of every latency run
};

// What every row of the run shares.
struct Bench {
  lab::bench::Table& table;
  const lab::Video& video;
  std::string size;
  std::vector<std::vector<lab::Detection>> want;  // the serial pipeline's boxes, by frame
  double serial_fps = 0, model_fps = 0, h2d_gbps = 0;
};

Timing timing_of(const std::vector<double>& ms) {
  Timing t;
  t.median_ms = timing::median(ms);
  t.min_ms = ms.empty() ? 0 : *std::min_element(ms.begin(), ms.end());
  t.max_ms = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
  t.repetitions = static_cast<int>(ms.size());
  return t;
}

// The problems of one run's frames against the serial pipeline's (none: right).
lab::Problems wrong_boxes(const Bench& b, const timing::RunOnce& run_once) {
  std::mutex mutex;  // on_frame may be called from the runtime's own thread
  std::vector<int> order;
  std::vector<std::vector<lab::Detection>> kept(b.video.frames);
  run_once([&](int frame, const std::vector<lab::Detection>& boxes) {
    const std::lock_guard<std::mutex> lock(mutex);
    order.push_back(frame);
    if (frame >= 0 && frame < b.video.frames) kept[frame] = boxes;
  });
  return lab::all_problems({lab::checks::check_order(order, b.video.frames),
                            lab::checks::check_boxes(kept, b.want, b.video.width, b.video.height)});
}

Measured measure(const Bench& b, const timing::RunOnce& run_once) {
  Measured m;
  const timing::Runs runs = timing::time_runs(kRuns, run_once);
  m.run = timing_of(runs.run_ms);
  m.fps = 1000.0 * b.video.frames / m.run.median_ms;
  m.first_frame_ms = timing::median(runs.first_frame_ms);
  if (b.table.quick()) return m;
  for (int r = 0; r < kLatencyRuns; ++r) {
    const std::vector<double> one = timing::frame_latencies(b.video, run_once);
    m.latency.insert(m.latency.end(), one.begin(), one.end());
  }
  return m;
}

// A pipeline's rows: its frames/s against the serial pipeline's (`ceiling`: none for the
// serial pipeline itself), `mark`ed as soon as it is added (Table::add's row is valid until the
// next add); and, except in quick mode, its frames' median latency and the pipeline's note.
void add_rows(
    Bench& b, RowKind kind, const std::string& name, const Measured& m,
    const lab::bench::Ceiling& ceiling, const std::function<void(Result&)>& mark = [](Result&) {}) {
  mark(b.table.add(kind, name, b.size, m.run, m.fps, "frames/s", ceiling));
  if (b.table.quick()) return;
  const Timing latency = timing_of(m.latency);
  if (!m.latency.empty())
    b.table.add(kind, lab::say("pipeline.bench.row.latency", {{"pipeline", name}}), b.size, latency,
                latency.median_ms, "ms", {});
  const double upload_gbps = m.fps * static_cast<double>(b.video.frame_bytes()) / 1e9;
  const std::string latency_words =
      m.latency.empty() ? lab::say("pipeline.bench.no-latency", {{"bytes", b.video.frame_bytes()}})
                        : lab::say("pipeline.bench.latency",
                                   {{"median", lab::decimal_text(latency.median_ms, 2)},
                                    {"p90", lab::decimal_text(timing::percentile_90(m.latency), 2)},
                                    {"max", lab::decimal_text(latency.max_ms, 2)},
                                    {"count", m.latency.size()}});
  b.table.note(lab::say("pipeline.bench.pipeline-note",
                        {{"name", name},
                         {"times", lab::decimal_text(m.fps / b.serial_fps, 2)},
                         {"model", lab::decimal_text(100 * m.fps / b.model_fps, 1)},
                         {"gbps", lab::decimal_text(upload_gbps, 1)},
                         {"link", lab::decimal_text(100 * upload_gbps / b.h2d_gbps, 1)},
                         {"first", lab::decimal_text(m.first_frame_ms, 2)},
                         {"latency", latency_words}}));
}

// A pipeline other than the serial one: checked, then timed and added, or a note that it is
// wrong.
void add_checked(
    Bench& b, RowKind kind, const std::string& name, const timing::RunOnce& run_once,
    const std::function<void(Result&)>& mark = [](Result&) {}) {
  const lab::Problems problems = wrong_boxes(b, run_once);
  if (!problems.empty())
    return b.table.note(
        lab::say("pipeline.bench.wrong", {{"name", name}, {"problems", problems.text()}}));
  add_rows(b, kind, name, measure(b, run_once), {b.serial_fps, "pipeline.serial-name"}, mark);
}

// The model's scratch for the length of a timing.
struct OwnedModel {
  Model model = model_create();
  ~OwnedModel() { model_destroy(model); }
};

// The model alone on `stream`, over the tensors of the video's frames in turn (each made once
// by the preprocessing): the least a frame's compute can take.
Timing time_model(const lab::Video& video, cudaStream_t stream) {
  const AffineMatrix letterbox =
      letterbox_matrix(video.width, video.height, kModelInput, kModelInput);
  lab::DeviceBuffer<uint8_t> frame(video.frame_bytes());
  std::vector<lab::DeviceBuffer<float>> tensors;
  for (int f = 0; f < video.frames; ++f) {
    tensors.emplace_back(size_t{3} * kModelInput * kModelInput);
    lab::upload(frame, video.frame(f), video.frame_bytes(), stream);
    warp_affine_to_tensor(frame.data(), video.line_size(), video.width, video.height,
                          tensors.back().data(), kModelInput, kModelInput, letterbox, stream);
  }
  lab::DeviceBuffer<float> predict(size_t{kModelRows} * kModelRowFloats);
  const OwnedModel m;
  const Timing t = lab::bench::time_on_stream(stream, [&](int rep) {
    model_enqueue(m.model, tensors[rep % tensors.size()].data(), predict.data(), stream);
  });
  LAB_CUDA_TRY(cudaGetLastError());
  return t;  // time_on_stream waited for the stream: the model's scratch is free
}

// One frame from pinned memory to the device: the ceiling of the uploads.
Timing time_upload(const lab::Video& video, cudaStream_t stream) {
  lab::PinnedBuffer<uint8_t> staging(video.frame_bytes());
  std::memcpy(staging.data(), video.frame(0), video.frame_bytes());
  lab::DeviceBuffer<uint8_t> device(video.frame_bytes());
  return lab::bench::time_on_stream(stream, [&](int) {
    LAB_CUDA_TRY(cudaMemcpyAsync(device.data(), staging.data(), staging.size(),
                                 cudaMemcpyHostToDevice, stream));
  });
}

void body(lab::bench::Table& table, cudaStream_t stream) {
  const lab::Video video = lab::make_video(timing::kTimedVideo);
  Bench b{table,
          video,
          lab::say("pipeline.timed-size",
                   {{"frames", video.frames}, {"width", video.width}, {"height", video.height}}),
          {}};
  table.note(lab::say("pipeline.bench.method", {{"frames", video.frames},
                                                {"width", video.width},
                                                {"height", video.height},
                                                {"runs", kRuns},
                                                {"latency_runs", kLatencyRuns}}));
  lab::SerialPipeline serial(video.width, video.height);
  b.want.resize(video.frames);
  serial.run(video, [&](int f, const std::vector<lab::Detection>& kept) { b.want[f] = kept; });
  const timing::RunOnce serial_run = [&](const FrameCallback& f) { serial.run(video, f); };
  const Measured base = measure(b, serial_run);
  b.serial_fps = base.fps;
  if (!table.quick()) {
    const Timing model = time_model(video, stream);
    b.model_fps = 1000.0 / model.median_ms;
    table.add(RowKind::reference, lab::say("pipeline.bench.row.model"), b.size, model, b.model_fps,
              "frames/s", {});
    const Timing upload = time_upload(video, stream);
    b.h2d_gbps = static_cast<double>(video.frame_bytes()) / (upload.median_ms * 1e6);
    table.add(RowKind::reference, lab::say("pipeline.bench.row.upload"), b.size, upload, b.h2d_gbps,
              "GB/s", {});
  }
  add_rows(b, RowKind::reference, lab::say("pipeline.bench.row.serial"), base, {});

  {
    const std::unique_ptr<Pipeline, void (*)(Pipeline*)> yours(
        pipeline_create(video.width, video.height, 2), pipeline_destroy);
    add_checked(
        b, RowKind::exercise, lab::bench::kChapterFast.kernel,
        [&](const FrameCallback& f) { pipeline_run(yours.get(), video, f); },
        [](Result& row) {
          row.headline = true;
          row.target = lab::bench::fast_target(row, lab::bench::kChapterFast);
        });
  }
  if (!table.variants()) return;
  for (const lab::bench_pipelines::Design& d : lab::bench_pipelines::designs()) {
    const auto pipeline = d.make(video.width, video.height);
    add_checked(b, RowKind::variant, lab::say(d.name),
                [&](const FrameCallback& f) { pipeline->run(video, f); });
  }
}

}  // namespace

int main(int argc, char** argv) {
  return lab::bench::main(argc, argv, "1.16-pipeline",
                          [](lab::bench::Table& table, cudaStream_t stream,
                             const lab::bench::Ceiling&) { body(table, stream); });
}

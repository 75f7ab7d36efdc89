#include "runs.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

#include "checker/harness/runtime_spy.h"
#include "common/cuda_check.h"
#include "serial_pipeline.h"

namespace lab::pipeline_runs {

namespace {

void CUDART_CB sleep_on_stream(void*) {
  std::this_thread::sleep_for(std::chrono::milliseconds(kHeldForMs));
}

}  // namespace

OwnedPipeline::OwnedPipeline(int width, int height, int depth) {
  create_calls_ = spy::record([&] { pipeline_ = pipeline_create(width, height, depth); });
}

OwnedPipeline::~OwnedPipeline() { pipeline_destroy(pipeline_); }

std::vector<cudaStream_t> OwnedPipeline::streams() const {
  std::vector<cudaStream_t> streams;
  for (const spy::Call& c : create_calls_)
    if (c.action == spy::Action::create_stream && c.result == cudaSuccess)
      streams.push_back(c.stream);
  return streams;
}

Run run_recorded(Pipeline* pipeline, const Video& video, Hold hold) {
  Run run;
  run.kept.resize(video.frames);
  std::mutex mutex;  // on_frame may be called from the runtime's own thread
  const FrameCallback on_frame = [&](int frame, const std::vector<Detection>& kept) {
    const std::lock_guard<std::mutex> lock(mutex);
    run.order.push_back(frame);
    if (frame >= 0 && frame < video.frames) run.kept[frame] = kept;
  };
  std::unique_ptr<spy::Gate> gate;
  if (hold.kind == Hold::Kind::gate) gate = std::make_unique<spy::Gate>(hold.stream);
  if (hold.kind == Hold::Kind::timed)
    LAB_CUDA_TRY(cudaLaunchHostFunc(hold.stream, sleep_on_stream, nullptr));
  run.calls = spy::record([&] { pipeline_run(pipeline, video, on_frame); });
  gate.reset();
  return run;
}

std::vector<std::vector<Detection>> serial_boxes(const Video& video) {
  SerialPipeline serial(video.width, video.height);
  std::vector<std::vector<Detection>> kept(video.frames);
  serial.run(video, [&](int frame, const std::vector<Detection>& boxes) { kept[frame] = boxes; });
  return kept;
}

}  // namespace lab::pipeline_runs

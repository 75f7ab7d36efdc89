#include "bench_pipelines.h"

#include "checker/harness/capture.h"
#include "common/cuda_check.h"
#include "pipeline_parts.h"

namespace lab::bench_pipelines {

namespace {

// The solution's loop over `compute_streams` compute streams and `depth` slots.
class Streams : public LabPipeline {
 public:
  Streams(int width, int height, int depth, int compute_streams)
      : state_(width, height, depth, compute_streams) {}
  void run(const Video& video, const FrameCallback& on_frame) override {
    for (int i = 0; i < video.frames; ++i) parts::enqueue_frame(&state_, video, i, on_frame);
    parts::hand_over_rest(&state_, video, on_frame);
  }

 private:
  parts::State state_;
};

// Two streams and two slots; each slot's compute side, from the preprocessing to the download
// of the results, is captured once into a graph over the slot's fixed buffers, so that a
// frame costs one graph launch on the compute stream instead of about ten launches and
// copies. The events stay outside the graphs: the fork (the compute stream waits for the
// upload) before the launch, `done` after it, and the join is on `done` (the slot's last
// graph read its device frame), which on one compute stream costs no overlap: frame i's upload
// still runs beside frame i - 1's compute.
class GraphPerSlot : public LabPipeline {
 public:
  static constexpr int kDepth = 2;

  GraphPerSlot(int width, int height) : state_(width, height, kDepth, 1) {
    for (const auto& slot : state_.slots) {
      parts::Slot& s = *slot;
      CapturedCall graph = capture(s.compute, [&] {
        parts::preprocess(&state_, s);
        parts::infer(&state_, s);
        parts::download_results(s);
      });
      LAB_CUDA_TRY(graph.launch_error);
      LAB_CUDA_TRY(graph.capture_error);
      LAB_CUDA_TRY(graph.outside_error);
      graphs_.push_back(std::move(graph));
    }
  }

  void run(const Video& video, const FrameCallback& on_frame) override {
    for (int i = 0; i < video.frames; ++i) {
      parts::Slot& s = parts::slot_of(&state_, i);
      parts::stage(s, video, i);
      LAB_CUDA_TRY(cudaStreamWaitEvent(state_.copy, s.done, 0));  // the join
      parts::upload(&state_, s, s.staging.data(), /*join=*/false);
      LAB_CUDA_TRY(cudaStreamWaitEvent(s.compute, s.uploaded, 0));  // the fork
      // The graph writes this slot's host results: frame i - depth's are handed over first.
      if (i >= kDepth) parts::hand_over(&state_, i - kDepth, on_frame);
      graphs_[i % kDepth].run(s.compute);
      LAB_CUDA_TRY(cudaEventRecord(s.done, s.compute));
    }
    parts::hand_over_rest(&state_, video, on_frame);
  }

 private:
  parts::State state_;
  std::vector<CapturedCall> graphs_;  // one per slot, in slot order
};

}  // namespace

const std::vector<Design>& designs() {
  static const std::vector<Design> all = {
      {"pipeline.bench.row.two-streams",
       [](int w, int h) -> std::unique_ptr<LabPipeline> {
         return std::make_unique<Streams>(w, h, 2, 1);
       }},
      {"pipeline.bench.row.three-streams",
       [](int w, int h) -> std::unique_ptr<LabPipeline> {
         return std::make_unique<Streams>(w, h, 3, 2);
       }},
      {"pipeline.bench.row.graph",
       [](int w, int h) -> std::unique_ptr<LabPipeline> {
         return std::make_unique<GraphPerSlot>(w, h);
       }},
  };
  return all;
}

}  // namespace lab::bench_pipelines

// Correct: a CUDA graph per slot, replayed. pipeline_create captures each slot's compute side
// once (the preprocessing, the model, decode and NMS, and the download of the results, on the
// slot's own buffers) and instantiates it; a frame then costs one cudaGraphLaunch on the
// compute stream instead of about ten launches and copies. The events stay outside the
// graphs: the fork before the launch, and `preprocessed` and `done` after it, so the join
// waits for the slot's whole last graph.
#include <map>
#include <vector>

#include "../mistakes/pipeline_parts.cuh"

namespace {

// Each pipeline's graphs, one per slot, in slot order.
std::map<const Pipeline*, std::vector<cudaGraphExec_t>>& graphs() {
  static std::map<const Pipeline*, std::vector<cudaGraphExec_t>> all;
  return all;
}

}  // namespace

Pipeline* pipeline_create(int width, int height, int depth) {
  Pipeline* p = parts::create(width, height, depth, 1);
  std::vector<cudaGraphExec_t>& execs = graphs()[p];
  for (const auto& slot : p->slots) {
    parts::Slot& s = *slot;
    cudaGraph_t graph = nullptr;
    LAB_CUDA_TRY(cudaStreamBeginCapture(s.compute, cudaStreamCaptureModeThreadLocal));
    parts::preprocess(p, s);
    parts::infer(p, s);
    parts::download_results(s);
    LAB_CUDA_TRY(cudaStreamEndCapture(s.compute, &graph));
    cudaGraphExec_t exec = nullptr;
    LAB_CUDA_TRY(cudaGraphInstantiate(&exec, graph, 0));
    LAB_CUDA_TRY(cudaGraphDestroy(graph));
    execs.push_back(exec);
  }
  return p;
}

void pipeline_destroy(Pipeline* p) {
  if (p == nullptr) return;
  for (cudaStream_t s : p->owned) cudaStreamSynchronize(s);  // errors ignored, as in any destructor
  for (cudaGraphExec_t exec : graphs()[p]) cudaGraphExecDestroy(exec);
  graphs().erase(p);
  parts::destroy(p);
}

void pipeline_run(Pipeline* p, const lab::Video& video, const FrameCallback& on_frame) {
  const std::vector<cudaGraphExec_t>& execs = graphs().at(p);
  const int depth = static_cast<int>(p->slots.size());
  for (int i = 0; i < video.frames; ++i) {
    parts::Slot& s = parts::slot_of(p, i);
    parts::stage(s, video, i);
    parts::upload(p, s, s.staging.data());  // after the slot's last graph (the join)
    LAB_CUDA_TRY(cudaStreamWaitEvent(s.compute, s.uploaded, 0));  // the fork
    // The graph writes this slot's host results: frame i - depth's are handed over first.
    if (i >= depth) parts::hand_over(p, i - depth, on_frame);
    LAB_CUDA_TRY(cudaGraphLaunch(execs[i % depth], s.compute));
    LAB_CUDA_TRY(cudaEventRecord(s.preprocessed, s.compute));
    LAB_CUDA_TRY(cudaEventRecord(s.done, s.compute));
  }
  parts::hand_over_rest(p, video, on_frame);
}

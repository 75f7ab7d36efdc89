#include "frame_work.h"

#include <string>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "chapters/1.16-pipeline/model.h"
#include "checker/harness/messages.h"

namespace lab::pipeline_checks {

namespace {

std::string last_part(const std::string& name) {
  const size_t at = name.rfind("::");
  return at == std::string::npos ? name : name.substr(at + 2);
}

// Puts `call` in the first frame whose `step` is still empty.
void assign(std::vector<FrameWork>& work, std::optional<size_t> FrameWork::*step, size_t call) {
  for (FrameWork& w : work)
    if (!(w.*step)) {
      w.*step = call;
      return;
    }
}

}  // namespace

std::vector<FrameWork> frame_work(const std::vector<spy::Call>& calls,
                                  const spy::KernelNames& kernel_names, int frames,
                                  size_t frame_bytes) {
  std::vector<FrameWork> work(frames > 0 ? frames : 0);
  const size_t boxes_bytes = sizeof(float) * kMaxObjects * kBoxElements;
  for (size_t i = 0; i < calls.size(); ++i) {
    const spy::Call& c = calls[i];
    if (c.result != cudaSuccess) continue;
    if (c.action == spy::Action::copy && c.kind == cudaMemcpyHostToDevice && c.bytes == frame_bytes)
      assign(work, &FrameWork::upload, i);
    if (c.action == spy::Action::copy && c.kind == cudaMemcpyDeviceToHost && c.bytes == boxes_bytes)
      assign(work, &FrameWork::download, i);
    if (c.action != spy::Action::kernel) continue;
    const auto named = kernel_names.find(c.function_ptr);
    if (named == kernel_names.end()) continue;
    const std::string name = last_part(named->second);
    if (name == kPreprocessKernel) assign(work, &FrameWork::preprocess, i);
    if (name == kModelFirstKernel) assign(work, &FrameWork::model, i);
    if (name == kNmsKernel) assign(work, &FrameWork::nms, i);
  }
  return work;
}

namespace {

// Each step, and its label's message ids.
struct Step {
  std::optional<size_t> FrameWork::*call;
  const char* text;
  const char* brief;
};
constexpr Step kSteps[] = {
    {&FrameWork::upload, "pipeline.step-upload", "pipeline.step-upload-brief"},
    {&FrameWork::preprocess, "pipeline.step-preprocess", "pipeline.step-preprocess-brief"},
    {&FrameWork::model, "pipeline.step-model", "pipeline.step-model-brief"},
    {&FrameWork::nms, "pipeline.step-nms", "pipeline.step-nms-brief"},
    {&FrameWork::download, "pipeline.step-download", "pipeline.step-download-brief"},
};

}  // namespace

stream_graph::Labels frame_labels(const std::vector<FrameWork>& work) {
  stream_graph::Labels labels;
  for (size_t f = 0; f < work.size(); ++f)
    for (const Step& s : kSteps)
      if (work[f].*s.call)
        labels[*(work[f].*s.call)] = {say(s.text, {{"frame", f}}), say(s.brief, {{"frame", f}})};
  return labels;
}

std::string first_missing_step(const FrameWork& work, size_t frame) {
  for (const Step& s : kSteps)
    if (!(work.*s.call)) return say(s.text, {{"frame", frame}});
  return "";
}

}  // namespace lab::pipeline_checks

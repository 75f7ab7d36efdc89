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
    if (c.action == spy::Action::copy && c.kind == cudaMemcpyHostToDevice &&
        c.bytes == frame_bytes)
      assign(work, &FrameWork::upload, i);
    if (c.action == spy::Action::copy && c.kind == cudaMemcpyDeviceToHost &&
        c.bytes == boxes_bytes)
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

stream_graph::Labels frame_labels(const std::vector<FrameWork>& work) {
  stream_graph::Labels labels;
  const struct {
    std::optional<size_t> FrameWork::*step;
    const char* id;
  } steps[] = {{&FrameWork::upload, "upload"},
               {&FrameWork::preprocess, "preprocess"},
               {&FrameWork::model, "model"},
               {&FrameWork::nms, "nms"},
               {&FrameWork::download, "download"}};
  for (size_t f = 0; f < work.size(); ++f)
    for (const auto& s : steps)
      if (work[f].*s.step) {
        const std::string id = std::string("pipeline.step-") + s.id;
        labels[*(work[f].*s.step)] = {say(id, {{"frame", f}}), say(id + "-brief", {{"frame", f}})};
      }
  return labels;
}

}  // namespace lab::pipeline_checks

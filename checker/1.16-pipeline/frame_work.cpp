#include "frame_work.h"

#include <map>
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

// The n-th call of one kind of part is frame n's.
void add_part(std::vector<FrameWork>& work, std::vector<size_t> FrameWork::*parts, size_t nth,
              size_t call) {
  if (nth < work.size()) (work[nth].*parts).push_back(call);
}

bool is_model_later_kernel(const std::string& name) {
  for (const char* k : kModelLaterKernels)
    if (name == k) return true;
  return false;
}

// The steps not found as calls of their own, in the graphs the frames launch (FrameWork):
// only when every frame launches as many.
void in_graphs(const std::vector<spy::Call>& calls, std::vector<FrameWork>& work) {
  std::vector<size_t> launches;
  for (size_t i = 0; i < calls.size(); ++i)
    if (calls[i].action == spy::Action::graph_launch && calls[i].result == cudaSuccess)
      launches.push_back(i);
  if (launches.empty() || work.empty() || launches.size() % work.size() != 0) return;
  const size_t per_frame = launches.size() / work.size();
  for (size_t f = 0; f < work.size(); ++f) {
    FrameWork& w = work[f];
    const size_t first = launches[f * per_frame], last = launches[f * per_frame + per_frame - 1];
    if (!w.upload) w.upload = first, w.upload_in_graph = true;
    if (!w.preprocess) w.preprocess = first;
    if (!w.model) w.model = first;
    if (!w.nms) w.nms = last;
    if (!w.download) w.download = last;
  }
}

}  // namespace

std::vector<FrameWork> frame_work(const std::vector<spy::Call>& calls,
                                  const spy::KernelNames& kernel_names, int frames,
                                  size_t frame_bytes) {
  std::vector<FrameWork> work(frames > 0 ? frames : 0);
  const size_t boxes_bytes = sizeof(float) * kMaxObjects * kBoxElements;
  std::map<std::string, size_t> seen;  // parts so far, by kernel name
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
    if (is_model_later_kernel(name)) add_part(work, &FrameWork::model_parts, seen[name]++, i);
    if (name == kDecodeKernel) {
      const size_t nth = seen[name]++;
      // decode's fill of the count: the call before it on its stream.
      for (size_t j = i; j-- > 0;) {
        if (!calls[j].on_stream || calls[j].stream != c.stream) continue;
        if (calls[j].action == spy::Action::fill) add_part(work, &FrameWork::nms_parts, nth, j);
        break;
      }
      add_part(work, &FrameWork::nms_parts, nth, i);
    }
  }
  in_graphs(calls, work);
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
  for (size_t f = 0; f < work.size(); ++f) {
    std::map<size_t, int> steps_in;  // by call: a graph launch holds several
    for (const Step& s : kSteps)
      if (work[f].*s.call) ++steps_in[*(work[f].*s.call)];
    for (const Step& s : kSteps) {
      if (!(work[f].*s.call)) continue;
      const size_t call = *(work[f].*s.call);
      labels[call] =
          steps_in[call] > 1
              ? stream_graph::Label{say("pipeline.step-graph", {{"frame", f}}),
                                    say("pipeline.step-graph-brief", {{"frame", f}})}
              : stream_graph::Label{say(s.text, {{"frame", f}}), say(s.brief, {{"frame", f}})};
    }
  }
  // Each part under its step's label, drawn in the step's cell.
  const auto parts = [&](const std::vector<size_t>& calls, std::optional<size_t> step) {
    if (!step) return;
    for (const size_t call : calls) {
      stream_graph::Label label = labels.at(*step);
      label.part_of = step;
      labels[call] = label;
    }
  };
  for (size_t f = 0; f < work.size(); ++f) {
    parts(work[f].model_parts, work[f].model);
    parts(work[f].nms_parts, work[f].nms);
  }
  return labels;
}

std::string first_missing_step(const FrameWork& work, size_t frame) {
  for (const Step& s : kSteps)
    if (!(work.*s.call)) return say(s.text, {{"frame", frame}});
  return "";
}

}  // namespace lab::pipeline_checks

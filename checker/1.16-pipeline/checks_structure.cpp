// check_structure and timeline_of_first_frames (checks.h): the order of the device work, from
// the stream graph of a recorded pipeline_run.
#include <algorithm>
#include <string>
#include <vector>

#include "checker/harness/messages.h"
#include "checks.h"

namespace lab::checks {

namespace {

using pipeline_checks::FrameWork;
using stream_graph::Graph;

// The latest frame before `k` whose upload used the same device buffer (same_source: the same
// staging buffer) as frame k's, or -1.
// An upload inside a graph shows no buffers: none is named.
int last_user(const Graph& graph, const std::vector<FrameWork>& work, size_t k, bool same_source) {
  if (work[k].upload_in_graph) return -1;
  const spy::Call& mine = graph.calls()[*work[k].upload];
  for (int j = static_cast<int>(k) - 1; j >= 0; --j) {
    if (work[j].upload_in_graph) continue;
    const spy::Call& theirs = graph.calls()[*work[j].upload];
    if (same_source ? theirs.src == mine.src : theirs.ptr == mine.ptr) return j;
  }
  return -1;
}

// Whether the host waited, between calls `after` and `before`, for the work of call `work`.
bool host_waited_for(const Graph& graph, size_t work, size_t after, size_t before) {
  for (size_t c = after + 1; c < before; ++c) {
    const std::optional<size_t> node = graph.node_of(c);
    if (node && graph.nodes()[*node].kind == stream_graph::NodeKind::host_wait &&
        graph.depends(c, work))
      return true;
  }
  return false;
}

Problems serial_verdict(const Graph& graph, const std::vector<FrameWork>& work, size_t i) {
  const stream_graph::Labels labels = pipeline_checks::frame_labels(work);
  const size_t up = *work[i + 1].upload, nms = *work[i].nms;
  stream_graph::TimelineOptions shown = timeline_of_first_frames(graph, work, int(i) + 2);
  shown.chain = graph.why(up, nms);
  return diagnose("pipeline-serial",
                  {{"frame", i + 1},
                   {"why", stream_graph::explain(graph, up, nms, labels)},
                   {"timeline", stream_graph::timeline_text(graph, labels, shown)}});
}

}  // namespace

Problems check_structure(const Graph& graph, const std::vector<FrameWork>& work) {
  const stream_graph::Labels labels = pipeline_checks::frame_labels(work);
  for (size_t f = 0; f < work.size(); ++f) {
    const FrameWork& w = work[f];
    // Both in one graph: the capture orders them.
    if (*w.preprocess != *w.upload && !graph.depends(*w.preprocess, *w.upload))
      return diagnose(
          "pipeline-no-fork",
          {{"frame", f}, {"why", stream_graph::explain(graph, *w.preprocess, *w.upload, labels)}});
    const int reader = last_user(graph, work, f, false);
    if (reader >= 0 && !graph.depends(*w.upload, *work[reader].preprocess))
      return diagnose(
          "pipeline-no-join",
          {{"frame", f},
           {"other", reader},
           {"why", stream_graph::explain(graph, *w.upload, *work[reader].preprocess, labels)}});
    const int staged = last_user(graph, work, f, true);
    if (staged >= 0 &&
        !host_waited_for(graph, *work[staged].upload, *work[staged].upload, *w.upload))
      return diagnose("pipeline-staging-reused", {{"frame", f}, {"other", staged}});
  }
  for (size_t i = 0; i + 1 < work.size(); ++i)
    if (graph.depends(*work[i + 1].upload, *work[i].nms)) return serial_verdict(graph, work, i);
  return {};
}

stream_graph::TimelineOptions timeline_of_first_frames(const Graph& graph,
                                                       const std::vector<FrameWork>& work,
                                                       int frames_shown) {
  stream_graph::TimelineOptions shown;
  if (work.empty() || frames_shown < 1) return shown;
  const size_t last = std::min(work.size(), size_t(frames_shown)) - 1;
  shown.first_call = work[0].upload.value_or(0);
  shown.last_call = work[last].download.value_or(graph.calls().size());
  // Up to the last frame's results, and the host's wait for them if it follows.
  for (size_t c = shown.last_call + 1; c < graph.calls().size(); ++c) {
    const std::optional<size_t> node = graph.node_of(c);
    if (!node) continue;
    if (graph.nodes()[*node].kind != stream_graph::NodeKind::work) shown.last_call = c;
    if (graph.nodes()[*node].kind == stream_graph::NodeKind::work ||
        graph.nodes()[*node].kind == stream_graph::NodeKind::host_wait)
      break;
  }
  shown.title = say("pipeline.timeline-title", {{"frames", last + 1}});
  return shown;
}

}  // namespace lab::checks

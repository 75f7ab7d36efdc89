// The stream graph in words (stream_graph.h): labels, names, and why one piece of work waits
// for another, step by step, from the message catalogues.
#include <algorithm>
#include <string>
#include <vector>

#include "checker/harness/messages.h"
#include "checker/harness/stream_graph.h"
#include "checker/harness/text_width.h"

namespace lab::stream_graph {

using spy::Action;
using spy::Call;

namespace {

const char* direction_id(cudaMemcpyKind kind) {
  switch (kind) {
    case cudaMemcpyHostToDevice: return "stream-graph.direction.host-to-device";
    case cudaMemcpyDeviceToHost: return "stream-graph.direction.device-to-host";
    case cudaMemcpyDeviceToDevice: return "stream-graph.direction.device-to-device";
    case cudaMemcpyHostToHost: return "stream-graph.direction.host-to-host";
    default: return nullptr;  // cudaMemcpyDefault: the pointers decide
  }
}

const char* direction_brief(cudaMemcpyKind kind) {
  switch (kind) {
    case cudaMemcpyHostToDevice: return "H2D";
    case cudaMemcpyDeviceToHost: return "D2H";
    case cudaMemcpyDeviceToDevice: return "D2D";
    case cudaMemcpyHostToHost: return "H2H";
    default: return "copy";
  }
}

// A run of path edges that make one step: along one stream, the host's, or one edge.
struct Segment {
  size_t first = 0, last = 0;  // positions in the path's nodes: nodes[first] .. nodes[last]
  Because because = Because::same_stream;
  bool along_stream() const { return because == Because::same_stream; }
};

std::vector<Segment> segments(const std::vector<Edge>& chain) {
  std::vector<Segment> list;
  for (size_t i = 0; i < chain.size(); ++i) {
    const Because b = chain[i].because;
    const bool host = b == Because::host_waited_for || b == Because::host_then;
    if (!list.empty()) {
      Segment& s = list.back();
      const bool same_run = (s.along_stream() && b == Because::same_stream) ||
                            (s.because == Because::host_waited_for && host);
      if (same_run) {
        s.last = i + 1;
        continue;
      }
    }
    list.push_back({i, i + 1, b == Because::host_then ? Because::host_waited_for : b});
  }
  return list;
}

}  // namespace

std::string stream_name(const Graph& graph, int stream) {
  const Stream& s = graph.streams().at(stream);
  if (s.legacy) return say("stream-graph.legacy-stream");
  if (s.per_thread) return say("stream-graph.per-thread-stream");
  return say("stream-graph.stream", {{"letter", s.letter}});
}

std::string event_name(int event) { return say("stream-graph.event", {{"number", event + 1}}); }

std::string label(const Graph& graph, size_t call, const Labels& labels) {
  const auto given = labels.find(call);
  if (given != labels.end()) return given->second.text;
  const Call& c = graph.calls().at(call);
  const size_t n = call + 1;
  if (c.action == Action::kernel) {
    const auto name = graph.kernel_names().find(c.function_ptr);
    if (name != graph.kernel_names().end() && !name->second.empty())
      return say("stream-graph.label.kernel", {{"name", name->second}, {"n", n}});
    if (!c.function_ptr && c.function != "<<<>>>" && c.function.rfind("cudaLaunch", 0) != 0)
      return say("stream-graph.label.call", {{"function", c.function}, {"n", n}});  // note_work
    return say("stream-graph.label.unnamed-kernel", {{"n", n}});
  }
  if (c.action == Action::copy && direction_id(c.kind))
    return say("stream-graph.label.copy",
               {{"function", c.function}, {"direction", say(direction_id(c.kind))}, {"n", n}});
  return say("stream-graph.label.call", {{"function", c.function}, {"n", n}});
}

std::string brief(const Graph& graph, size_t call, const Labels& labels) {
  const auto given = labels.find(call);
  if (given != labels.end() && !given->second.brief.empty()) return given->second.brief;
  const Call& c = graph.calls().at(call);
  switch (c.action) {
    case Action::kernel: {
      const auto name = graph.kernel_names().find(c.function_ptr);
      if (name != graph.kernel_names().end() && !name->second.empty()) return name->second;
      return c.function_ptr || c.function == "<<<>>>" ? say("stream-graph.brief.kernel")
                                                      : c.function;
    }
    case Action::copy: return direction_brief(c.kind);
    case Action::fill: return "memset";
    case Action::host_function: return say("stream-graph.brief.host-function");
    case Action::graph_launch: return say("stream-graph.brief.graph");
    default: return c.function.rfind("cuda", 0) == 0 ? c.function.substr(4) : c.function;
  }
}

namespace {

// A node in words: work by its label, a record, a wait or a host wait by what it is.
std::string node_text(const Graph& graph, size_t node, const Labels& labels) {
  const Node& n = graph.nodes()[node];
  const Call& c = graph.calls()[n.call];
  switch (n.kind) {
    case NodeKind::record:
      return say("stream-graph.label.record", {{"event", event_name(n.event)},
                                               {"stream", stream_name(graph, n.stream)},
                                               {"n", n.call + 1}});
    case NodeKind::wait:
      return say("stream-graph.label.wait", {{"stream", stream_name(graph, n.stream)},
                                             {"event", event_name(n.event)},
                                             {"n", n.call + 1}});
    case NodeKind::host_wait:
      return say("stream-graph.label.host-wait", {{"function", c.function}, {"n", n.call + 1}});
    case NodeKind::work: break;
  }
  return label(graph, n.call, labels);
}

}  // namespace

std::string explain(const Graph& graph, size_t later, size_t earlier, const Labels& labels) {
  const std::vector<Node>& nodes = graph.nodes();
  const std::vector<Edge> chain = graph.why(later, earlier);
  const std::string later_text = label(graph, later, labels),
                    earlier_text = label(graph, earlier, labels);
  if (chain.empty()) {
    // The waits that `later` comes after which waited for nothing: a missing fork or join.
    std::vector<bool> before(nodes.size(), false);
    std::vector<size_t> todo{*graph.node_of(later)};
    std::string text =
        say("stream-graph.independent", {{"later", later_text}, {"earlier", earlier_text}});
    while (!todo.empty()) {
      const size_t n = todo.back();
      todo.pop_back();
      for (const Edge* e : graph.edges_into(n))
        if (!before[e->from]) todo.push_back(e->from), before[e->from] = true;
    }
    for (size_t n = 0; n < nodes.size(); ++n)
      if (before[n] && nodes[n].waits_for_nothing)
        text += say("stream-graph.sentence-separator") +
                say("stream-graph.empty-wait",
                    {{"wait", node_text(graph, n, labels)}, {"event", event_name(nodes[n].event)}});
    return spaced_between_scripts(text);
  }

  // The path's nodes, and its runs of edges.
  std::vector<size_t> path{chain.front().from};
  for (const Edge& e : chain) path.push_back(e.to);
  const std::vector<Segment> runs = segments(chain);
  const auto text_at = [&](size_t at) { return node_text(graph, path[at], labels); };
  const auto stream_at = [&](size_t at) { return stream_name(graph, nodes[path[at]].stream); };
  if (runs.size() == 1 && runs[0].along_stream())
    return spaced_between_scripts(
        say("stream-graph.depends",
            {{"later", later_text},
             {"earlier", earlier_text},
             {"steps", say("stream-graph.step.one-stream", {{"stream", stream_at(0)}})}}));

  // A step across streams (an event, the legacy stream's rule, a host wait) names the work at
  // the far ends of the runs along a stream beside it. A run between two such steps is shared:
  // the step before it ends at its first piece of work, the step after it starts at its last,
  // and a step along the run joins the two when they differ.
  const auto work_in = [&](const Segment& run, bool first) {
    for (size_t k = 0; k <= run.last - run.first; ++k) {
      const size_t at = first ? run.first + k : run.last - k;
      if (nodes[path[at]].kind == NodeKind::work) return at;
    }
    return run.last;
  };
  const auto shared = [&](size_t r) { return r > 0 && r + 1 < runs.size(); };
  std::vector<std::string> steps;
  for (size_t r = 0; r < runs.size(); ++r) {
    const Segment& run = runs[r];
    if (run.along_stream()) {
      const size_t first = work_in(run, true), last = work_in(run, false);
      if (shared(r) && first < last)
        steps.push_back(
            say("stream-graph.step.same-stream",
                {{"to", text_at(last)}, {"from", text_at(first)}, {"stream", stream_at(last)}}));
      continue;
    }
    const bool run_before = r > 0 && runs[r - 1].along_stream();
    const bool run_after = r + 1 < runs.size() && runs[r + 1].along_stream();
    const size_t from = !run_before     ? run.first
                        : shared(r - 1) ? work_in(runs[r - 1], false)
                                        : runs[r - 1].first;
    const size_t to = !run_after      ? run.last
                      : shared(r + 1) ? work_in(runs[r + 1], true)
                                      : runs[r + 1].last;
    const Node& start = nodes[path[run.first]];
    const Node& end = nodes[path[run.last]];
    switch (run.because) {
      case Because::event:
        steps.push_back(
            say("stream-graph.step.event", {{"event", event_name(start.event)},
                                            {"stream", stream_name(graph, start.stream)},
                                            {"from", text_at(from)},
                                            {"waiter", stream_name(graph, end.stream)},
                                            {"to", text_at(to)}}));
        break;
      case Because::legacy_after_blocking:
        steps.push_back(
            say("stream-graph.step.legacy-after-blocking",
                {{"to", text_at(to)}, {"from", text_at(from)}, {"stream", stream_at(from)}}));
        break;
      case Because::blocking_after_legacy:
        steps.push_back(
            say("stream-graph.step.blocking-after-legacy",
                {{"to", text_at(to)}, {"stream", stream_at(to)}, {"from", text_at(from)}}));
        break;
      default: {  // the host's waits: the first one waited for the work before it
        const size_t host_at = start.kind == NodeKind::host_wait ? run.first : run.first + 1;
        const Node& host = nodes[path[host_at]];
        const Call& c = graph.calls()[host.call];
        if (c.action == Action::copy) {
          steps.push_back(from == host_at - 1 ? say("stream-graph.step.host-copy",
                                                    {{"from", text_at(from)}, {"to", text_at(to)}})
                                              : say("stream-graph.step.host-copy-after",
                                                    {{"copy", text_at(host_at - 1)},
                                                     {"from", text_at(from)},
                                                     {"to", text_at(to)}}));
          break;
        }
        std::string what = say("stream-graph.host.whole-device");
        if (host.event >= 0)
          what = event_name(host.event);
        else if (c.on_stream)
          what = stream_name(graph, graph.stream_of(c.stream));
        steps.push_back(say(
            "stream-graph.step.host",
            {{"what", what}, {"call", c.function}, {"from", text_at(from)}, {"to", text_at(to)}}));
      }
    }
  }
  std::string joined;
  for (const std::string& step : steps)
    joined += (joined.empty() ? "" : say("stream-graph.separator")) + step;
  return spaced_between_scripts(
      say("stream-graph.depends",
          {{"later", later_text}, {"earlier", earlier_text}, {"steps", joined}}));
}

}  // namespace lab::stream_graph

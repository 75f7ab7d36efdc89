#include "checker/harness/stream_graph.h"

#include <algorithm>
#include <deque>
#include <stdexcept>
#include <utility>

namespace lab::stream_graph {

using spy::Action;
using spy::Call;

namespace {

// The legacy default stream's two handles are one stream.
bool is_legacy(cudaStream_t s) { return s == nullptr || s == cudaStreamLegacy; }

bool is_work(const Call& c) {
  switch (c.action) {
    case Action::copy:
    case Action::fill:
    case Action::kernel:
    case Action::host_function:
    case Action::graph_launch: return true;
    case Action::allocate:
    case Action::free: return c.on_stream;  // cudaMallocAsync, cudaFreeAsync
    default: return false;
  }
}

// A free that waits for the whole device before freeing (measured on CUDA 13, not promised).
bool frees_after_device(const Call& c) {
  return c.action == Action::free && !c.on_stream && c.ptr &&
         (c.function == "cudaFree" || c.function == "cudaFreeHost" ||
          c.function == "cudaHostUnregister");
}

std::string letters(size_t index) {
  std::string name;
  for (size_t n = index + 1; n > 0; n = (n - 1) / 26) name.insert(name.begin(), 'A' + (n - 1) % 26);
  return name;
}

// Builds the graph in one pass over the calls, in host order.
class Builder {
 public:
  Builder(const std::vector<Call>& calls, std::vector<Node>& nodes, std::vector<Edge>& edges,
          std::vector<Stream>& streams)
      : calls_(calls), nodes_(nodes), edges_(edges), streams_(streams) {}

  size_t events() const { return event_names_.size(); }

  void add(size_t i) {
    const Call& c = calls_[i];
    if (c.action == Action::create_stream && c.result == cudaSuccess)
      created_flags_[c.stream] = c.flags;
    if (c.result != cudaSuccess) return;  // it did nothing
    switch (c.action) {
      case Action::capture_begin: begin_capture(c.stream); return;
      case Action::capture_end: end_capture(c.stream); return;
      case Action::record: record(i); return;
      case Action::wait_event: wait_event(i); return;
      case Action::wait: host_wait(i); return;
      default: break;
    }
    if (frees_after_device(c)) return host_waits_for_device(i);
    if (!is_work(c)) return;
    const cudaStream_t s = c.on_stream ? c.stream : nullptr;
    if (captured(s)) return;
    const size_t n = add_node(i, NodeKind::work, stream_index(s, c));
    // A synchronous copy returns once it is done.
    if (c.action == Action::copy && !c.on_stream) add_host_wait(i, {n});
  }

 private:
  struct Event {
    std::optional<size_t> record;  // its most recent record's node
    int captured_in = -1;          // its most recent record was made in this capture
  };

  int stream_index(cudaStream_t s, const Call& c) {
    const cudaStream_t key = is_legacy(s) ? nullptr : s;
    for (size_t k = 0; k < streams_.size(); ++k)
      if (streams_[k].handle == key) return static_cast<int>(k);
    Stream stream;
    stream.handle = key;
    stream.legacy = key == nullptr;
    stream.per_thread = key == cudaStreamPerThread;
    if (!stream.legacy && !stream.per_thread) stream.letter = letters(lettered_++);
    const auto created = created_flags_.find(key);
    const std::optional<unsigned> flags =
        created != created_flags_.end() ? std::optional<unsigned>(created->second) : c.stream_flags;
    stream.blocking = !stream.legacy && !(flags && (*flags & cudaStreamNonBlocking));
    streams_.push_back(stream);
    last_.emplace_back();
    return static_cast<int>(streams_.size() - 1);
  }

  int event_index(cudaEvent_t e) {
    const auto found = event_names_.find(e);
    if (found != event_names_.end()) return found->second;
    const int index = static_cast<int>(event_names_.size());
    event_names_[e] = index;
    return index;
  }

  void edge(size_t from, size_t to, Because because) { edges_.push_back({from, to, because}); }

  // A node on a stream (or, at -1, a host wait), with the edges into it from its stream, the
  // legacy default stream's rule and the host's last wait on its thread.
  size_t add_node(size_t call, NodeKind kind, int stream, int event = -1) {
    const size_t n = nodes_.size();
    nodes_.push_back({call, kind, stream, event, false});
    if (stream >= 0) {
      const Stream& s = streams_[stream];
      for (size_t k = 0; k < streams_.size(); ++k) {
        if (static_cast<int>(k) == stream || !last_[k]) continue;
        if (s.legacy && streams_[k].blocking) edge(*last_[k], n, Because::legacy_after_blocking);
        if (s.blocking && streams_[k].legacy) edge(*last_[k], n, Because::blocking_after_legacy);
      }
      if (last_[stream]) edge(*last_[stream], n, Because::same_stream);
      last_[stream] = n;
    }
    const auto host = host_.find(calls_[call].thread);
    if (host != host_.end()) edge(host->second, n, Because::host_then);
    return n;
  }

  void add_host_wait(size_t call, const std::vector<size_t>& waited_for, int event = -1) {
    const size_t h = add_node(call, NodeKind::host_wait, -1, event);
    for (const size_t w : waited_for) edge(w, h, Because::host_waited_for);
    host_[calls_[call].thread] = h;
  }

  void host_waits_for_device(size_t call) {
    std::vector<size_t> all;
    for (const auto& last : last_)
      if (last) all.push_back(*last);
    add_host_wait(call, all);
  }

  void host_wait(size_t i) {
    const Call& c = calls_[i];
    // A query that returned cudaSuccess saw the work done: as good as a wait.
    if (c.function == "cudaDeviceSynchronize") return host_waits_for_device(i);
    if (c.function == "cudaStreamSynchronize" || c.function == "cudaStreamQuery") {
      if (captured(c.stream)) return;
      const int s = stream_index(c.stream, c);
      std::vector<size_t> waited;
      if (last_[s]) waited.push_back(*last_[s]);
      return add_host_wait(i, waited);
    }
    if (c.function == "cudaEventSynchronize" || c.function == "cudaEventQuery") {
      const int e = event_index(c.event);
      const Event& event = events_[c.event];
      std::vector<size_t> waited;
      if (event.record && event.captured_in < 0) waited.push_back(*event.record);
      return add_host_wait(i, waited, e);
    }
  }

  void record(size_t i) {
    const Call& c = calls_[i];
    Event& event = events_[c.event];
    const int e = event_index(c.event);
    if (const int in = capture_of(c.stream); in >= 0) {
      event.record.reset();
      event.captured_in = in;
      return;
    }
    event.record = add_node(i, NodeKind::record, stream_index(c.stream, c), e);
    event.captured_in = -1;
  }

  void wait_event(size_t i) {
    const Call& c = calls_[i];
    const Event& event = events_[c.event];
    const int e = event_index(c.event);
    if (captured(c.stream)) return;
    // Waiting for an event recorded in a capture that is still open joins the capture.
    if (event.captured_in >= 0 && open_capture(event.captured_in)) {
      capturing_[key(c.stream)] = event.captured_in;
      return;
    }
    const size_t n = add_node(i, NodeKind::wait, stream_index(c.stream, c), e);
    if (event.record)
      edge(*event.record, n, Because::event);
    else
      nodes_[n].waits_for_nothing = true;
  }

  static cudaStream_t key(cudaStream_t s) { return is_legacy(s) ? nullptr : s; }

  void begin_capture(cudaStream_t s) { capturing_[key(s)] = ++captures_; }
  void end_capture(cudaStream_t s) {
    const int in = capture_of(s);
    for (auto it = capturing_.begin(); it != capturing_.end();)
      it = it->second == in ? capturing_.erase(it) : std::next(it);
  }
  int capture_of(cudaStream_t s) const {
    const auto found = capturing_.find(key(s));
    return found == capturing_.end() ? -1 : found->second;
  }
  bool captured(cudaStream_t s) const { return capture_of(s) >= 0; }
  bool open_capture(int in) const {
    return std::any_of(capturing_.begin(), capturing_.end(),
                       [&](const auto& entry) { return entry.second == in; });
  }

  const std::vector<Call>& calls_;
  std::vector<Node>& nodes_;
  std::vector<Edge>& edges_;
  std::vector<Stream>& streams_;
  std::vector<std::optional<size_t>> last_;  // the last node of each stream
  size_t lettered_ = 0;
  std::map<cudaStream_t, unsigned> created_flags_;
  std::map<cudaEvent_t, Event> events_;
  std::map<cudaEvent_t, int> event_names_;
  std::map<unsigned, size_t> host_;  // each thread's last host wait
  std::map<cudaStream_t, int> capturing_;
  int captures_ = 0;
};

}  // namespace

Graph::Graph(std::vector<Call> calls, KernelNames kernel_names)
    : calls_(std::move(calls)), kernel_names_(std::move(kernel_names)) {
  Builder builder(calls_, nodes_, edges_, streams_);
  for (size_t i = 0; i < calls_.size(); ++i) builder.add(i);
  event_count_ = builder.events();
  node_of_call_.resize(calls_.size());
  // A synchronous copy is work and then the host's wait for it: the call's node is its work.
  for (size_t n = nodes_.size(); n-- > 0;) node_of_call_[nodes_[n].call] = n;
  into_.resize(nodes_.size());
  out_of_.resize(nodes_.size());
  for (size_t e = 0; e < edges_.size(); ++e) {
    into_[edges_[e].to].push_back(e);
    out_of_[edges_[e].from].push_back(e);
  }
}

std::optional<size_t> Graph::node_of(size_t call) const {
  return call < node_of_call_.size() ? node_of_call_[call] : std::nullopt;
}

int Graph::stream_of(cudaStream_t handle) const {
  const cudaStream_t key = is_legacy(handle) ? nullptr : handle;
  for (size_t k = 0; k < streams_.size(); ++k)
    if (streams_[k].handle == key) return static_cast<int>(k);
  return -1;
}

std::vector<const Edge*> Graph::edges_into(size_t node) const {
  std::vector<const Edge*> into;
  for (const size_t e : into_.at(node)) into.push_back(&edges_[e]);
  return into;
}

std::vector<const Edge*> Graph::edges_out_of(size_t node) const {
  std::vector<const Edge*> out;
  for (const size_t e : out_of_.at(node)) out.push_back(&edges_[e]);
  return out;
}

namespace {

// The class of an edge for counting steps: a run of edges of one class is one step.
int step_class(const Edge& e, const std::vector<Node>& nodes) {
  switch (e.because) {
    case Because::same_stream: return nodes[e.to].stream;  // >= 0: one class per stream
    case Because::host_waited_for:
    case Because::host_then: return -2;
    default: return -3;  // each one a step of its own
  }
}

}  // namespace

// The path with the fewest steps from node `from` to node `to`, as edge indices (0-1 breadth
// first search over (node, class of the edge that reached it)).
std::vector<size_t> Graph::fewest_steps(size_t from, size_t to) const {
  // A state: a node, and the class of the edge it was reached by (-1: the start).
  std::map<std::pair<size_t, int>, std::pair<size_t, std::pair<size_t, int>>> reached;
  std::map<std::pair<size_t, int>, size_t> cost;
  std::deque<std::pair<size_t, int>> todo{{from, -1}};
  cost[{from, -1}] = 0;
  std::optional<std::pair<size_t, int>> end;
  while (!todo.empty()) {
    const auto state = todo.front();
    todo.pop_front();
    const size_t here = cost[state];
    if (state.first == to) {
      end = state;
      break;
    }
    for (const size_t e : out_of_[state.first]) {
      const Edge& edge = edges_[e];
      if (edge.to > to) continue;  // edges run forward in host order
      const int cls = step_class(edge, nodes_);
      const size_t step = cls != -3 && cls == state.second ? 0 : 1;
      const std::pair<size_t, int> next{edge.to, cls};
      const auto known = cost.find(next);
      if (known != cost.end() && known->second <= here + step) continue;
      cost[next] = here + step;
      reached[next] = {e, state};
      if (step == 0)
        todo.push_front(next);
      else
        todo.push_back(next);
    }
  }
  std::vector<size_t> path;
  if (!end) return path;
  for (std::pair<size_t, int> at = *end; at.first != from || at.second != -1;) {
    const auto& [e, before] = reached.at(at);
    path.push_back(e);
    at = before;
  }
  std::reverse(path.begin(), path.end());
  return path;
}

namespace {

size_t node_or_throw(const Graph& g, size_t call) {
  const std::optional<size_t> n = g.node_of(call);
  if (!n)
    throw std::invalid_argument("stream_graph: call " + std::to_string(call) +
                                " is no work, record or wait on a stream");
  return *n;
}

}  // namespace

bool Graph::reaches(size_t earlier, size_t later) const {
  if (earlier >= later || later >= nodes_.size()) return false;
  std::vector<bool> seen(later + 1, false);
  std::vector<size_t> todo{later};
  while (!todo.empty()) {
    const size_t n = todo.back();
    todo.pop_back();
    for (const size_t e : into_[n]) {
      const size_t from = edges_[e].from;
      if (from == earlier) return true;
      if (from > earlier && !seen[from]) seen[from] = true, todo.push_back(from);
    }
  }
  return false;
}

bool Graph::depends(size_t later, size_t earlier) const {
  return reaches(node_or_throw(*this, earlier), node_or_throw(*this, later));
}

std::vector<Edge> Graph::why(size_t later, size_t earlier) const {
  const size_t to = node_or_throw(*this, later), from = node_or_throw(*this, earlier);
  std::vector<Edge> chain;
  if (from >= to) return chain;
  for (const size_t e : fewest_steps(from, to)) chain.push_back(edges_[e]);
  return chain;
}

}  // namespace lab::stream_graph

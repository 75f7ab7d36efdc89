#include "recorded_call.h"

#include <map>
#include <set>

#include "common/cuda_check.h"

namespace lab::two_streams {

namespace {

using Node = cudaGraphNode_t;

std::vector<std::pair<Node, Node>> edges_of(cudaGraph_t graph) {
  size_t count = 0;
#if CUDART_VERSION >= 13000
  LAB_CUDA_TRY(cudaGraphGetEdges(graph, nullptr, nullptr, nullptr, &count));
  std::vector<Node> from(count), to(count);
  if (count) LAB_CUDA_TRY(cudaGraphGetEdges(graph, from.data(), to.data(), nullptr, &count));
#else
  LAB_CUDA_TRY(cudaGraphGetEdges(graph, nullptr, nullptr, &count));
  std::vector<Node> from(count), to(count);
  if (count) LAB_CUDA_TRY(cudaGraphGetEdges(graph, from.data(), to.data(), &count));
#endif
  std::vector<std::pair<Node, Node>> edges;
  for (size_t i = 0; i < count; ++i) edges.emplace_back(from[i], to[i]);
  return edges;
}

// The stage whose kernel `node` launches, or -1.
int stage_of(Node node) {
  cudaGraphNodeType type;
  LAB_CUDA_TRY(cudaGraphNodeGetType(node, &type));
  if (type != cudaGraphNodeTypeKernel) return -1;
  cudaKernelNodeParams params{};
  LAB_CUDA_TRY(cudaGraphKernelNodeGetParams(node, &params));
  for (Stage s : {Stage::square, Stage::double_plus_one, Stage::add_into})
    if (params.func == stage_kernel(s)) return index(s);
  return -1;
}

}  // namespace

Observation read_recorded_call(cudaStream_t stream, const std::vector<event_log::Entry>& log) {
  Observation seen;
  for (const event_log::Entry& e : log) seen.calls.push_back(e.call);

  // Not LAB_CUDA_TRY: a capture that a forbidden call broke is no error of the checker's, and
  // capture.h's diagnosis names it.
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  cudaGraph_t graph = nullptr;
  if (cudaStreamGetCaptureInfo(stream, &status, nullptr, &graph) != cudaSuccess ||
      status != cudaStreamCaptureStatusActive || !graph)
    return seen;

  size_t count = 0;
  LAB_CUDA_TRY(cudaGraphGetNodes(graph, nullptr, &count));
  std::vector<Node> nodes(count);
  if (count) LAB_CUDA_TRY(cudaGraphGetNodes(graph, nodes.data(), &count));
  std::map<Node, std::vector<Node>> next;
  for (const auto& [from, to] : edges_of(graph)) next[from].push_back(to);
  // Every node a node is followed by, itself included.
  std::map<Node, std::set<Node>> reach;
  for (Node start : nodes) {
    std::vector<Node> todo = {start};
    std::set<Node>& seen_from = reach[start];
    while (!todo.empty()) {
      const Node n = todo.back();
      todo.pop_back();
      if (!seen_from.insert(n).second) continue;
      for (Node m : next[n]) todo.push_back(m);
    }
  }

  GraphShape& shape = seen.graph;
  shape.read = true;
  std::map<Node, int> stage;
  for (Node n : nodes)
    if (const int s = stage_of(n); s >= 0) stage[n] = s, ++shape.count[s];
  for (const auto& [x, sx] : stage)
    for (const auto& [y, sy] : stage)
      if (x != y && reach[x].count(y)) shape.after[sy][sx] = true;
  for (size_t i = 0; i < log.size(); ++i)
    for (Node frontier : log[i].after_nodes)
      for (const auto& [x, sx] : stage)
        if (reach[x].count(frontier)) seen.calls[i].covers[sx] = true;
  return seen;
}

}  // namespace lab::two_streams

// What the GPU must finish before what, read from the runtime calls the spy recorded
// (runtime_spy.h, spy_call.h): the happens-before relation of the device work, the reasons for
// it in words, for a checker's diagnosis. Plain data in, so that it is host-testable.
//
//   const std::vector<spy::Call> calls = spy::record([&] { run_pipeline(frames, streams); });
//   const stream_graph::Graph graph(calls, spy::kernel_names(calls));  // runtime_spy.h
//   const stream_graph::Labels labels = {{upload[2], {"the upload of frame 2", "up 2"}},
//                                        {nms[1], {"the NMS of frame 1", "nms 1"}}};
//   if (graph.depends(upload[2], nms[1]))  // call indices
//     problems.add(Diagnosis{"serial", explain(graph, upload[2], nms[1], labels)});
//   // "the upload of frame 2 waits for the NMS of frame 1: both are on stream A, ..."
//
// The work: every call that puts work on a stream (a kernel, a copy, a fill, a host function,
// a graph launch, a stream-ordered allocation or free); a synchronous cudaMemcpy or cudaMemset
// is on the legacy default stream. What orders it (each an edge, from earlier to later):
//  - the stream: work on one stream runs in the order it was issued;
//  - events: a cudaStreamWaitEvent waits for the event's most recent record before it, in host
//    order (none: it waits for nothing), and the work after it on its stream waits with it;
//  - the legacy default stream (stream 0, cudaStreamLegacy): its work waits for the earlier
//    work of every blocking stream (one created without cudaStreamNonBlocking, or whose
//    creation the spy did not see), and theirs for its earlier work;
//  - the host's waits: after cudaStreamSynchronize, cudaEventSynchronize, cudaDeviceSynchronize,
//    a query that returned cudaSuccess, a synchronous cudaMemcpy (its own copy), or a cudaFree,
//    cudaFreeHost or cudaHostUnregister (the whole device: measured on CUDA 13), all the work
//    that the thread issues next comes after what it waited for.
// A failed call did nothing. Between a cudaStreamBeginCapture and its end, the calls on the
// captured stream, and on the streams that joined the capture by waiting for an event recorded
// in it, are recorded into a graph, not run: they are not work; the graph's cudaGraphLaunch is
// one piece of work. Record outside lab::capture(), which begins its capture before recording.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "checker/harness/spy_call.h"

namespace lab::stream_graph {

// What the caller calls a piece of work: in a sentence, and in a timeline's cell.
struct Label {
  std::string text;   // "the upload of frame 2"
  std::string brief;  // "up 2"
  // A call whose timeline cell shows this one too: the other kernels of one library call
  // ("model 2" launches four), drawn as one step. None: a cell of its own.
  std::optional<size_t> part_of;
};
using Labels = std::map<size_t, Label>;  // by the call's index in the recording

using spy::KernelNames;  // spy::kernel_names() asks the runtime

struct Stream {
  cudaStream_t handle = nullptr;
  std::string letter;       // "A", "B", ... in order of first use; "" for the two default streams
  bool legacy = false;      // stream 0, cudaStreamLegacy
  bool per_thread = false;  // cudaStreamPerThread
  bool blocking = true;     // waits for the legacy default stream's work, and it for its
};

enum class NodeKind {
  work,       // a piece of device work
  record,     // an event record on a stream
  wait,       // a stream's wait for an event
  host_wait,  // the host waited (on no stream)
};

struct Node {
  size_t call = 0;  // its index in the recording
  NodeKind kind = NodeKind::work;
  int stream = -1;                 // index into streams(); -1 for a host wait
  int event = -1;                  // record, wait, cudaEventSynchronize: index into event_count()
  bool waits_for_nothing = false;  // a wait for an event not recorded before it
};

enum class Because {
  same_stream,            // to follows from on their stream
  event,                  // from is the event's record that the wait `to` waited for
  legacy_after_blocking,  // to is on the legacy default stream, from on a blocking one
  blocking_after_legacy,  // to is on a blocking stream, from on the legacy default stream
  host_waited_for,        // the host wait `to` waited for from
  host_then,              // the host issued to (a later host wait or work) after the wait from
};

struct Edge {
  size_t from = 0, to = 0;  // node indices, from < to
  Because because = Because::same_stream;
};

class Graph {
 public:
  explicit Graph(std::vector<spy::Call> calls, KernelNames kernel_names = {});

  const std::vector<spy::Call>& calls() const { return calls_; }
  const std::vector<Node>& nodes() const { return nodes_; }
  const std::vector<Edge>& edges() const { return edges_; }
  const std::vector<Stream>& streams() const { return streams_; }
  const KernelNames& kernel_names() const { return kernel_names_; }
  size_t event_count() const { return event_count_; }

  // The node of a call: its work, record, wait or host wait; none for a call that is none of
  // them (an allocation, a failed call, a call captured into a graph).
  std::optional<size_t> node_of(size_t call) const;
  // Whether the device work of call `later` must wait for that of call `earlier` (both work,
  // records or waits; std::invalid_argument otherwise): whether a chain of edges leads there.
  bool depends(size_t later, size_t earlier) const;
  // That chain with the fewest steps, from `earlier` to `later` (empty when there is none). A
  // run of edges along one stream is one step, and so is a host wait with what it waited for
  // and what the host issued next.
  std::vector<Edge> why(size_t later, size_t earlier) const;

  // The index in streams() of a stream's handle (stream 0 and cudaStreamLegacy are one
  // stream), -1 for a stream with no work, record, wait or host wait.
  int stream_of(cudaStream_t handle) const;

  // The edges into and out of a node: what it waits for directly, and what waits for it.
  std::vector<const Edge*> edges_into(size_t node) const;
  std::vector<const Edge*> edges_out_of(size_t node) const;
  // Whether node `later` waits for node `earlier`, directly or through others.
  bool reaches(size_t earlier, size_t later) const;

 private:
  std::vector<size_t> fewest_steps(size_t from, size_t to) const;

  std::vector<spy::Call> calls_;
  KernelNames kernel_names_;
  std::vector<Node> nodes_;
  std::vector<Edge> edges_;
  std::vector<std::vector<size_t>> into_, out_of_;  // edge indices by node
  std::vector<Stream> streams_;
  size_t event_count_ = 0;
  std::vector<std::optional<size_t>> node_of_call_;
};

// In the reader's language (stream_graph_words.cpp). Why `later` waits for `earlier`, step by
// step: "the upload of frame 2 waits for the NMS of frame 1: both are on stream A, which runs
// its work one piece after the other, in the order it was issued"; or that nothing makes it
// wait, with the waits before it that waited for nothing (an event not recorded yet).
std::string explain(const Graph& graph, size_t later, size_t earlier, const Labels& labels);
// A call's label, the caller's or one made from the call: "kernel scale (call 5)"; and its
// brief one for a timeline's cell: the caller's, or "scale", "H2D", ...
std::string label(const Graph& graph, size_t call, const Labels& labels);
std::string brief(const Graph& graph, size_t call, const Labels& labels);
std::string stream_name(const Graph& graph, int stream);  // "stream A", "the legacy default stream"
std::string event_name(int event);                        // "event E1"

}  // namespace lab::stream_graph

// What the checker saw of one two_stream_pipeline call, and the rules that judge it. Plain
// C++ (no GPU needed), so that every rule is tested on the host (test_reference.cpp).
//
//   Observation seen;               // filled by recorded_call.h from the event log and graph
//   seen.capture_error = ...;       // what cudaStreamEndCapture returned
//   Problems p = structure_problems(seen, n);   // none when the pipeline has its shape
#pragma once

#include <cuda_runtime.h>

#include <array>
#include <string>
#include <vector>

#include "chapters/1.3-stream/stages.h"
#include "checker/harness/diagnosis.h"

namespace lab::two_streams {

constexpr int kStages = 3;  // square, double_plus_one, add_into
inline int index(Stage s) { return static_cast<int>(s); }
const char* name(Stage s);

// Which of the call's handles a record or wait used.
enum class StreamRole { stream, side, legacy, per_thread, other };
enum class EventRole { fork, join, other };

// One cudaEventRecord (record) or cudaStreamWaitEvent (!record) made during the call.
struct EventCall {
  bool record = true;
  StreamRole stream = StreamRole::stream;
  EventRole event = EventRole::fork;
  cudaError_t result = cudaSuccess;
  // A record made while its stream was being captured: covers[s] says that the event comes
  // after stage s (the stage's kernel was already among the stream's recorded work).
  std::array<bool, kStages> covers{};
};

// The graph recorded from the caller's stream, as it stood at the end of the call.
struct GraphShape {
  bool read = false;                                       // false: no graph to read
  std::array<int, kStages> count{};                        // kernel nodes of each stage
  std::array<std::array<bool, kStages>, kStages> after{};  // after[y][x]: y runs after x
};

struct Observation {
  std::vector<EventCall> calls;
  GraphShape graph;
  cudaError_t capture_error = cudaSuccess;  // what ending the capture returned
};

// None when what was seen is the pipeline of two_streams.h (or when the capture failed for a
// reason these rules do not cover: then capture.h's general diagnosis speaks); otherwise the
// first thing wrong, why it matters and what to change, with a diagnosis id.
Problems structure_problems(const Observation& seen, int n);

// "cudaEventRecord(fork, stream)", "cudaStreamWaitEvent(side, fork)"
std::string describe(const EventCall& call);

}  // namespace lab::two_streams

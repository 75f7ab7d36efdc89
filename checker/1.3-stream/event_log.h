// A log of the cudaEventRecord and cudaStreamWaitEvent calls made while a call is under test.
//
//   event_log::open({stream, side, fork, join});   // from now on every record and wait is noted
//   two_stream_pipeline(...);
//   std::vector<event_log::Entry> calls = event_log::close();
//
// How: the chapter's programs are linked with -Wl,--wrap=cudaEventRecord (and
// cudaEventRecordWithFlags, cudaStreamWaitEvent; see meson.build), so each call of these in
// the program reaches event_log.cpp, which forwards it to the runtime unchanged and notes it
// while a log is open. The order of the calls is what a graph cannot show (a wait placed
// before its record leaves no trace in it), and their results say why a capture failed.
#pragma once

#include <cuda_runtime.h>

#include <vector>

#include "pipeline_rules.h"

namespace lab::two_streams::event_log {

// The handles the call under test was given.
struct Handles {
  cudaStream_t stream, side;
  cudaEvent_t fork, join;
};

struct Entry {
  EventCall call;
  // A record on stream or side made while that stream was being captured: the recorded nodes
  // that work enqueued next on it would depend on, i.e. what the event comes after.
  std::vector<cudaGraphNode_t> after_nodes;
};

void open(const Handles& handles);
std::vector<Entry> close();

}  // namespace lab::two_streams::event_log

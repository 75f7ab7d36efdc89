#include "pipeline_rules.h"

#include <algorithm>

#include "checker/harness/diagnosis.h"
#include "common/cuda_check.h"

namespace lab::two_streams {

namespace {

constexpr Stage kSquare = Stage::square, kSide = Stage::double_plus_one, kAdd = Stage::add_into;

// As the handle would be written in code.
std::string code_name(StreamRole role) {
  switch (role) {
    case StreamRole::stream: return "stream";
    case StreamRole::side: return "side";
    case StreamRole::legacy: return "0";
    case StreamRole::per_thread: return "cudaStreamPerThread";
    case StreamRole::other: return "another_stream";
  }
  return "?";
}

std::string code_name(EventRole role) {
  switch (role) {
    case EventRole::fork: return "fork";
    case EventRole::join: return "join";
    case EventRole::other: return "another_event";
  }
  return "?";
}

std::string fork_advice() { return say("stream.fork-advice"); }
std::string join_advice() { return say("stream.join-advice"); }

using Calls = std::vector<EventCall>;

// The first record of `event` in calls[from, to), or calls.end().
Calls::const_iterator find_record(const Calls& calls, size_t from, size_t to, EventRole event) {
  const auto end = calls.begin() + static_cast<long>(to);
  const auto it = std::find_if(calls.begin() + static_cast<long>(from), end,
                               [&](const EventCall& c) { return c.record && c.event == event; });
  return it == end ? calls.end() : it;
}

// The last record of `event` on `stream`, or nullptr.
const EventCall* last_record(const Calls& calls, EventRole event, StreamRole stream) {
  for (auto it = calls.rbegin(); it != calls.rend(); ++it)
    if (it->record && it->event == event && it->stream == stream) return &*it;
  return nullptr;
}

Problems streams_not_given(const Calls& calls) {
  for (const EventCall& c : calls) {
    const std::string failed =
        c.result == cudaSuccess ? ""
                                : say("stream.call-failed", {{"error", lab::describe(c.result)}});
    if (c.stream == StreamRole::legacy)
      return diagnose("legacy-default-stream", {{"call", describe(c)}, {"failed", failed}});
    if (c.stream == StreamRole::per_thread || c.stream == StreamRole::other)
      return diagnose("foreign-stream", {{"call", describe(c)}, {"failed", failed}});
  }
  return {};
}

Problems wait_before_record(const Calls& calls) {
  for (size_t i = 0; i < calls.size(); ++i) {
    const EventCall& wait = calls[i];
    if (wait.record || find_record(calls, 0, i, wait.event) != calls.end()) continue;
    const auto record = find_record(calls, i + 1, calls.size(), wait.event);
    if (record == calls.end()) continue;
    const std::string effect = wait.stream == StreamRole::side     ? say("stream.early.side")
                               : wait.stream == StreamRole::stream ? say("stream.early.stream")
                                                                   : say("stream.early.other");
    return diagnose("wait-before-record", {{"wait", describe(wait)},
                                           {"record", describe(*record)},
                                           {"waiter", code_name(wait.stream)},
                                           {"event", code_name(wait.event)},
                                           {"effect", effect}});
  }
  return {};
}

// A wait that the capture of stream refused: the event had been recorded outside stream's work.
Problems refused_wait(const Calls& calls) {
  for (size_t i = 0; i < calls.size(); ++i) {
    const EventCall& wait = calls[i];
    if (wait.record || wait.result != cudaErrorStreamCaptureIsolation) continue;
    const EventCall* record = nullptr;
    for (size_t j = 0; j < i; ++j)
      if (calls[j].record && calls[j].event == wait.event) record = &calls[j];
    const std::string where =
        record ? say("stream.recorded-outside",
                     {{"event", code_name(wait.event)}, {"stream", code_name(record->stream)}})
               : say("stream.never-recorded-inside", {{"event", code_name(wait.event)}});
    return Diagnosis{"side-not-forked",
                     say("stream.side-not-forked.refused", {{"wait", describe(wait)},
                                                            {"error", lab::describe(wait.result)},
                                                            {"where", where},
                                                            {"fork", fork_advice()}})};
  }
  return {};
}

Diagnosis unjoined(const Observation& seen) {
  const Calls& calls = seen.calls;
  const EventCall* record = last_record(calls, EventRole::join, StreamRole::side);
  bool waited = false;
  if (record)
    for (const EventCall* c = record + 1; c != calls.data() + calls.size(); ++c)
      waited =
          waited || (!c->record && c->event == EventRole::join && c->stream == StreamRole::stream);
  const int side = index(kSide);
  std::string what;
  if (!record)
    what = say("stream.unjoined.no-record");
  else if (!waited)
    what = say("stream.unjoined.not-waited", {{"record", describe(*record)}});
  else if (seen.graph.read && seen.graph.count[side] > 0 && !record->covers[side])
    what = say("stream.unjoined.too-early", {{"record", describe(*record)}});
  else
    what = say("stream.unjoined.later-work");
  return diagnose(
      "side-not-joined",
      {{"error", lab::describe(seen.capture_error)}, {"what", what}, {"join", join_advice()}});
}

Problems no_overlap(const Observation& seen) {
  const auto& after = seen.graph.after;
  if (seen.calls.empty()) return Diagnosis{"no-overlap", say("stream.no-overlap.one-stream")};
  if (after[index(kSide)][index(kSquare)]) {
    const EventCall* fork = last_record(seen.calls, EventRole::fork, StreamRole::stream);
    if (fork && fork->covers[index(kSquare)])
      return Diagnosis{"no-overlap", say("stream.no-overlap.fork-late")};
    return Diagnosis{"no-overlap", say("stream.no-overlap.side-after-square")};
  }
  return Diagnosis{"no-overlap", say("stream.no-overlap.square-after-side")};
}

Problems shape_problems(const Observation& seen) {
  const GraphShape& g = seen.graph;
  for (Stage s : {kSquare, kSide, kAdd}) {
    if (g.count[index(s)] > 0) continue;
    if (s == kSide)
      return Diagnosis{"side-not-forked",
                       say("stream.side-not-forked.missing", {{"fork", fork_advice()}})};
    return Diagnosis{"stage-not-recorded",
                     s == kSquare ? say("stream.stage-not-recorded.first", {{"stage", name(s)}})
                                  : say("stream.stage-not-recorded.last", {{"stage", name(s)}})};
  }
  for (Stage s : {kSquare, kSide, kAdd})
    if (g.count[index(s)] > 1)
      return diagnose("stage-repeated", {{"stage", name(s)}, {"count", g.count[index(s)]}});
  if (g.after[index(kSide)][index(kSquare)] || g.after[index(kSquare)][index(kSide)])
    return no_overlap(seen);
  if (!g.after[index(kAdd)][index(kSquare)]) return diagnose("add-before-square");
  if (!g.after[index(kAdd)][index(kSide)]) {
    bool waited = false;
    for (const EventCall& c : seen.calls)
      waited =
          waited || (!c.record && c.stream == StreamRole::stream && c.event == EventRole::join);
    return diagnose("add-before-join", {{"why", waited ? say("stream.add-before-join.late-wait")
                                                       : say("stream.add-before-join.no-wait")},
                                        {"join", join_advice()}});
  }
  return {};
}

}  // namespace

const char* name(Stage s) {
  switch (s) {
    case Stage::square: return "square";
    case Stage::double_plus_one: return "double_plus_one";
    case Stage::add_into: return "add_into";
  }
  return "?";
}

std::string describe(const EventCall& call) {
  return call.record
             ? "cudaEventRecord(" + code_name(call.event) + ", " + code_name(call.stream) + ")"
             : "cudaStreamWaitEvent(" + code_name(call.stream) + ", " + code_name(call.event) + ")";
}

Problems structure_problems(const Observation& seen, int n) {
  for (const Problems& p :
       {streams_not_given(seen.calls), wait_before_record(seen.calls), refused_wait(seen.calls)})
    if (!p.empty()) return p;
  if (seen.capture_error == cudaErrorStreamCaptureUnjoined) return unjoined(seen);
  if (!seen.graph.read || n == 0) return {};
  return shape_problems(seen);
}

}  // namespace lab::two_streams

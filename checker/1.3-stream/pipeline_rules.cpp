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

const std::string kFork =
    "Fork first: cudaEventRecord(fork, stream), then cudaStreamWaitEvent(side, fork), then launch "
    "double_plus_one on side.";
const std::string kJoin =
    "After double_plus_one: cudaEventRecord(join, side), then cudaStreamWaitEvent(stream, join), "
    "then add_into.";

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

std::string streams_not_given(const Calls& calls) {
  for (const EventCall& c : calls) {
    const std::string failed =
        c.result == cudaSuccess ? "" : " (it failed: " + lab::describe(c.result) + ")";
    if (c.stream == StreamRole::legacy)
      return tagged(
          "legacy-default-stream",
          "two_stream_pipeline used the legacy default stream (0) in " + describe(c) + failed +
              ".\n  Stream 0 is not a second stream: it waits for every blocking stream and they "
              "wait for it, while the caller's non-blocking stream is not ordered with it at "
              "all (recording stream into a graph refuses the mix). Use the side stream you "
              "were given.");
    if (c.stream == StreamRole::per_thread || c.stream == StreamRole::other)
      return tagged(
          "foreign-stream",
          "two_stream_pipeline used a stream it was not given in " + describe(c) + failed +
              ".\n  The pipeline's work goes on the caller's two streams, stream and side, so "
              "that the caller decides what it is ordered with.");
  }
  return "";
}

std::string wait_before_record(const Calls& calls) {
  for (size_t i = 0; i < calls.size(); ++i) {
    const EventCall& wait = calls[i];
    if (wait.record || find_record(calls, 0, i, wait.event) != calls.end()) continue;
    const auto record = find_record(calls, i + 1, calls.size(), wait.event);
    if (record == calls.end()) continue;
    const std::string event = code_name(wait.event), waiter = code_name(wait.stream);
    const std::string effect =
        wait.stream == StreamRole::side
            ? "double_plus_one could start before the caller's earlier work on stream (the upload "
              "of in, say) was done"
        : wait.stream == StreamRole::stream
            ? "add_into could start before double_plus_one had written b"
            : "what came after the wait was not ordered after the record";
    return tagged(
        "wait-before-record",
        describe(wait) + " came before " + describe(*record) +
            ", the record it should wait for (the course's 1.5.2 order).\n  A wait takes the "
            "event as it is at the moment of the call: its latest record, or nothing when it "
            "was never recorded. So " +
            waiter +
            " waited for nothing (in a loop: for the "
            "previous call's " +
            event + "), and " + effect + ".\n  Record first, then wait: " + describe(*record) +
            ", then " + describe(wait) + ".");
  }
  return "";
}

// A wait that the capture of stream refused: the event had been recorded outside stream's work.
std::string refused_wait(const Calls& calls) {
  for (size_t i = 0; i < calls.size(); ++i) {
    const EventCall& wait = calls[i];
    if (wait.record || wait.result != cudaErrorStreamCaptureIsolation) continue;
    const EventCall* record = nullptr;
    for (size_t j = 0; j < i; ++j)
      if (calls[j].record && calls[j].event == wait.event) record = &calls[j];
    const std::string where =
        record
            ? code_name(wait.event) + " was recorded on " + code_name(record->stream) + " while " +
                  code_name(record->stream) + " was not part of stream's work"
            : code_name(wait.event) + " was not recorded on stream or on a stream forked from it";
    return tagged(
        "side-not-forked",
        describe(wait) + " failed with " + lab::describe(wait.result) + ": " + where +
            ".\n  A stream becomes part of the caller's work only by waiting for an event "
            "recorded on stream. side never did, so double_plus_one was not ordered after "
            "the caller's earlier work on stream (the upload of in, say).\n  " +
            kFork);
  }
  return "";
}

std::string unjoined(const Observation& seen) {
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
    what = "Nothing recorded join on side.";
  else if (!waited)
    what = describe(*record) + " was called, but stream never waited for it.";
  else if (seen.graph.read && seen.graph.count[side] > 0 && !record->covers[side])
    what = describe(*record) +
           " came before double_plus_one was launched on side: an event covers "
           "only the work enqueued before its record, so double_plus_one was left out of the join.";
  else
    what = "side has work enqueued after its last join record.";
  return tagged(
      "side-not-joined",
      "side was never joined back to stream: ending the capture of stream reported " +
          lab::describe(seen.capture_error) + ".\n  " + what +
          "\n  Until stream waits for an event recorded on side after side's last work, the "
          "caller's stream does not cover that work: add_into could read b too early, and "
          "cudaStreamSynchronize(stream) could return while double_plus_one still runs.\n  " +
          kJoin);
}

std::string no_overlap(const Observation& seen) {
  const auto& after = seen.graph.after;
  if (seen.calls.empty())
    return tagged(
        "no-overlap",
        "two_stream_pipeline ran all three stages on stream, one after the other: "
        "double_plus_one waited for square although it reads only in, so the two never run "
        "at the same time.\n  Launch double_plus_one on side after a fork (step 1), and join "
        "side back before add_into (step 3).");
  if (after[index(kSide)][index(kSquare)]) {
    const EventCall* fork = last_record(seen.calls, EventRole::fork, StreamRole::stream);
    if (fork && fork->covers[index(kSquare)])
      return tagged(
          "no-overlap",
          "fork was recorded after square was launched, so side, and double_plus_one on it, "
          "waits for square: the two run one after the other.\n  Record fork, and make "
          "side wait for it, before launching square.");
    return tagged(
        "no-overlap",
        "double_plus_one runs after square although fork was recorded before square: "
        "double_plus_one was launched on stream (or side waited for a later event), so the "
        "two run one after the other.\n  Launch double_plus_one on side, right after side "
        "waits for fork.");
  }
  return tagged("no-overlap",
                "square runs after double_plus_one: the two stages run one after the other instead "
                "of side by side.\n  Right after the fork, launch square on stream and "
                "double_plus_one on side.");
}

std::string shape_problems(const Observation& seen) {
  const GraphShape& g = seen.graph;
  for (Stage s : {kSquare, kSide, kAdd}) {
    if (g.count[index(s)] > 0) continue;
    if (s == kSide)
      return tagged("side-not-forked",
                    "double_plus_one is not part of stream's work (it is missing from the graph "
                    "recorded from stream): the stream it was launched on had not waited for an "
                    "event recorded on stream.\n  So it ran unordered: maybe before the caller's "
                    "earlier work on stream (the upload of in, say) was done, and add_into did not "
                    "wait for it either.\n  " +
                        kFork);
    return tagged("stage-not-recorded",
                  std::string(name(s)) +
                      " is not part of stream's work (it is missing from the graph "
                      "recorded from stream): launch it on stream" +
                      (s == kSquare ? " (or on side, after the fork)."
                                    : ", after stream has waited for join."));
  }
  for (Stage s : {kSquare, kSide, kAdd})
    if (g.count[index(s)] > 1)
      return tagged("stage-repeated", std::string(name(s)) + " was launched " +
                                          std::to_string(g.count[index(s)]) +
                                          " times: each stage runs once per call.");
  if (g.after[index(kSide)][index(kSquare)] || g.after[index(kSquare)][index(kSide)])
    return no_overlap(seen);
  if (!g.after[index(kAdd)][index(kSquare)])
    return tagged(
        "add-before-square",
        "add_into does not wait for square, whose result a it adds to: launch add_into on "
        "stream after square (and after stream has waited for join).");
  if (!g.after[index(kAdd)][index(kSide)]) {
    bool waited = false;
    for (const EventCall& c : seen.calls)
      waited =
          waited || (!c.record && c.stream == StreamRole::stream && c.event == EventRole::join);
    return tagged(
        "add-before-join",
        "add_into does not wait for double_plus_one, which writes the b it reads: " +
            std::string(waited ? "stream waited for join only after add_into was launched."
                               : "stream never waited for an event recorded on side after "
                                 "double_plus_one.") +
            "\n  A wait orders only what is enqueued on stream after it. " + kJoin);
  }
  return "";
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

std::string structure_problems(const Observation& seen, int n) {
  for (const std::string& p :
       {streams_not_given(seen.calls), wait_before_record(seen.calls), refused_wait(seen.calls)})
    if (!p.empty()) return p;
  if (seen.capture_error == cudaErrorStreamCaptureUnjoined) return unjoined(seen);
  if (!seen.graph.read || n == 0) return "";
  return shape_problems(seen);
}

}  // namespace lab::two_streams

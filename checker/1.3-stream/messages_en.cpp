// Chapter 1.3's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_3_stream::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_3_stream {
namespace {

const Entry kEnglish[] = {
    {"stream.fork-advice",
     "Fork first: cudaEventRecord(fork, stream), then cudaStreamWaitEvent(side, fork), then launch "
     "double_plus_one on side."},
    {"stream.join-advice",
     "After double_plus_one: cudaEventRecord(join, side), then cudaStreamWaitEvent(stream, join), "
     "then add_into."},
    {"stream.call-failed", " (it failed: {error})"},
    {"legacy-default-stream",
     "two_stream_pipeline used the legacy default stream (0) in {call}{failed}.\n  Stream 0 is not "
     "a second stream: it waits for every blocking stream and they wait for it, while the caller's "
     "non-blocking stream is not ordered with it at all (recording stream into a graph refuses the "
     "mix). Use the side stream you were given."},
    {"foreign-stream",
     "two_stream_pipeline used a stream it was not given in {call}{failed}.\n  The pipeline's work "
     "goes on the caller's two streams, stream and side, so that the caller decides what it is "
     "ordered with."},
    {"wait-before-record",
     "{wait} came before {record}, the record it should wait for (the course's 1.5.2 order).\n  A "
     "wait takes the event as it is at the moment of the call: its latest record, or nothing when "
     "it was never recorded. So {waiter} waited for nothing (in a loop: for the previous call's "
     "{event}), and {effect}.\n  Record first, then wait: {record}, then {wait}."},
    {"stream.early.side",
     "double_plus_one could start before the caller's earlier work on stream (the upload of in, "
     "say) was done"},
    {"stream.early.stream", "add_into could start before double_plus_one had written b"},
    {"stream.early.other", "what came after the wait was not ordered after the record"},
    {"stream.recorded-outside",
     "{event} was recorded on {stream} while {stream} was not part of stream's work"},
    {"stream.never-recorded-inside",
     "{event} was not recorded on stream or on a stream forked from it"},
    {"stream.side-not-forked.refused",
     "{wait} failed with {error}: {where}.\n  A stream becomes part of the caller's work only by "
     "waiting for an event recorded on stream. side never did, so double_plus_one was not ordered "
     "after the caller's earlier work on stream (the upload of in, say).\n  {fork}"},
    {"stream.unjoined.no-record", "Nothing recorded join on side."},
    {"stream.unjoined.not-waited", "{record} was called, but stream never waited for it."},
    {"stream.unjoined.too-early",
     "{record} came before double_plus_one was launched on side: an event covers only the work "
     "enqueued before its record, so double_plus_one was left out of the join."},
    {"stream.unjoined.later-work", "side has work enqueued after its last join record."},
    {"side-not-joined",
     "side was never joined back to stream: ending the capture of stream reported {error}.\n  "
     "{what}\n  Until stream waits for an event recorded on side after side's last work, the "
     "caller's stream does not cover that work: add_into could read b too early, and "
     "cudaStreamSynchronize(stream) could return while double_plus_one still runs.\n  {join}"},
    {"stream.no-overlap.one-stream",
     "two_stream_pipeline ran all three stages on stream, one after the other: double_plus_one "
     "waited for square although it reads only in, so the two never run at the same time.\n  "
     "Launch double_plus_one on side after a fork (step 1), and join side back before add_into "
     "(step 3)."},
    {"stream.no-overlap.fork-late",
     "fork was recorded after square was launched, so side, and double_plus_one on it, waits for "
     "square: the two run one after the other.\n  Record fork, and make side wait for it, before "
     "launching square."},
    {"stream.no-overlap.side-after-square",
     "double_plus_one runs after square although fork was recorded before square: double_plus_one "
     "was launched on stream (or side waited for a later event), so the two run one after the "
     "other.\n  Launch double_plus_one on side, right after side waits for fork."},
    {"stream.no-overlap.square-after-side",
     "square runs after double_plus_one: the two stages run one after the other instead of side by "
     "side.\n  Right after the fork, launch square on stream and double_plus_one on side."},
    {"stream.side-not-forked.missing",
     "double_plus_one is not part of stream's work (it is missing from the graph recorded from "
     "stream): the stream it was launched on had not waited for an event recorded on stream.\n  So "
     "it ran unordered: maybe before the caller's earlier work on stream (the upload of in, say) "
     "was done, and add_into did not wait for it either.\n  {fork}"},
    {"stream.stage-not-recorded.first",
     "{stage} is not part of stream's work (it is missing from the graph recorded from stream): "
     "launch it on stream (or on side, after the fork)."},
    {"stream.stage-not-recorded.last",
     "{stage} is not part of stream's work (it is missing from the graph recorded from stream): "
     "launch it on stream, after stream has waited for join."},
    {"stage-repeated", "{stage} was launched {count} times: each stage runs once per call."},
    {"add-before-square",
     "add_into does not wait for square, whose result a it adds to: launch add_into on stream "
     "after square (and after stream has waited for join)."},
    {"add-before-join",
     "add_into does not wait for double_plus_one, which writes the b it reads: {why}\n  A wait "
     "orders only what is enqueued on stream after it. {join}"},
    {"stream.add-before-join.late-wait",
     "stream waited for join only after add_into was launched."},
    {"stream.add-before-join.no-wait",
     "stream never waited for an event recorded on side after double_plus_one."},
    {"stream.tolerance",
     "exact: the inputs are whole numbers below 2^11, so every float result is exact"},
    {"stream.while.running", "running two_stream_pipeline"},
    {"stream.while.running-again", "running two_stream_pipeline a second time"},
    {"stream.case-failed", "n = {n}{passed}:\n{problems}"},
    {"stream.passed", " (n = {n} passed)"},
    // A ceiling of the chapter's benchmark rows (`./lab bench`, `./lab list`).
    {"stream.ceiling.slowest-stage", "the slowest stage alone"},
    // The chapter's benchmark program's notes under its table (bench_two_streams.cpp).
    {"stream.bench.overlap",
     "Copy and compute: two streams {two}x as fast as one, three {three}x (compute: {rounds} "
     "rounds per element, sized to the copy in). Target for two: >= 1.5x."},
    {"stream.bench.pipeline",
     "Pipeline: 28 bytes per element against the device-to-device copy. Overlapping the two stages "
     "pays only where it saves more than the fork and join cost."},
    // The names of the benchmark's rows that compare other designs (not keys: shown only).
    {"stream.bench.row.copy-in", "copy in alone"},
    {"stream.bench.row.compute", "compute alone"},
    {"stream.bench.row.copy-out", "copy out alone"},
    {"stream.bench.row.one-stream", "one stream"},
    {"stream.bench.row.three-streams", "three streams"},
    {"stream.bench.row.stages", "stages on one stream"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_3_stream

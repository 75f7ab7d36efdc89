// Host tests of chapter 1.3: the reference is exact, and the structure rules accept every
// correct pipeline and name the fault of each wrong one. The observations below are what the
// GPU showed for each case (CUDA 13 on an H200): which calls failed with what, which capture
// error, which graph.
#include <algorithm>
#include <cstdlib>
#include <initializer_list>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/messages.h"
#include "pipeline_rules.h"
#include "reference.h"

using namespace lab::two_streams;

namespace {

constexpr StreamRole kStream = StreamRole::stream, kSide = StreamRole::side;
constexpr EventRole kFork = EventRole::fork, kJoin = EventRole::join;
constexpr Stage A = Stage::square, B = Stage::double_plus_one, C = Stage::add_into;

EventCall record(EventRole event, StreamRole stream, std::initializer_list<Stage> covers = {},
                 cudaError_t result = cudaSuccess) {
  EventCall c{true, stream, event, result, {}};
  for (Stage s : covers) c.covers[index(s)] = true;
  return c;
}

EventCall wait(StreamRole stream, EventRole event, cudaError_t result = cudaSuccess) {
  return {false, stream, event, result, {}};
}

// A graph with each stage once and the given orderings {later, earlier}.
GraphShape graph(std::initializer_list<std::pair<Stage, Stage>> after,
                 std::array<int, kStages> count = {1, 1, 1}) {
  GraphShape g;
  g.read = true;
  g.count = count;
  for (const auto& [later, earlier] : after) g.after[index(later)][index(earlier)] = true;
  return g;
}

const GraphShape kForkJoin = graph({{C, A}, {C, B}});
const std::vector<EventCall> kEvents = {record(kFork, kStream), wait(kSide, kFork),
                                        record(kJoin, kSide, {B}), wait(kStream, kJoin)};

bool has_id(const lab::Problems& diagnosis, const std::string& id) {
  const auto ids = diagnosis.ids();
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The diagnosis for `seen` at n = 1000, without its ids.
std::string judge(const Observation& seen) { return structure_problems(seen, 1000).text(); }

}  // namespace

TEST_CASE("1.3 reference: every stage is exact in float for every allowed input", "[host][1.3]") {
  std::vector<float> in;
  for (int x = -lab::two_streams_ref::kMaxInput; x <= lab::two_streams_ref::kMaxInput; ++x)
    in.push_back(static_cast<float>(x));
  const auto want = lab::two_streams_ref::reference(in);
  const auto tol = lab::two_streams_ref::tolerance();
  for (size_t i = 0; i < in.size(); ++i) {
    const float b = 2.0f * in[i] + 1.0f;  // the stages, in float, as the kernels compute them
    const float a = in[i] * in[i] + b;
    INFO("in = " << in[i]);
    REQUIRE(tol.accepts(b, want.b[i]));
    REQUIRE(tol.accepts(a, want.a[i]));
  }
  CHECK_FALSE(tol.accepts(want.a[5] + 1, want.a[5]));
}

TEST_CASE("1.3 rules: correct pipelines pass", "[host][1.3]") {
  CHECK(structure_problems({kEvents, kForkJoin, cudaSuccess}, 1000).empty());
  // One event for both: a wait takes the event as it is when called, so re-recording it
  // for the join is correct.
  CHECK(structure_problems({{record(kFork, kStream), wait(kSide, kFork), record(kFork, kSide, {B}),
                             wait(kStream, kFork)},
                            kForkJoin,
                            cudaSuccess},
                           1000)
            .empty());
  // n = 0: the stages launch nothing, the events still fork and join.
  CHECK(structure_problems({kEvents, graph({}, {0, 0, 0}), cudaSuccess}, 0).empty());
  // A capture broken by something else (a synchronization): capture.h's diagnosis speaks.
  CHECK(structure_problems({kEvents, {}, cudaErrorStreamCaptureInvalidated}, 1000).empty());
}

TEST_CASE("1.3 rules: the skeleton runs everything on stream", "[host][1.3]") {
  const Observation seen{{}, graph({{B, A}, {C, A}, {C, B}}), cudaSuccess};
  CHECK(has_id(structure_problems(seen, 1000), "no-overlap"));
  CHECK_THAT(judge(seen), lab::contains("one after the other"));
}

TEST_CASE("1.3 rules: the course's 1.5.2 order, a wait before its record", "[host][1.3]") {
  // Seen: the join's wait fails (side never joined the capture) and the capture is invalidated.
  const Observation course{{wait(kSide, kFork), record(kFork, kStream), record(kJoin, kSide),
                            wait(kStream, kJoin, cudaErrorStreamCaptureIsolation)},
                           {},
                           cudaErrorStreamCaptureInvalidated};
  CHECK(has_id(structure_problems(course, 1000), "wait-before-record"));
  CHECK_THAT(
      judge(course),
      lab::contains("cudaStreamWaitEvent(side, fork) came before cudaEventRecord(fork, stream)"));
  const Observation late_join{
      {record(kFork, kStream), wait(kSide, kFork), wait(kStream, kJoin), record(kJoin, kSide, {B})},
      {},
      cudaErrorStreamCaptureUnjoined};
  CHECK_THAT(judge(late_join),
             lab::contains("add_into could start before double_plus_one had written b"));
}

TEST_CASE("1.3 rules: a side stream that was never forked", "[host][1.3]") {
  // With a join: the wait on it is refused.
  const Observation refused{
      {record(kJoin, kSide), wait(kStream, kJoin, cudaErrorStreamCaptureIsolation)},
      {},
      cudaErrorStreamCaptureInvalidated};
  CHECK(has_id(structure_problems(refused, 1000), "side-not-forked"));
  CHECK_THAT(judge(refused),
             lab::contains("join was recorded on side while side was not part of stream's work"));
  // Without events: double_plus_one ran outside the graph.
  const Observation missing{{}, graph({{C, A}}, {1, 0, 1}), cudaSuccess};
  CHECK(has_id(structure_problems(missing, 1000), "side-not-forked"));
  CHECK_THAT(judge(missing), lab::contains("missing from the graph"));
}

TEST_CASE("1.3 rules: a side stream that was never joined back", "[host][1.3]") {
  const GraphShape unjoined = graph({{C, A}});
  const Observation no_join{
      {record(kFork, kStream), wait(kSide, kFork)}, unjoined, cudaErrorStreamCaptureUnjoined};
  CHECK(has_id(structure_problems(no_join, 1000), "side-not-joined"));
  CHECK_THAT(judge(no_join), lab::contains("Nothing recorded join on side"));
  const Observation never_waited{
      {record(kFork, kStream), wait(kSide, kFork), record(kJoin, kSide, {B})},
      unjoined,
      cudaErrorStreamCaptureUnjoined};
  CHECK_THAT(judge(never_waited), lab::contains("stream never waited for it"));
  const Observation too_early{
      {record(kFork, kStream), wait(kSide, kFork), record(kJoin, kSide), wait(kStream, kJoin)},
      unjoined,
      cudaErrorStreamCaptureUnjoined};
  CHECK_THAT(judge(too_early), lab::contains("came before double_plus_one was launched on side"));
}

TEST_CASE("1.3 rules: add_into launched before stream waits for join", "[host][1.3]") {
  const Observation seen{kEvents, graph({{C, A}}), cudaSuccess};
  CHECK(has_id(structure_problems(seen, 1000), "add-before-join"));
  CHECK_THAT(judge(seen), lab::contains("stream waited for join only after add_into was launched"));
}

TEST_CASE("1.3 rules: stages that do not overlap", "[host][1.3]") {
  const GraphShape chain = graph({{B, A}, {C, A}, {C, B}});
  const Observation late_fork{{record(kFork, kStream, {A}), wait(kSide, kFork),
                               record(kJoin, kSide, {A, B}), wait(kStream, kJoin)},
                              chain,
                              cudaSuccess};
  CHECK(has_id(structure_problems(late_fork, 1000), "no-overlap"));
  CHECK_THAT(judge(late_fork), lab::contains("fork was recorded after square was launched"));
  const Observation on_stream{kEvents, chain, cudaSuccess};
  CHECK_THAT(judge(on_stream), lab::contains("double_plus_one was launched on stream"));
}

TEST_CASE("1.3 rules: the legacy default stream as the side stream", "[host][1.3]") {
  const Observation seen{
      {record(kFork, kStream), wait(StreamRole::legacy, kFork, cudaErrorStreamCaptureImplicit),
       record(kJoin, StreamRole::legacy, {}, cudaErrorStreamCaptureInvalidated)},
      {},
      cudaErrorStreamCaptureInvalidated};
  CHECK(has_id(structure_problems(seen, 1000), "legacy-default-stream"));
  CHECK_THAT(judge(seen), lab::contains("cudaStreamWaitEvent(0, fork)"));
}

TEST_CASE("1.3 rules: stages missing, repeated, or add_into before square", "[host][1.3]") {
  CHECK(has_id(structure_problems({kEvents, graph({{C, B}}, {0, 1, 1}), cudaSuccess}, 1000),
               "stage-not-recorded"));
  CHECK(has_id(structure_problems({kEvents, graph({{C, A}, {C, B}}, {1, 2, 1}), cudaSuccess}, 1000),
               "stage-repeated"));
  CHECK(has_id(structure_problems({kEvents, graph({{C, B}}), cudaSuccess}, 1000),
               "add-before-square"));
}

TEST_CASE("1.3 rules: the diagnoses in Chinese", "[host][1.3]") {
  const Observation no_join{{record(kFork, kStream), wait(kSide, kFork)},
                            graph({{C, A}}),
                            cudaErrorStreamCaptureUnjoined};
  const lab::Problems unjoined = lab::in_chinese([&] { return structure_problems(no_join, 1000); });
  CHECK(has_id(unjoined, "side-not-joined"));
  CHECK_THAT(unjoined.text(), lab::contains("side 从未汇合回 stream"));
  CHECK_THAT(unjoined.text(), lab::contains("side 上从未记录 join。"));
  CHECK_THAT(unjoined.text(),
             lab::contains("再 cudaStreamWaitEvent(stream, join)，然后才是 add_into。"));
  const Observation course{
      {record(kFork, kStream), wait(kSide, kFork), wait(kStream, kJoin), record(kJoin, kSide, {B})},
      kForkJoin,
      cudaSuccess};
  const lab::Problems order = lab::in_chinese([&] { return structure_problems(course, 1000); });
  CHECK(has_id(order, "wait-before-record"));
  CHECK_THAT(order.text(), lab::contains("先记录，再等待：先 cudaEventRecord(join, side)，再 "
                                         "cudaStreamWaitEvent(stream, join)。"));
  CHECK(order.text().find('{') == std::string::npos);
  CHECK_THAT(judge(no_join), lab::contains("side was never joined back to stream"));
}

// The stream graph as a timeline (checker/harness/stream_timeline.h): a row per stream, a column
// per step, the waits marked, the chain of a why() starred; as text in both languages, and as
// the parts that the SVG draws.
#include <cuda_runtime.h>

#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/stream_graph.h"
#include "checker/harness/stream_timeline.h"
#include "checker/host/stream_calls.h"
#include "common/language.h"

using lab::host_tests::fork_join;
using lab::host_tests::Frame;
using lab::host_tests::frame_on;
using lab::host_tests::host_synchronised;
using lab::host_tests::labels_of;
using lab::host_tests::StreamCalls;
using lab::stream_graph::Graph;
using lab::stream_graph::timeline;
using lab::stream_graph::timeline_text;
using lab::stream_graph::TimelineOptions;

TEST_CASE("stream timeline: a serial pipeline is one row, one column per piece of work") {
  StreamCalls calls;
  const cudaStream_t a = StreamCalls::stream(1);
  calls.create_stream(a, cudaStreamNonBlocking);
  const std::vector<Frame> frames{frame_on(calls, a), frame_on(calls, a)};
  const Graph graph(calls.list);
  TimelineOptions shown;
  shown.chain = graph.why(frames[1].up, frames[0].nms);
  CHECK(timeline_text(graph, labels_of(frames), shown) ==
        "stream A  up 1  model 1  nms 1*  down 1*  up 2*  model 2  nms 2  down 2\n"
        "Work in one column may run at the same time; each piece runs after what it waits for in "
        "the columns before.\n"
        "*: the chain by which the upload of frame 2 waits for the NMS of frame 1.\n");
  CHECK(lab::in_chinese([&] { return timeline_text(graph, labels_of(frames), shown); }) ==
        "流 A  up 1  model 1  nms 1*  down 1*  up 2*  model 2  nms 2  down 2\n"
        "同一列中的工作可以同时运行；每一项都排在它所等待的、位于前面各列的工作之后。\n"
        "*：第 2 帧的上传等待第 1 帧的 NMS 所经的那条链。\n");
}

TEST_CASE("stream timeline: a fork and a join put the streams side by side, the events marked") {
  StreamCalls calls;
  const std::vector<Frame> frames = fork_join(calls, 2, true);
  const Graph graph(calls.list);
  TimelineOptions shown;
  shown.chain = graph.why(frames[1].up, frames[0].nms);
  CHECK(timeline_text(graph, labels_of(frames), shown) ==
        "stream A  up 1 >E1                           E2> down 1*  up 2 >E1*                    "
        "      E2> down 2\n"
        "stream B            E1> model 1  nms 1 >E2*                          E1> model 2  "
        "nms 2 >E2\n"
        "Work in one column may run at the same time; each piece runs after what it waits for in "
        "the columns before.\n"
        "E1> the stream waits for event E1 first, >E1 it records E1 after; sync: the host "
        "waits.\n"
        "*: the chain by which the upload of frame 2 waits for the NMS of frame 1.\n");
  const lab::stream_graph::Timeline t = timeline(graph, labels_of(frames), shown);
  CHECK(t.rows == std::vector<std::string>{"stream A", "stream B"});
  // Across the rows: each fork and each join, the chain's join among them.
  REQUIRE(t.arrows.size() == 4);
  CHECK(t.arrows[1].on_chain);
  CHECK_FALSE(t.arrows[0].on_chain);
}

TEST_CASE("stream timeline: without the join the next upload shares a column with the NMS") {
  StreamCalls calls;
  const std::vector<Frame> frames = fork_join(calls, 2, false);
  const Graph graph(calls.list);
  CHECK(timeline_text(graph, labels_of(frames)) ==
        "stream A  up 1 >E1  down 1       up 2 >E1   down 2\n"
        "stream B            E1> model 1  nms 1 >E2  E1> model 2  nms 2 >E2\n"
        "Work in one column may run at the same time; each piece runs after what it waits for in "
        "the columns before.\n"
        "E1> the stream waits for event E1 first, >E1 it records E1 after; sync: the host "
        "waits.\n");
}

TEST_CASE("stream timeline: the host's waits have a row; a part of the recording is shown") {
  StreamCalls calls;
  const std::vector<Frame> frames = host_synchronised(calls, 3);
  const Graph graph(calls.list);
  TimelineOptions shown;
  shown.first_call = frames[1].up;
  shown.last_call = frames[1].down;
  CHECK(timeline_text(graph, labels_of(frames), shown) ==
        "stream A  up 2\n"
        "stream B  model 2  nms 2\n"
        "stream 0                          down 2\n"
        "host                      sync B          sync copy\n"
        "Work in one column may run at the same time; each piece runs after what it waits for in "
        "the columns before.\n");
  CHECK(lab::in_chinese([&] { return timeline_text(graph, labels_of(frames), shown); }) ==
        "流 A  up 2\n"
        "流 B  model 2  nms 2\n"
        "流 0                          down 2\n"
        "主机                  同步 B          同步拷贝\n"
        "同一列中的工作可以同时运行；每一项都排在它所等待的、位于前面各列的工作之后。\n");
  shown.first_call = shown.last_call = calls.list.size();
  CHECK(timeline_text(graph, labels_of(frames), shown) == "");
}

TEST_CASE(
    "stream timeline: the picture draws every cell as a box with its text, in both languages") {
  StreamCalls calls;
  const std::vector<Frame> frames = fork_join(calls, 2, true);
  const Graph graph(calls.list);
  TimelineOptions shown;
  shown.chain = graph.why(frames[1].up, frames[0].nms);
  shown.title = "1.16 pipeline";
  for (const lab::Language language : {lab::Language::en, lab::Language::zh}) {
    const std::string svg =
        lab::stream_graph::timeline_svg(graph, labels_of(frames), shown, language);
    CHECK(svg.rfind("<svg", 0) == 0);
    size_t items = 0;
    for (size_t at = svg.find("class=\"item\""); at != std::string::npos;
         at = svg.find("class=\"item\"", at + 1))
      ++items;
    CHECK(items == 8);
    CHECK(svg.find("E2&gt; down 1") != std::string::npos);
    CHECK(svg.find("1.16 pipeline") != std::string::npos);
    CHECK(svg.find(language == lab::Language::zh ? "流 B" : "stream B") != std::string::npos);
    CHECK(svg.find("#d62728") != std::string::npos);  // the chain
  }
}

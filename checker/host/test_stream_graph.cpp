// The order of the device work read from the spy's recording (checker/harness/stream_graph.h),
// on synthetic recordings: what waits for what, and why in words, in both languages.
#include <cuda_runtime.h>

#include <cstddef>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/stream_graph.h"
#include "checker/host/stream_calls.h"
#include "common/language.h"

using lab::host_tests::fork_join;
using lab::host_tests::Frame;
using lab::host_tests::frame_on;
using lab::host_tests::host_synchronised;
using lab::host_tests::labels_of;
using lab::host_tests::StreamCalls;
using lab::stream_graph::explain;
using lab::stream_graph::Graph;
using lab::stream_graph::Labels;

namespace {

// Why `later` waits for `earlier`, in Chinese with Chinese labels.
std::string chinese(const Graph& graph, size_t later, size_t earlier,
                    const std::vector<Frame>& frames) {
  return lab::in_chinese([&] { return explain(graph, later, earlier, labels_of(frames)); });
}

}  // namespace

TEST_CASE("stream graph: a serial pipeline on one stream names the stream that serialises it") {
  StreamCalls calls;
  const cudaStream_t a = StreamCalls::stream(1);
  calls.create_stream(a, cudaStreamNonBlocking);
  const std::vector<Frame> frames{frame_on(calls, a), frame_on(calls, a)};
  const Graph graph(calls.list);
  const Labels labels = labels_of(frames);
  CHECK(graph.depends(frames[1].up, frames[0].nms));
  CHECK_FALSE(graph.depends(frames[0].nms, frames[1].up));
  CHECK(explain(graph, frames[1].up, frames[0].nms, labels) ==
        "the upload of frame 2 waits for the NMS of frame 1: both are on stream A, which runs its "
        "work one piece after the other, in the order it was issued.");
  CHECK(chinese(graph, frames[1].up, frames[0].nms, frames) ==
        "第 2 帧的上传要等第 1 帧的 NMS：两者都在流 A 上，而一个流按入队的顺序逐个执行它的工作。");
}

TEST_CASE("stream graph: a fork and a join by events") {
  StreamCalls calls;
  const std::vector<Frame> frames = fork_join(calls, 2, true);
  const Graph graph(calls.list);
  const Labels labels = labels_of(frames);
  CHECK(graph.depends(frames[0].model, frames[0].up));
  CHECK(graph.depends(frames[0].down, frames[0].nms));
  CHECK(explain(graph, frames[0].model, frames[0].up, labels) ==
        "the model of frame 1 waits for the upload of frame 1: event E1, recorded on stream A "
        "after the upload of frame 1, is waited for by stream B before the model of frame 1.");
  CHECK(explain(graph, frames[0].down, frames[0].nms, labels) ==
        "the download of frame 1 waits for the NMS of frame 1: event E2, recorded on stream B "
        "after the NMS of frame 1, is waited for by stream A before the download of frame 1.");
  CHECK(chinese(graph, frames[0].down, frames[0].nms, frames) ==
        "第 1 帧的下载要等第 1 帧的 NMS：事件 E2 在流 B 上于第 1 帧的 NMS 之后记录，"
        "流 A 在第 1 帧的下载之前等待它。");
  // The join makes the next upload wait for the NMS: A waits for B before the download.
  CHECK(graph.depends(frames[1].up, frames[0].nms));
  CHECK(explain(graph, frames[1].up, frames[0].nms, labels) ==
        "the upload of frame 2 waits for the NMS of frame 1: event E2, recorded on stream B "
        "after the NMS of frame 1, is waited for by stream A before the upload of frame 2.");
}

TEST_CASE("stream graph: without the join the next upload does not wait for the NMS") {
  StreamCalls calls;
  const std::vector<Frame> frames = fork_join(calls, 2, false);
  const Graph graph(calls.list);
  const Labels labels = labels_of(frames);
  CHECK_FALSE(graph.depends(frames[1].up, frames[0].nms));
  CHECK_FALSE(graph.depends(frames[0].down, frames[0].nms));
  CHECK(graph.depends(frames[1].model, frames[0].nms));
  CHECK(explain(graph, frames[0].down, frames[0].nms, labels) ==
        "Nothing makes the download of frame 1 wait for the NMS of frame 1: no chain of streams, "
        "events or host waits leads from one to the other.");
  CHECK(chinese(graph, frames[0].down, frames[0].nms, frames) ==
        "第 1 帧的下载不必等待第 1 帧的 NMS：二者之间没有任何由流、事件或主机等待连成的先后顺序。");
}

TEST_CASE("stream graph: a wait for an event never recorded waits for nothing") {
  StreamCalls calls;
  const cudaStream_t a = StreamCalls::stream(1), b = StreamCalls::stream(2);
  calls.create_stream(a, cudaStreamNonBlocking);
  calls.create_stream(b, cudaStreamNonBlocking);
  Frame f;
  f.up = calls.copy(a, cudaMemcpyHostToDevice);
  calls.wait_event(b, StreamCalls::event(1));  // the record comes after, in host order
  calls.record(StreamCalls::event(1), a);
  f.model = calls.kernel(b);
  const Graph graph(calls.list);
  const Labels labels = labels_of({f});
  CHECK_FALSE(graph.depends(f.model, f.up));
  CHECK(explain(graph, f.model, f.up, labels) ==
        "Nothing makes the model of frame 1 wait for the upload of frame 1: no chain of streams, "
        "events or host waits leads from one to the other. Of the waits before it, the wait of "
        "stream B for event E1 (call 4) waited for nothing: event E1 had not been recorded "
        "before it, and a wait takes the event's most recent record before it.");
  CHECK(
      chinese(graph, f.model, f.up, {f}) ==
      "第 1 帧的模型推理不必等待第 1 帧的上传：二者之间没有任何由流、事件或主机等待连成的先后顺序。"
      "在它之前的等待中，流 B 对事件 E1 的等待（第 4 个调用）什么也没有等到：此前事件 E1 "
      "还没有被记录过，而等待取的是事件在它之前最近的一次记录。");
}

TEST_CASE("stream graph: the legacy default stream orders blocking streams, not non-blocking") {
  for (const unsigned flags : {cudaStreamDefault, cudaStreamNonBlocking}) {
    StreamCalls calls;
    const cudaStream_t a = StreamCalls::stream(1), b = StreamCalls::stream(2);
    calls.create_stream(a, flags);
    calls.create_stream(b, flags);
    const size_t up = calls.copy(a, cudaMemcpyHostToDevice);
    const size_t fill = calls.kernel(nullptr);
    const size_t model = calls.kernel(b);
    const Graph graph(calls.list);
    const Labels labels{{up, {"the upload", "up"}}, {model, {"the model", "model"}}};
    CHECK(graph.depends(model, up) == (flags == cudaStreamDefault));
    CHECK(graph.depends(fill, up) == (flags == cudaStreamDefault));
    if (flags == cudaStreamDefault) {
      CHECK(explain(graph, model, up, labels) ==
            "the model waits for the upload: a kernel launch (call 4) is on the legacy default "
            "stream, which waits for the earlier work of every blocking stream, such as the "
            "upload on stream A; the model is on stream B, a blocking stream (created without "
            "cudaStreamNonBlocking), which waits for the earlier work of the legacy default "
            "stream, such as a kernel launch (call 4).");
      const Labels chinese_labels{{up, {"上传", "up"}}, {model, {"模型推理", "model"}}};
      CHECK(
          lab::in_chinese([&] { return explain(graph, model, up, chinese_labels); }) ==
          "模型推理要等上传：一次核函数启动（第 4 个调用）在传统默认流上，而传统默认流要等所有"
          "阻塞流先前的工作，其中就有流 A 上的上传；模型推理在流 B 上，这是一个阻塞流（创建时没有"
          "指定 cudaStreamNonBlocking），它要等传统默认流先前的工作，其中就有一次核函数启动（第 4 "
          "个调用）。");
    }
  }
}

TEST_CASE("stream graph: a host sync in the loop orders what the host issues next") {
  StreamCalls calls;
  const std::vector<Frame> frames = host_synchronised(calls, 2);
  const Graph graph(calls.list);
  const Labels labels = labels_of(frames);
  CHECK_FALSE(graph.depends(frames[0].model, frames[0].up));
  CHECK(graph.depends(frames[1].up, frames[0].nms));
  CHECK(explain(graph, frames[1].up, frames[0].nms, labels) ==
        "the upload of frame 2 waits for the NMS of frame 1: the host waited for stream B "
        "(cudaStreamSynchronize) after issuing the NMS of frame 1, and only then issued the "
        "upload of frame 2.");
  CHECK(chinese(graph, frames[1].up, frames[0].nms, frames) ==
        "第 2 帧的上传要等第 1 帧的 NMS：主机在发出第 1 帧的 NMS 之后等待流 B"
        "（cudaStreamSynchronize），然后才发出第 2 帧的上传。");
  CHECK(graph.depends(frames[1].model, frames[0].down));
  CHECK(explain(graph, frames[1].model, frames[0].down, labels) ==
        "the model of frame 2 waits for the download of frame 1: the download of frame 1 is a "
        "synchronous copy, which the host waited for before it issued the model of frame 2.");
}

TEST_CASE("stream graph: a graph launch is one piece of work; captured calls are none") {
  StreamCalls calls;
  const cudaStream_t a = StreamCalls::stream(1);
  calls.create_stream(a, cudaStreamNonBlocking);
  const size_t before = calls.kernel(a);
  calls.begin_capture(a);
  const size_t captured = calls.kernel(a);
  calls.end_capture(a);
  const size_t launch = calls.launch_graph(a);
  const size_t after = calls.copy(a, cudaMemcpyDeviceToHost);
  const Graph graph(calls.list);
  CHECK_FALSE(graph.node_of(captured));
  CHECK_THROWS_AS(graph.depends(captured, before), std::invalid_argument);
  CHECK(graph.depends(launch, before));
  CHECK(graph.depends(after, launch));
  CHECK(explain(graph, after, launch, {}) ==
        "cudaMemcpyAsync, device to host (call 7) waits for cudaGraphLaunch (call 6): both are on "
        "stream A, which runs its work one piece after the other, in the order it was issued.");
}

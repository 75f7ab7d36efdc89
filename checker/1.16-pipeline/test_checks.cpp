// Host tests of chapter 1.16's checks (checks.h, frame_work.h): synthetic recordings of
// pipelines (checker/host/stream_calls.h), right and wrong, and each diagnosis they get.
#include <cmath>
#include <string>
#include <vector>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "chapters/1.16-pipeline/model.h"
#include "checker/1.16-pipeline/checks.h"
#include "checker/1.16-pipeline/frame_work.h"
#include "checker/harness/catch.h"
#include "checker/host/stream_calls.h"

using lab::host_tests::StreamCalls;
namespace pc = lab::pipeline_checks;

namespace {

constexpr size_t kFrameBytes = 3 * 64 * 36;
constexpr size_t kBoxesBytes = sizeof(float) * kMaxObjects * kBoxElements;

void* address(int n) { return reinterpret_cast<void*>(0x10000 + 0x100 * n); }

// A recorded pipeline: its calls and the names of its kernels.
struct Recording {
  StreamCalls calls;
  lab::spy::KernelNames names = {{StreamCalls::kernel_function(0), "warp_affine_to_tensor_kernel"},
                                 {StreamCalls::kernel_function(1), "reset_kernel"},
                                 {StreamCalls::kernel_function(2), "find_kernel"},
                                 {StreamCalls::kernel_function(3), "feature_kernel"},
                                 {StreamCalls::kernel_function(4), "emit_kernel"},
                                 {StreamCalls::kernel_function(5), "decode_kernel"},
                                 {StreamCalls::kernel_function(6), "nms_greedy_kernel"}};

  void upload(cudaStream_t s, int staging, int device) {
    calls.copy(s, cudaMemcpyHostToDevice);
    calls.list.back().bytes = kFrameBytes;
    calls.list.back().src = address(staging);
    calls.list.back().ptr = address(100 + device);
  }
  // Preprocessing, then the model's four kernels, decode's fill and kernel, and the NMS, as
  // the lab's steps launch them.
  void steps(cudaStream_t s) {
    calls.kernel(s, StreamCalls::kernel_function(0));
    model_and_postprocess(s);
  }
  void model_and_postprocess(cudaStream_t s) {
    for (int k = 1; k < 5; ++k) calls.kernel(s, StreamCalls::kernel_function(k));
    lab::spy::Call fill{"cudaMemsetAsync", lab::spy::Action::fill};
    fill.on_stream = true;
    fill.stream = s;
    calls.list.push_back(fill);
    for (int k = 5; k < 7; ++k) calls.kernel(s, StreamCalls::kernel_function(k));
  }
  void download(cudaStream_t s) {
    calls.copy(s, cudaMemcpyDeviceToHost);
    calls.list.back().bytes = kBoxesBytes;
  }
  void host_wait_for(cudaEvent_t e) {
    lab::spy::Call c{"cudaEventSynchronize", lab::spy::Action::wait};
    c.event = e;
    calls.list.push_back(c);
  }
  lab::Problems structure(int frames) const {
    const lab::stream_graph::Graph graph(calls.list, names);
    const std::vector<pc::FrameWork> work = pc::frame_work(calls.list, names, frames, kFrameBytes);
    lab::Problems p = lab::checks::check_work_found(work, kFrameBytes);
    return p.empty() ? lab::checks::check_structure(graph, work) : p;
  }
};

// The solution's shape: a copy stream and a compute stream, two slots, events for the fork
// and the join; `fork`, `join`, `own_staging` and `wait_staging` switch one part off.
struct Shape {
  bool fork = true, join = true, own_staging = true, wait_staging = true;
};
Recording two_streams(int frames, Shape shape) {
  Recording r;
  const cudaStream_t copy = StreamCalls::stream(1), compute = StreamCalls::stream(2);
  const auto uploaded = [](int slot) { return StreamCalls::event(10 + slot); };
  const auto preprocessed = [](int slot) { return StreamCalls::event(20 + slot); };
  const auto done = [](int slot) { return StreamCalls::event(30 + slot); };
  for (int i = 0; i < frames; ++i) {
    const int slot = i % 2;
    if (shape.wait_staging) r.host_wait_for(uploaded(slot));
    if (shape.join) r.calls.wait_event(copy, preprocessed(slot));
    r.upload(copy, shape.own_staging ? slot : 0, slot);
    r.calls.record(uploaded(slot), copy);
    if (shape.fork) r.calls.wait_event(compute, uploaded(slot));
    r.calls.kernel(compute, StreamCalls::kernel_function(0));
    r.calls.record(preprocessed(slot), compute);
    r.model_and_postprocess(compute);
    if (i >= 2) r.host_wait_for(done(slot));
    r.download(compute);
    r.calls.record(done(slot), compute);
  }
  return r;
}

}  // namespace

TEST_CASE("1.16 frame_work: each step of each frame, by kernel name and copy size", "[1.16]") {
  const Recording r = two_streams(3, {});
  const std::vector<pc::FrameWork> work = pc::frame_work(r.calls.list, r.names, 3, kFrameBytes);
  REQUIRE(work.size() == 3);
  for (const pc::FrameWork& w : work) {
    REQUIRE((w.upload && w.preprocess && w.model && w.nms && w.download));
    CHECK(*w.upload < *w.preprocess);
    CHECK(*w.model < *w.nms);
    CHECK(*w.nms < *w.download);
    CHECK(w.model_parts.size() == 3);  // find, feature, emit
    CHECK(w.nms_parts.size() == 2);    // decode's fill and kernel
  }
  // A fourth frame that was never run: its steps are missing, and the check says which.
  const std::vector<pc::FrameWork> more = pc::frame_work(r.calls.list, r.names, 4, kFrameBytes);
  CHECK_FALSE(more[3].upload);
  CHECK(lab::checks::check_work_found(more, kFrameBytes).ids() ==
        std::vector<std::string>{"pipeline-step-not-found"});
}

TEST_CASE("1.16 check_structure: the solution's shape passes", "[1.16]") {
  CHECK(two_streams(6, {}).structure(6).empty());
}

TEST_CASE("1.16 check_structure: each missing part gets its own diagnosis", "[1.16]") {
  Shape no_fork, no_join, shared, unwaited;
  no_fork.fork = false;
  no_join.join = false;
  shared.own_staging = false;
  unwaited.wait_staging = false;
  CHECK(two_streams(6, no_fork).structure(6).ids() == std::vector<std::string>{"pipeline-no-fork"});
  CHECK(two_streams(6, no_join).structure(6).ids() == std::vector<std::string>{"pipeline-no-join"});
  CHECK(two_streams(6, shared).structure(6).ids() ==
        std::vector<std::string>{"pipeline-staging-reused"});
  CHECK(two_streams(6, unwaited).structure(6).ids() ==
        std::vector<std::string>{"pipeline-staging-reused"});
}

TEST_CASE("1.16 check_structure: a serial pipeline names the edge, with a timeline", "[1.16]") {
  Recording r;
  const cudaStream_t s = StreamCalls::stream(1);
  for (int i = 0; i < 4; ++i) {
    r.upload(s, 0, 0);
    r.steps(s);
    r.download(s);
    r.calls.synchronize(s);
  }
  const lab::Problems p = r.structure(4);
  REQUIRE(p.ids() == std::vector<std::string>{"pipeline-serial"});
  // The model's and decode's other calls are drawn inside their steps' cells.
  CHECK_THAT(p.text(), !lab::contains("find_kernel") && !lab::contains("memset") &&
                           !lab::contains("decode_kernel") && lab::contains("model 1"));
  CHECK_THAT(p.text(), lab::contains("the upload of frame 1") &&
                           lab::contains("the NMS of frame 0") && lab::contains("up 1"));
  // One stream and nothing else, not even a host wait: serial by the stream alone.
  Recording one;
  for (int i = 0; i < 3; ++i) {
    one.upload(s, i, i);
    one.steps(s);
    one.download(s);
  }
  CHECK_THAT(one.structure(3).text(), lab::contains("stream A"));
}

TEST_CASE("1.16 a graph per frame: its steps are in the graph's launch", "[1.16]") {
  // The correct variant graph_per_slot's shape: the upload on the copy stream, each frame's
  // compute one graph launch on the compute stream, the events outside the graphs.
  const auto graphs = [](int frames, bool overlap) {
    Recording r;
    const cudaStream_t copy = StreamCalls::stream(1), compute = StreamCalls::stream(2);
    for (int i = 0; i < frames; ++i) {
      const int slot = i % 2;
      r.host_wait_for(StreamCalls::event(10 + slot));
      r.calls.wait_event(copy, StreamCalls::event(20 + slot));
      r.upload(copy, slot, slot);
      r.calls.record(StreamCalls::event(10 + slot), copy);
      r.calls.wait_event(compute, StreamCalls::event(10 + slot));
      r.calls.launch_graph(compute);
      r.calls.record(StreamCalls::event(20 + slot), compute);
      if (!overlap) r.calls.synchronize(compute);
    }
    return r;
  };
  const Recording good = graphs(6, true);
  const std::vector<pc::FrameWork> work =
      pc::frame_work(good.calls.list, good.names, 6, kFrameBytes);
  REQUIRE(work.size() == 6);
  CHECK(*work[1].preprocess == *work[1].nms);
  CHECK(good.calls.list[*work[1].nms].function == "cudaGraphLaunch");
  CHECK(good.structure(6).empty());
  const lab::Problems serial = graphs(4, false).structure(4);
  REQUIRE(serial.ids() == std::vector<std::string>{"pipeline-serial"});
  CHECK_THAT(serial.text(), lab::contains("the graph of frame 0") && lab::contains("graph 1"));
  // Another number of launches for some frames: not guessed at.
  Recording odd = graphs(3, true);
  odd.calls.launch_graph(StreamCalls::stream(2));
  CHECK(odd.structure(3).ids() == std::vector<std::string>{"pipeline-step-not-found"});
}

TEST_CASE("1.16 check_loop_calls: allocations, device-wide waits, default streams", "[1.16]") {
  Recording good = two_streams(3, {});
  CHECK(lab::checks::check_loop_calls(good.calls.list).empty());
  Recording bad = two_streams(3, {});
  bad.calls.synchronize_device();
  bad.calls.list.push_back({"cudaMalloc", lab::spy::Action::allocate});
  bad.calls.kernel(nullptr);
  CHECK(lab::checks::check_loop_calls(bad.calls.list).ids() ==
        std::vector<std::string>{"pipeline-device-sync-in-loop", "pipeline-allocates-in-loop",
                                 "pipeline-default-stream"});
  Recording copies = two_streams(3, {});
  copies.calls.synchronous_copy(cudaMemcpyDeviceToHost);
  CHECK(lab::checks::check_loop_calls(copies.calls.list).ids() ==
        std::vector<std::string>{"pipeline-device-sync-in-loop"});
}

TEST_CASE("1.16 check_order: each frame once, in order", "[1.16]") {
  CHECK(lab::checks::check_order({0, 1, 2, 3}, 4).empty());
  CHECK_FALSE(lab::checks::check_order({0, 1, 3, 2}, 4).empty());
  CHECK_FALSE(lab::checks::check_order({0, 1, 2}, 4).empty());
  CHECK_FALSE(lab::checks::check_order({0, 1, 1, 2, 3}, 4).empty());
  // A long run shows where the order parts, not only its beginning.
  std::vector<int> late(40);
  for (int i = 0; i < 40; ++i) late[i] = i;
  std::swap(late[30], late[31]);
  CHECK_THAT(lab::checks::check_order(late, 40).text(),
             lab::contains("..., 27, 28, 29, 31, 30, 32, 33") &&
                 lab::contains("..., 27, 28, 29, 30, 31, 32, 33"));
}

TEST_CASE("1.16 check_released: each allocation freed once, addresses reused", "[1.16]") {
  using lab::spy::Action;
  const auto call = [](const char* function, Action action, int n) {
    lab::spy::Call c{function, action};
    c.ptr = address(n);
    c.bytes = 64;
    return c;
  };
  // Allocated and freed in each frame, at the same address each time: each freed once.
  std::vector<lab::spy::Call> reused;
  for (int frame = 0; frame < 3; ++frame) {
    reused.push_back(call("cudaMalloc", Action::allocate, 1));
    reused.push_back(call("cudaFree", Action::free, 1));
  }
  CHECK(lab::checks::check_released(reused).empty());
  std::vector<lab::spy::Call> twice = {
      call("cudaMalloc", Action::allocate, 1), call("cudaFree", Action::free, 1),
      call("cudaFree", Action::free, 1), call("cudaMalloc", Action::allocate, 2)};
  const lab::Problems p = lab::checks::check_released(twice);
  CHECK(p.ids() == std::vector<std::string>{"pipeline-not-released"});
  CHECK_THAT(p.text(), lab::contains("2 allocations") && lab::contains("freed 2 times") &&
                           lab::contains("freed 0 times"));
}

TEST_CASE("1.16 check_boxes: rounding passes; another frame's, or no boxes, are named", "[1.16]") {
  using lab::Detection;
  const std::vector<Detection> f0 = {{100.5f, 40.25f, 180.f, 90.f, 0.9f, 2, 7000},
                                     {10.f, 10.f, 50.f, 60.f, 0.8f, 0, 300}};
  const std::vector<Detection> f1 = {{104.5f, 42.25f, 184.f, 92.f, 0.9f, 2, 7010},
                                     {12.f, 10.f, 52.f, 60.f, 0.8f, 0, 310}};
  // Another order, and a corner one float step away: the same answer.
  std::vector<Detection> near = {f0[1], f0[0]};
  near[1].left = std::nextafter(near[1].left, 1000.f);
  CHECK(lab::checks::boxes_differ(near, f0, 480, 270) == "");
  std::vector<Detection> far = f0;
  far[0].left += 0.5f;
  CHECK(lab::checks::boxes_differ(far, f0, 480, 270) != "");
  std::vector<Detection> other_confidence = f0;
  other_confidence[1].confidence = std::nextafter(0.8f, 1.f);
  CHECK(lab::checks::boxes_differ(other_confidence, f0, 480, 270) != "");

  CHECK(lab::checks::check_boxes({f0, f1}, {f0, f1}, 480, 270).empty());
  CHECK(lab::checks::check_boxes({f0, f0}, {f0, f1}, 480, 270).ids() ==
        std::vector<std::string>{"pipeline-boxes-of-another-frame"});
  CHECK(lab::checks::check_boxes({f0, far}, {f0, f1}, 480, 270).ids() ==
        std::vector<std::string>{"pipeline-wrong-boxes"});
  CHECK(lab::checks::check_boxes({{}, {}}, {f0, f1}, 480, 270).ids() ==
        std::vector<std::string>{"pipeline-no-boxes"});
}

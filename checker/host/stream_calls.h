// Synthetic recordings of the runtime spy (spy_call.h) for the stream graph's host tests: each
// call as the spy records it, with made-up stream and event handles.
//
//   StreamCalls calls;
//   const size_t up = calls.copy(calls.stream(1), cudaMemcpyHostToDevice);
//   const stream_graph::Graph graph(calls.list);
//
// And pipelines made of them: frames uploaded, run through a model and an NMS, downloaded.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "checker/harness/spy_call.h"
#include "checker/harness/stream_graph.h"
#include "common/language.h"

namespace lab::host_tests {

class StreamCalls {
 public:
  std::vector<spy::Call> list;

  // Made-up handles: never dereferenced.
  static cudaStream_t stream(int n) { return handle<cudaStream_t>(0x1000 + 0x10 * n); }
  static cudaEvent_t event(int n) { return handle<cudaEvent_t>(0x2000 + 0x10 * n); }
  static const void* kernel_function(int n) { return handle<const void*>(0x3000 + 0x10 * n); }

  size_t create_stream(cudaStream_t s, unsigned flags) {
    spy::Call c = on(s, "cudaStreamCreateWithFlags", spy::Action::create_stream);
    c.flags = flags;
    return add(c);
  }
  size_t kernel(cudaStream_t s, const void* function = nullptr) {
    spy::Call c = on(s, "<<<>>>", spy::Action::kernel);
    c.function_ptr = function;
    return add(c);
  }
  size_t copy(cudaStream_t s, cudaMemcpyKind kind) {
    spy::Call c = on(s, "cudaMemcpyAsync", spy::Action::copy);
    c.kind = kind;
    c.bytes = 4096;
    return add(c);
  }
  // cudaMemcpy: on the legacy default stream, and the host waits for it.
  size_t synchronous_copy(cudaMemcpyKind kind) {
    spy::Call c{"cudaMemcpy", spy::Action::copy};
    c.kind = kind;
    c.bytes = 4096;
    return add(c);
  }
  size_t record(cudaEvent_t e, cudaStream_t s) {
    spy::Call c = on(s, "cudaEventRecord", spy::Action::record);
    c.event = e;
    return add(c);
  }
  size_t wait_event(cudaStream_t s, cudaEvent_t e) {
    spy::Call c = on(s, "cudaStreamWaitEvent", spy::Action::wait_event);
    c.event = e;
    return add(c);
  }
  size_t synchronize(cudaStream_t s) {
    return add(on(s, "cudaStreamSynchronize", spy::Action::wait));
  }
  size_t synchronize_device() { return add({"cudaDeviceSynchronize", spy::Action::wait}); }
  size_t begin_capture(cudaStream_t s) {
    return add(on(s, "cudaStreamBeginCapture", spy::Action::capture_begin));
  }
  size_t end_capture(cudaStream_t s) {
    return add(on(s, "cudaStreamEndCapture", spy::Action::capture_end));
  }
  size_t launch_graph(cudaStream_t s) {
    return add(on(s, "cudaGraphLaunch", spy::Action::graph_launch));
  }

 private:
  template <typename Handle>
  static Handle handle(std::uintptr_t value) {
    return reinterpret_cast<Handle>(value);
  }
  static spy::Call on(cudaStream_t s, const char* function, spy::Action action) {
    spy::Call c{function, action};
    c.on_stream = true;
    c.stream = s;
    return c;
  }
  size_t add(spy::Call c) {
    list.push_back(std::move(c));
    return list.size() - 1;
  }
};

// One frame of a pipeline: its upload, model, NMS and download, by call index.
struct Frame {
  size_t up = 0, model = 0, nms = 0, down = 0;
};

// The caller's labels, in the reader's language.
inline stream_graph::Labels labels_of(const std::vector<Frame>& frames) {
  const bool zh = lab::reader_language() == lab::Language::zh;
  stream_graph::Labels labels;
  for (size_t f = 0; f < frames.size(); ++f) {
    const std::string n = std::to_string(f + 1);
    const auto text = [&](const char* en, const char* chinese) {
      return zh ? "第 " + n + " 帧的" + chinese : std::string(en) + " of frame " + n;
    };
    labels[frames[f].up] = {text("the upload", "上传"), "up " + n};
    labels[frames[f].model] = {text("the model", "模型推理"), "model " + n};
    labels[frames[f].nms] = {text("the NMS", " NMS"), "nms " + n};
    labels[frames[f].down] = {text("the download", "下载"), "down " + n};
  }
  return labels;
}

// A frame on one stream.
inline Frame frame_on(StreamCalls& calls, cudaStream_t s) {
  Frame f;
  f.up = calls.copy(s, cudaMemcpyHostToDevice);
  f.model = calls.kernel(s);
  f.nms = calls.kernel(s);
  f.down = calls.copy(s, cudaMemcpyDeviceToHost);
  return f;
}

// Frames uploaded and downloaded on stream A, computed on stream B: B waits for each upload's
// event (the fork), and A for the NMS's event before the download (the join, unless `join` is
// false).
inline std::vector<Frame> fork_join(StreamCalls& calls, int frames, bool join) {
  const cudaStream_t a = StreamCalls::stream(1), b = StreamCalls::stream(2);
  calls.create_stream(a, cudaStreamNonBlocking);
  calls.create_stream(b, cudaStreamNonBlocking);
  std::vector<Frame> list;
  for (int i = 0; i < frames; ++i) {
    Frame f;
    f.up = calls.copy(a, cudaMemcpyHostToDevice);
    calls.record(StreamCalls::event(1), a);
    calls.wait_event(b, StreamCalls::event(1));
    f.model = calls.kernel(b);
    f.nms = calls.kernel(b);
    calls.record(StreamCalls::event(2), b);
    if (join) calls.wait_event(a, StreamCalls::event(2));
    f.down = calls.copy(a, cudaMemcpyDeviceToHost);
    list.push_back(f);
  }
  return list;
}

// Frames uploaded on stream A, computed on stream B, the host waiting for B and then
// downloading with a synchronous copy: no fork, no join, the host's waits order it all.
inline std::vector<Frame> host_synchronised(StreamCalls& calls, int frames) {
  const cudaStream_t a = StreamCalls::stream(1), b = StreamCalls::stream(2);
  calls.create_stream(a, cudaStreamNonBlocking);
  calls.create_stream(b, cudaStreamNonBlocking);
  std::vector<Frame> list(frames);
  for (Frame& f : list) {
    f.up = calls.copy(a, cudaMemcpyHostToDevice);
    f.model = calls.kernel(b);
    f.nms = calls.kernel(b);
    calls.synchronize(b);
    f.down = calls.synchronous_copy(cudaMemcpyDeviceToHost);
  }
  return list;
}

}  // namespace lab::host_tests

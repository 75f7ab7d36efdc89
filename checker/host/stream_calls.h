// Synthetic recordings of the runtime spy (spy_call.h) for the stream graph's host tests: each
// call as the spy records it, with made-up stream and event handles.
//
//   StreamCalls calls;
//   const size_t up = calls.copy(calls.stream(1), cudaMemcpyHostToDevice);
//   const stream_graph::Graph graph(calls.list);
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "checker/harness/spy_call.h"

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

}  // namespace lab::host_tests

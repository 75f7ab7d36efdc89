// One CUDA runtime call made by the code under test, as the runtime spy recorded it
// (runtime_spy.h). Plain data, so that the rules that judge calls are host-testable, and so is
// the order of the device work that stream_graph.h reads from them.
#pragma once

#include <cuda_runtime.h>

#include <chrono>
#include <cstddef>
#include <map>
#include <optional>
#include <string>

namespace lab::spy {

enum class Action {
  allocate,
  free,
  copy,
  wait,  // the host waits or asks: cudaStreamSynchronize, cudaDeviceSynchronize, ..., queries
  fill,  // cudaMemset, cudaMemsetAsync
  // Work on a stream (`stream`) besides copies and fills:
  kernel,         // <<<>>>, cudaLaunchKernel, cudaLaunchKernelExC; `function`: the kernel
  host_function,  // cudaLaunchHostFunc; `function`: the host function
  graph_launch,   // cudaGraphLaunch of `graph_exec`: the whole graph, as one piece of work
  // The order between streams:
  record,         // cudaEventRecord, cudaEventRecordWithFlags: `event` on `stream`
  wait_event,     // cudaStreamWaitEvent: `stream` waits for `event`; the host does not
  create_stream,  // cudaStreamCreate, ...WithFlags, ...WithPriority: `stream`, its `flags`
  create_event,   // cudaEventCreate, cudaEventCreateWithFlags: `event`, its `flags`
  // Graphs: between a capture's begin and end, the calls on the captured streams are recorded
  // into a graph, not run.
  capture_begin,  // cudaStreamBeginCapture of `stream`; `flags`: its cudaStreamCaptureMode
  capture_end,    // cudaStreamEndCapture of `stream`: `graph`
  instantiate,    // cudaGraphInstantiate(WithFlags): `graph_exec` from `graph`
};

struct Call {
  std::string function;  // "cudaMallocHost"; a kernel's launch: "cudaLaunchKernel"
  Action action = Action::wait;
  cudaError_t result = cudaSuccess;
  void* ptr = nullptr;  // allocate: the memory obtained; free: the memory freed; copy, fill: dst
  const void* src = nullptr;                // copy: the source
  size_t bytes = 0;                         // allocate, copy, fill
  cudaMemcpyKind kind = cudaMemcpyDefault;  // copy: the direction the call named
  bool on_stream = false;  // cudaMemcpyAsync, cudaFreeAsync, cudaStreamSynchronize, a launch, ...
  cudaStream_t stream = nullptr;
  // The flags `stream` was created with, when the spy saw it created (cudaStreamNonBlocking
  // or not: the legacy default stream waits for the work of blocking streams, and they for it).
  std::optional<unsigned> stream_flags;
  cudaEvent_t event = nullptr;  // record, wait_event, create_event; cudaEventSynchronize, ...
  unsigned flags = 0;           // create_stream, create_event, record, wait_event, capture_begin
  const void* function_ptr = nullptr;    // kernel: its host function (what <<<>>> names), or null
                                         // when the spy never saw its handle; host_function
  cudaGraph_t graph = nullptr;           // capture_end, instantiate
  cudaGraphExec_t graph_exec = nullptr;  // instantiate, graph_launch
  unsigned thread = 0;          // the host thread that made it, numbered in order of its first call
  bool while_held = false;      // a Gate still held its stream when the call came
  bool waits_for_held = false;  // a wait (or an implicit one) that had to let the held stream run
  // When it was made, by the host's steady clock (1.16's benchmark times a frame from its upload).
  std::chrono::steady_clock::time_point at{};
};

// The names of kernels by their host function (a kernel launch's function_ptr).
using KernelNames = std::map<const void*, std::string>;

}  // namespace lab::spy

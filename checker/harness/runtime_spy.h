// A spy on the CUDA runtime calls of the code under test, and a gate that holds a stream.
//
//   lab::spy::Gate gate(stream);         // nothing enqueued on `stream` from now on runs...
//   auto calls = lab::spy::record([&] { release_buffers(b, stream); });
//   gate.open();                         // ...until here, or until the code under test waits
//
// How: every program that links the harness is linked with -Wl,--wrap=NAME for each function
// in spied_functions.def (the root meson.build), so that a call to NAME from any object file
// reaches __wrap_NAME in runtime_spy.cpp, which notes it and calls the real NAME. The checker
// so counts exactly what the student's code allocated and freed, however busy the shared GPU
// is, and capture() names the forbidden call that broke a stream's recording. The spy also
// sees the stream structure: kernel launches, host functions, graph launches, event records and
// waits, the creation of streams (with their flags) and events, graph captures; stream_graph.h
// reads from them what runs after what on the GPU.
#pragma once

#include <cuda_runtime.h>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "checker/harness/spy_call.h"

namespace lab::spy {

// The spied calls made while `code` ran. Recordings nest: a recording inside another (capture()
// inside a 1.2 test's) returns its own calls, and the outer one gets them too.
std::vector<Call> record(const std::function<void()>& code);

// The CUDA allocator ("cudaMalloc", "cudaMallocHost", ...) of the live allocation that
// `address` lies in, or nullptr. Never waits (nullptr while another thread changes the table),
// so a signal handler may ask. A free(), delete or delete[] of such memory is noted as a free
// that failed (function "free()", "delete" or "delete[]") and is not made: it would be undefined
// behaviour, usually a crash in the C library, which says nothing about the cause.
const char* cuda_allocator_of(const void* address);

// The name of a kernel from its host function (a recorded kernel launch's function_ptr), as the
// runtime knows it, demangled and without its parameters: "scale<float>"; "" when it does not
// know it. Asks the runtime, so ask after the recording (never while a stream is captured);
// an error already in the last-error slot stays there, and then the name is "".
std::string kernel_name(const void* function);
// The names of the kernels that `calls` launch, those the runtime knows.
KernelNames kernel_names(const std::vector<Call>& calls);

// Work that a library enqueues on `stream` from code the spy does not see (cuBLAS launches its
// kernels from inside libcublas): the code that calls the library notes it, so that a
// recording has it as a kernel launch named `what` (with no function_ptr).
void note_work(const std::string& what, cudaStream_t stream);

// Holds a stream with a host function that waits: the work enqueued after it runs only once
// the gate opens. It opens when open() or the destructor is called, when the code under test
// waits for the held stream (cudaStreamSynchronize on it, cudaDeviceSynchronize, an event or
// a stream query, a free, a pageable copy on it: they would otherwise wait forever), or, as a
// last resort, after `timeout`. So "did X happen before the stream ran?" has one answer, not
// one that depends on how fast the copy engine was. One gate at a time.
class Gate {
 public:
  explicit Gate(cudaStream_t stream, std::chrono::milliseconds timeout = std::chrono::seconds(2));
  ~Gate();
  Gate(const Gate&) = delete;
  Gate& operator=(const Gate&) = delete;

  void open();
  bool holding() const;  // nothing enqueued after the gate has run yet
  bool timed_out() const;
  cudaStream_t stream() const { return stream_; }

  struct State;

 private:
  cudaStream_t stream_;
  std::shared_ptr<State> state_;
};

}  // namespace lab::spy

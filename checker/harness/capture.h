// Runs a launch function under CUDA graph capture of the caller's stream.
//
// This shows exactly what the function enqueued on the stream it was given: how many
// kernels, with which grid and block. A launch on any other stream (the legacy default
// stream `<<<grid, block>>>`, a stream of its own) is not captured: with a non-blocking
// stream it is not even an error, the kernel just runs outside the graph. So the check is
// the number of kernel nodes, not an error code.
#pragma once

#include <cuda_runtime.h>

#include <functional>
#include <string>
#include <vector>

#include "checker/harness/diagnosis.h"
#include "checker/harness/spy_call.h"

namespace lab {

struct KernelLaunch {
  std::string kernel;  // name as the compiler emitted it (may be mangled)
  dim3 grid, block;
  unsigned shared_bytes = 0;         // dynamic shared memory per block, as launched
  unsigned static_shared_bytes = 0;  // the kernel's __shared__ arrays (0 where unknown)
};

// A memset the call enqueued: where, and whether it comes after a kernel of the same call (it
// then overwrites what that kernel wrote, unless it targets other memory).
struct MemsetNode {
  const void* dst = nullptr;
  bool after_kernel = false;
};

class CapturedCall {
 public:
  CapturedCall() = default;
  ~CapturedCall();
  CapturedCall(CapturedCall&&) noexcept;
  CapturedCall& operator=(CapturedCall&&) = delete;
  CapturedCall(const CapturedCall&) = delete;

  std::vector<KernelLaunch> kernels;  // kernel nodes, in graph order
  std::vector<MemsetNode> memsets;    // memset nodes
  size_t other_nodes = 0;             // memset, memcpy, ... nodes
  // Allocations and frees recorded on the stream (cudaMallocAsync, cudaFreeAsync): a launch
  // function must not allocate, and a graph that allocates cannot be launched twice.
  size_t allocations = 0, frees = 0;
  cudaError_t launch_error = cudaSuccess;   // raised by the call itself (bad configuration, ...)
  cudaError_t capture_error = cudaSuccess;  // capture broken by a forbidden operation
  cudaError_t outside_error = cudaSuccess;  // raised by work that ran outside the capture
  // The runtime calls the function made while its stream was recorded (runtime_spy.h): what a
  // broken capture is blamed on.
  std::vector<spy::Call> calls;

  // Whether some memset of the call writes `dst` after one of its kernels.
  bool memset_after_kernel(const void* dst) const;

  // None when the call enqueued at least `min_kernels` kernels on the stream and nothing went
  // wrong; otherwise a diagnosis. `function` names the student's launch function.
  // `output_written`, asked only when no kernel was captured, says whether the outputs
  // changed anyway: then the kernel ran, on another stream, and the diagnosis says so.
  Problems problems(const std::string& function, size_t min_kernels = 1,
                    const std::function<bool()>& output_written = {}) const;

  // For a call on an empty problem ("n = 0", "an empty destination"): none when it launched
  // nothing and raised no error, else a diagnosis.
  Problems problems_when_empty(const std::string& function, const std::string& empty_case) const;

  // Launches the captured work on `stream` (asynchronously). Does nothing for an empty call.
  // An error says that running the recorded call failed, in the words of the call, never of
  // the harness's own graph launch.
  void run(cudaStream_t stream);

 private:
  friend CapturedCall capture(cudaStream_t, const std::function<void()>&);
  cudaGraph_t graph_ = nullptr;
  cudaGraphExec_t exec_ = nullptr;
};

// Captures what `call` enqueues on `stream`. The captured work has NOT run yet: call run().
// Work launched elsewhere has run (and been waited for) by the time this returns.
CapturedCall capture(cudaStream_t stream, const std::function<void()>& call);

// Calls `call` outside any capture, as a caller would, and waits for `stream`: none when the
// call raised no error, else the launch-rejected diagnosis naming `function`. A fault while
// running throws, as synchronize() does.
Problems run_uncaptured(cudaStream_t stream, const std::string& function,
                        const std::function<void()>& call);

// "grid (4, 1, 1) x block (256, 1, 1)"
std::string describe_launch(const KernelLaunch& launch);

}  // namespace lab

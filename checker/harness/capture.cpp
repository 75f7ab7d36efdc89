#include "checker/harness/capture.h"

#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "common/cuda_check.h"

namespace lab {

namespace {

bool is_capture_error(cudaError_t code) {
  return code == cudaErrorStreamCaptureUnsupported || code == cudaErrorStreamCaptureInvalidated ||
         code == cudaErrorStreamCaptureImplicit || code == cudaErrorStreamCaptureIsolation ||
         code == cudaErrorStreamCaptureUnjoined || code == cudaErrorStreamCaptureUnmatched ||
         code == cudaErrorStreamCaptureMerge || code == cudaErrorStreamCaptureWrongThread;
}

std::string kernel_name(const void* func) {
#if CUDART_VERSION >= 12030
  const char* name = nullptr;
  if (cudaFuncGetName(&name, func) == cudaSuccess && name) return name;
#endif
  (void)func;
  return "a kernel";
}

std::string launch_rejected(const std::string& function, cudaError_t code) {
  return tagged("launch-rejected", "the kernel launch in " + function + " was rejected: " +
                                       describe(code) + ".\n  " + explain_launch_error(code));
}

}  // namespace

std::string describe_launch(const KernelLaunch& launch) {
  auto dims = [](dim3 d) {
    return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " + std::to_string(d.z) + ")";
  };
  std::string text = "grid " + dims(launch.grid) + " x block " + dims(launch.block);
  if (launch.shared_bytes) text += ", " + std::to_string(launch.shared_bytes) + " B dynamic shared memory";
  return text;
}

CapturedCall::~CapturedCall() {
  if (exec_) cudaGraphExecDestroy(exec_);
  if (graph_) cudaGraphDestroy(graph_);
}

CapturedCall::CapturedCall(CapturedCall&& other) noexcept
    : kernels(std::move(other.kernels)),
      other_nodes(other.other_nodes),
      launch_error(other.launch_error),
      capture_error(other.capture_error),
      outside_error(other.outside_error),
      graph_(other.graph_),
      exec_(other.exec_) {
  other.graph_ = nullptr;
  other.exec_ = nullptr;
}

CapturedCall capture(cudaStream_t stream, const std::function<void()>& call) {
  CapturedCall result;
  cudaGetLastError();  // start from a clean slate: only errors raised by `call` count
  LAB_CUDA_TRY(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  try {
    call();
  } catch (...) {
    // Leave the stream usable: end the capture and drop what it recorded.
    cudaGraph_t partial = nullptr;
    cudaStreamEndCapture(stream, &partial);
    if (partial) cudaGraphDestroy(partial);
    throw;
  }
  result.launch_error = cudaGetLastError();
  result.capture_error = cudaStreamEndCapture(stream, &result.graph_);
  // Anything `call` launched on another stream ran for real: wait for it, and see whether it
  // failed, before the caller inspects the outputs.
  result.outside_error = cudaDeviceSynchronize();
  if (result.capture_error != cudaSuccess && result.graph_ == nullptr) {
    // A failed launch invalidates the capture, and then the only error left to read is
    // "capture invalidated". Run the call once more, uncaptured, to learn what really
    // happened: a rejected launch fails again with its own error; a forbidden operation
    // (cudaDeviceSynchronize, ...) succeeds outside capture, so it was the culprit.
    cudaGetLastError();
    call();
    const cudaError_t direct = cudaGetLastError();
    result.outside_error = cudaDeviceSynchronize();
    if (direct != cudaSuccess && !is_capture_error(direct)) {
      result.launch_error = direct;
      result.capture_error = cudaSuccess;
    }
  }
  if (result.capture_error != cudaSuccess || !result.graph_) return result;

  size_t count = 0;
  LAB_CUDA_TRY(cudaGraphGetNodes(result.graph_, nullptr, &count));
  std::vector<cudaGraphNode_t> nodes(count);
  if (count) LAB_CUDA_TRY(cudaGraphGetNodes(result.graph_, nodes.data(), &count));
  for (cudaGraphNode_t node : nodes) {
    cudaGraphNodeType type;
    LAB_CUDA_TRY(cudaGraphNodeGetType(node, &type));
    if (type != cudaGraphNodeTypeKernel) {
      ++result.other_nodes;
      continue;
    }
    cudaKernelNodeParams params{};
    LAB_CUDA_TRY(cudaGraphKernelNodeGetParams(node, &params));
    result.kernels.push_back(
        {kernel_name(params.func), params.gridDim, params.blockDim, params.sharedMemBytes});
  }
  if (count) LAB_CUDA_TRY(cudaGraphInstantiate(&result.exec_, result.graph_, 0));
  return result;
}

std::string CapturedCall::problems(const std::string& function, size_t min_kernels,
                                   const std::function<bool()>& output_written) const {
  for (cudaError_t code : {launch_error, capture_error}) {
    if (is_capture_error(code))
      return tagged("forbidden-in-launcher",
                    function + " did something a launch function must not do: " + describe(code) +
                        ".\n  A launch function only enqueues work on the stream it is given. Remove "
                        "cudaDeviceSynchronize / cudaStreamSynchronize, cudaMalloc / cudaFree and "
                        "synchronous cudaMemcpy from it (the caller decides when to wait).\n  (The "
                        "checker records your stream into a CUDA graph to see what " + function +
                        " launched.)");
  }
  if (launch_error != cudaSuccess) return launch_rejected(function, launch_error);
  if (capture_error != cudaSuccess)
    return tagged("capture-failed",
                  "recording " + function + "'s work on its stream failed: " + describe(capture_error));
  if (outside_error != cudaSuccess)
    return tagged("outside-work-failed", "work that " + function +
                                             " launched outside its stream failed: " + describe(outside_error));
  if (kernels.size() >= min_kernels) return "";
  const std::string head =
      function + " launched " +
      (kernels.empty() ? std::string("no kernel") : std::to_string(kernels.size()) + " kernel(s)") +
      " on the stream it was given (expected " + std::to_string(min_kernels) + ").\n  ";
  const std::string use_the_stream =
      "Launch on the caller's stream: kernel<<<grid, block, 0, stream>>>(...). Without the 4th "
      "argument the kernel goes to the default stream, which the caller did not ask for: their "
      "stream may not be waiting for it, and it serialises with everything else.";
  // Work on another stream has run by now (see capture()): when the output is untouched,
  // nothing ran anywhere, and a stream is not the problem.
  if (kernels.empty() && output_written && !output_written())
    return tagged("no-launch",
                  head + "Nothing else wrote the output either: " + function + " returned without "
                  "launching. Does a condition skip the launch (on n, or on something kept from an "
                  "earlier call)? A launch function must launch its kernel on every call with n > 0.");
  return tagged("wrong-stream",
                head + use_the_stream +
                    (kernels.empty() && output_written
                         ? "\n  Your kernel did run and write its output, but on another stream than "
                           "the one passed in."
                         : ""));
}

std::string CapturedCall::problems_when_empty(const std::string& function,
                                              const std::string& empty_case) const {
  if (kernels.empty() && launch_error == cudaSuccess) return problems(function, 0);
  return tagged("launch-when-empty",
                function + " with " + empty_case + " must launch nothing (return before the launch: a "
                "grid of 0 blocks is an invalid configuration), but it " +
                    (kernels.empty() ? "tried to launch: " + describe(launch_error)
                                     : "launched " + describe_launch(kernels.front())));
}

std::string run_uncaptured(cudaStream_t stream, const std::string& function,
                           const std::function<void()>& call) {
  cudaGetLastError();  // only errors raised by `call` count
  call();
  const cudaError_t launched = cudaGetLastError();
  synchronize(stream, ("running " + function + " (called directly)").c_str());
  return launched == cudaSuccess ? "" : launch_rejected(function, launched);
}

void CapturedCall::run(cudaStream_t stream) {
  if (exec_) LAB_CUDA_TRY(cudaGraphLaunch(exec_, stream));
}

}  // namespace lab

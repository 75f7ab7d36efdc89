#include "checker/harness/capture.h"

#include <algorithm>

#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/runtime_spy.h"
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
  return say("harness.a-kernel");
}

// A library's kernel (cuBLAS launches through the driver) may not be a runtime function:
// then its size is unknown, and the error it raises is cleared.
unsigned static_shared_bytes(const void* func) {
  cudaFuncAttributes attributes{};
  if (cudaFuncGetAttributes(&attributes, func) == cudaSuccess)
    return static_cast<unsigned>(attributes.sharedSizeBytes);
  cudaGetLastError();
  return 0;
}

std::vector<cudaGraphNode_t> dependencies(cudaGraphNode_t node) {
  size_t count = 0;
#if CUDART_VERSION >= 13000
  LAB_CUDA_TRY(cudaGraphNodeGetDependencies(node, nullptr, nullptr, &count));
  std::vector<cudaGraphNode_t> deps(count);
  if (count) LAB_CUDA_TRY(cudaGraphNodeGetDependencies(node, deps.data(), nullptr, &count));
#else
  LAB_CUDA_TRY(cudaGraphNodeGetDependencies(node, nullptr, &count));
  std::vector<cudaGraphNode_t> deps(count);
  if (count) LAB_CUDA_TRY(cudaGraphNodeGetDependencies(node, deps.data(), &count));
#endif
  return deps;
}

// Whether a kernel node comes before `node`, along the graph's dependencies.
bool kernel_before(cudaGraphNode_t node) {
  std::vector<cudaGraphNode_t> todo = dependencies(node), seen;
  while (!todo.empty()) {
    cudaGraphNode_t n = todo.back();
    todo.pop_back();
    if (std::find(seen.begin(), seen.end(), n) != seen.end()) continue;
    seen.push_back(n);
    cudaGraphNodeType type;
    LAB_CUDA_TRY(cudaGraphNodeGetType(n, &type));
    if (type == cudaGraphNodeTypeKernel) return true;
    for (cudaGraphNode_t d : dependencies(n)) todo.push_back(d);
  }
  return false;
}

// The calls a launch function must not make, each named once with what it is: "cudaMalloc (an
// allocation), cudaStreamSynchronize (a wait)"; with `legacy_stream_only`, only the copies and
// memsets on the legacy default stream. Stream-ordered allocations are graph nodes, named by
// problems(); an asynchronous copy or memset on a stream is allowed.
std::string forbidden_calls(const std::vector<spy::Call>& calls, bool legacy_stream_only = false) {
  std::string named;
  for (const spy::Call& c : calls) {
    if (legacy_stream_only &&
        (c.on_stream || (c.action != spy::Action::copy && c.action != spy::Action::fill)))
      continue;
    const char* what = nullptr;
    if (c.action == spy::Action::allocate && !c.on_stream) what = "harness.forbidden.allocation";
    if (c.action == spy::Action::free && !c.on_stream) what = "harness.forbidden.free";
    if (c.action == spy::Action::wait) what = "harness.forbidden.wait";
    if (c.action == spy::Action::copy && !c.on_stream) what = "harness.forbidden.legacy-copy";
    if (c.action == spy::Action::fill && !c.on_stream)
      what = "harness.forbidden.default-stream-memset";
    if (c.function == "cudaStreamQuery" || c.function == "cudaEventQuery") what = nullptr;
    if (!what) continue;
    const std::string one = say(what, {{"call", c.function}});
    if (named.find(one) == std::string::npos) named += (named.empty() ? "" : ", ") + one;
  }
  return named;
}

Diagnosis launch_rejected(const std::string& function, cudaError_t code) {
  return diagnose(
      "launch-rejected",
      {{"function", function}, {"error", describe(code)}, {"advice", explain_launch_error(code)}});
}

}  // namespace

std::string describe_launch(const KernelLaunch& launch) {
  auto dims = [](dim3 d) {
    return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " + std::to_string(d.z) +
           ")";
  };
  std::string text =
      say("harness.launch-config", {{"grid", dims(launch.grid)}, {"block", dims(launch.block)}});
  if (launch.shared_bytes)
    text += say("harness.launch-shared-memory", {{"bytes", launch.shared_bytes}});
  return text;
}

CapturedCall::~CapturedCall() {
  if (exec_) cudaGraphExecDestroy(exec_);
  if (graph_) cudaGraphDestroy(graph_);
}

CapturedCall::CapturedCall(CapturedCall&& other) noexcept
    : kernels(std::move(other.kernels)),
      memsets(std::move(other.memsets)),
      other_nodes(other.other_nodes),
      allocations(other.allocations),
      frees(other.frees),
      launch_error(other.launch_error),
      capture_error(other.capture_error),
      outside_error(other.outside_error),
      calls(std::move(other.calls)),
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
    result.calls = spy::record(call);
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
    if (type == cudaGraphNodeTypeMemset) {
      cudaMemsetParams params{};
      LAB_CUDA_TRY(cudaGraphMemsetNodeGetParams(node, &params));
      result.memsets.push_back({params.dst, kernel_before(node)});
    }
    if (type == cudaGraphNodeTypeMemAlloc) ++result.allocations;
    if (type == cudaGraphNodeTypeMemFree) ++result.frees;
    if (type != cudaGraphNodeTypeKernel) {
      ++result.other_nodes;
      continue;
    }
    cudaKernelNodeParams params{};
    LAB_CUDA_TRY(cudaGraphKernelNodeGetParams(node, &params));
    result.kernels.push_back({kernel_name(params.func), params.gridDim, params.blockDim,
                              params.sharedMemBytes, static_shared_bytes(params.func)});
  }
  if (count) LAB_CUDA_TRY(cudaGraphInstantiate(&result.exec_, result.graph_, 0));
  return result;
}

Problems CapturedCall::problems(const std::string& function, size_t min_kernels,
                                const std::function<bool()>& output_written) const {
  for (cudaError_t code : {launch_error, capture_error}) {
    if (!is_capture_error(code)) continue;
    const std::string forbidden = forbidden_calls(calls);
    if (!forbidden.empty())
      return diagnose("forbidden-call-in-launcher",
                      {{"function", function}, {"calls", forbidden}, {"error", describe(code)}});
    return diagnose("forbidden-in-launcher", {{"function", function}, {"error", describe(code)}});
  }
  if (launch_error != cudaSuccess) return launch_rejected(function, launch_error);
  if (capture_error != cudaSuccess)
    return diagnose("capture-failed", {{"function", function}, {"error", describe(capture_error)}});
  if (outside_error != cudaSuccess)
    return diagnose("outside-work-failed",
                    {{"function", function}, {"error", describe(outside_error)}});
  // Forbidden calls that did not break the capture: work on the legacy default stream (a plain
  // cudaMemset), which nothing orders with the work on the stream the function was given; or an
  // allocation, a free or a wait that this CUDA version let pass while recording.
  const std::string forbidden = forbidden_calls(calls);
  if (!forbidden.empty() && forbidden == forbidden_calls(calls, /*legacy_stream_only=*/true))
    return diagnose("default-stream-in-launcher", {{"function", function}, {"calls", forbidden}});
  if (!forbidden.empty())
    return diagnose(
        "forbidden-call-in-launcher",
        {{"function", function}, {"calls", forbidden}, {"error", say("harness.recorded-anyway")}});
  if (allocations || frees) {
    std::string calls = allocations ? "cudaMallocAsync" : "";
    if (frees) calls += (calls.empty() ? "" : ", ") + std::string("cudaFreeAsync");
    return diagnose("allocates-in-launcher", {{"function", function}, {"calls", calls}});
  }
  if (kernels.size() >= min_kernels) return {};
  const std::string launched = kernels.empty()
                                   ? say("harness.no-kernel")
                                   : say("harness.kernel-count", {{"count", kernels.size()}});
  const std::string head =
      say("harness.launched-on-stream",
          {{"function", function}, {"launched", launched}, {"expected", min_kernels}});
  // Work on another stream has run by now (see capture()): when the output is untouched,
  // nothing ran anywhere, and a stream is not the problem.
  if (kernels.empty() && output_written && !output_written())
    return diagnose("no-launch", {{"head", head}, {"function", function}});
  const Diagnosis wrong_stream = diagnose("wrong-stream", {{"head", head}});
  if (!kernels.empty() || !output_written) return wrong_stream;
  return Diagnosis{wrong_stream.id,
                   wrong_stream.text + "\n  " + say("harness.ran-on-other-stream")};
}

Problems CapturedCall::problems_when_empty(const std::string& function,
                                           const std::string& empty_case) const {
  if (kernels.empty() && launch_error == cudaSuccess) return problems(function, 0);
  const std::string what =
      kernels.empty() ? say("harness.tried-to-launch", {{"error", describe(launch_error)}})
                      : say("harness.launched", {{"launch", describe_launch(kernels.front())}});
  return diagnose("launch-when-empty",
                  {{"function", function}, {"case", empty_case}, {"what", what}});
}

Problems run_uncaptured(cudaStream_t stream, const std::string& function,
                        const std::function<void()>& call) {
  cudaGetLastError();  // only errors raised by `call` count
  call();
  const cudaError_t launched = cudaGetLastError();
  synchronize(stream, say("harness.running-directly", {{"function", function}}).c_str());
  if (launched == cudaSuccess) return {};
  return launch_rejected(function, launched);
}

bool CapturedCall::memset_after_kernel(const void* dst) const {
  return std::any_of(memsets.begin(), memsets.end(),
                     [&](const MemsetNode& m) { return m.after_kernel && m.dst == dst; });
}

void CapturedCall::run(cudaStream_t stream) {
  if (!exec_) return;
  const cudaError_t code = cudaGraphLaunch(exec_, stream);
  if (code != cudaSuccess)
    throw CudaError(code, say("harness.recorded-call-failed"), __FILE__, __LINE__);
}

}  // namespace lab

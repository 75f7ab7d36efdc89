// The runtime spy's wrappers of the calls that make the stream structure (stream_graph.h):
// kernel launches, host functions, graph launches, event records and waits, the creation of
// streams and events, graph captures. None of them waits for the host, so none opens a gate.
// A launch outside a recording costs one atomic load more: the benchmarks link the spy too.
#include <cxxabi.h>

#include <atomic>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "checker/harness/runtime_spy.h"
#include "checker/harness/spy_recording.h"
#include "checker/harness/spy_wrappers.h"

namespace lab::spy {

namespace {

// The kernels' handles that <<<>>> launches with, and the host functions they belong to
// (__cudaGetKernel tells, once per kernel). Plain data under a spin lock; a full table forgets
// the rest, whose launches then name no function.
struct Kernel {
  cudaKernel_t handle = nullptr;
  const void* function = nullptr;
};
constexpr size_t kKernels = 4096;
Kernel g_kernels[kKernels];
size_t g_kernel_count = 0;
std::atomic_flag g_kernels_lock = ATOMIC_FLAG_INIT;

struct KernelsLock {
  KernelsLock() {
    while (g_kernels_lock.test_and_set(std::memory_order_acquire)) {
    }
  }
  ~KernelsLock() { g_kernels_lock.clear(std::memory_order_release); }
};

void remember_kernel(cudaKernel_t handle, const void* function) {
  KernelsLock lock;
  for (size_t i = 0; i < g_kernel_count; ++i)
    if (g_kernels[i].handle == handle) return;
  if (g_kernel_count < kKernels) g_kernels[g_kernel_count++] = {handle, function};
}

// The host function of a kernel's handle; a pointer that is no known handle is taken to be
// the function itself (cudaLaunchKernel's argument).
const void* function_of(const void* handle_or_function) {
  KernelsLock lock;
  for (size_t i = 0; i < g_kernel_count; ++i)
    if (g_kernels[i].handle == handle_or_function) return g_kernels[i].function;
  return handle_or_function;
}

Call on_stream(const char* function, Action action, cudaStream_t stream) {
  Call c{function, action};
  c.on_stream = true;
  c.stream = stream;
  return c;
}

Call launch(const char* function, const void* kernel, cudaStream_t stream) {
  Call c = on_stream(function, Action::kernel, stream);
  c.function_ptr = kernel ? function_of(kernel) : nullptr;
  return c;
}

Call event_call(const char* function, Action action, cudaEvent_t event, cudaStream_t stream,
                unsigned flags) {
  Call c = on_stream(function, action, stream);
  c.event = event;
  c.flags = flags;
  return c;
}

// A creation, noted once it is known what was created.
cudaError_t created_stream(const char* function, cudaStream_t* stream, unsigned flags,
                           cudaError_t result) {
  if (result != cudaSuccess || !stream) return result;
  recording::remember_stream(*stream, flags);
  Call c = on_stream(function, Action::create_stream, *stream);
  c.flags = flags;
  c.result = result;
  recording::note(std::move(c), false);
  return result;
}

cudaError_t created_event(const char* function, cudaEvent_t* event, unsigned flags,
                          cudaError_t result) {
  if (!recording::open() || result != cudaSuccess || !event) return result;
  Call c{function, Action::create_event, result};
  c.event = *event;
  c.flags = flags;
  recording::note(std::move(c), false);
  return result;
}

cudaError_t instantiated(const char* function, cudaGraphExec_t* exec, cudaGraph_t graph,
                         cudaError_t result) {
  if (!recording::open()) return result;
  Call c{function, Action::instantiate, result};
  c.graph = graph;
  c.graph_exec = result == cudaSuccess && exec ? *exec : nullptr;
  recording::note(std::move(c), false);
  return result;
}

// A demangled C++ name without its parameters: "void scale<float>(float*, int)" ->
// "scale<float>"; a C name as it is. An anonymous namespace ("(anonymous namespace)::
// find_kernel") is no part of the name a reader knows, and its space and parentheses would
// look like a return type and a parameter list: it goes first.
std::string without_parameters(std::string name) {
  const std::string anonymous = "(anonymous namespace)::";
  for (size_t at; (at = name.find(anonymous)) != std::string::npos;)
    name.erase(at, anonymous.size());
  if (!name.empty() && name.back() == ')') {
    int depth = 0;
    for (size_t i = name.size(); i-- > 0;) {
      depth += name[i] == ')' ? 1 : name[i] == '(' ? -1 : 0;
      if (depth == 0) {
        name.erase(i);
        break;
      }
    }
  }
  // A template's return type comes first, outside any <>.
  int depth = 0;
  for (size_t i = 0; i < name.size(); ++i) {
    depth += name[i] == '<' ? 1 : name[i] == '>' ? -1 : 0;
    if (depth == 0 && name[i] == ' ') return name.substr(i + 1);
  }
  return name;
}

}  // namespace

std::string kernel_name(const void* function) {
  if (!function) return "";
  // An error already in the last-error slot stays there, and ours is not left behind.
  if (cudaPeekAtLastError() != cudaSuccess) return "";
  const char* mangled = nullptr;
  if (cudaFuncGetName(&mangled, function) != cudaSuccess || !mangled) {
    cudaGetLastError();
    return "";
  }
  int status = 0;
  char* readable = abi::__cxa_demangle(mangled, nullptr, nullptr, &status);
  std::string name = status == 0 && readable ? readable : mangled;
  std::free(readable);
  return without_parameters(name);
}

KernelNames kernel_names(const std::vector<Call>& calls) {
  KernelNames names;
  for (const Call& c : calls)
    if (c.action == Action::kernel && c.function_ptr && !names.count(c.function_ptr)) {
      const std::string name = kernel_name(c.function_ptr);
      if (!name.empty()) names[c.function_ptr] = name;
    }
  return names;
}

}  // namespace lab::spy

using namespace lab::spy;
using recording::note;
using recording::noted_result;

extern "C" {

cudaError_t __wrap___cudaGetKernel(cudaKernel_t* handle, const void* function) {
  const cudaError_t r = LAB_REAL(__cudaGetKernel)(handle, function);
  if (r == cudaSuccess && handle && *handle) remember_kernel(*handle, function);
  return r;
}

cudaError_t __wrap___cudaLaunchKernel(cudaKernel_t kernel, dim3 grid, dim3 block, void** args,
                                      size_t shared, cudaStream_t stream) {
  if (!recording::open())
    return LAB_REAL(__cudaLaunchKernel)(kernel, grid, block, args, shared, stream);
  const auto at = note(launch("<<<>>>", kernel, stream), false);
  return noted_result(at, LAB_REAL(__cudaLaunchKernel)(kernel, grid, block, args, shared, stream));
}

cudaError_t __wrap_cudaLaunchKernel(const void* kernel, dim3 grid, dim3 block, void** args,
                                    size_t shared, cudaStream_t stream) {
  if (!recording::open())
    return LAB_REAL(cudaLaunchKernel)(kernel, grid, block, args, shared, stream);
  const auto at = note(launch("cudaLaunchKernel", kernel, stream), false);
  return noted_result(at, LAB_REAL(cudaLaunchKernel)(kernel, grid, block, args, shared, stream));
}

cudaError_t __wrap_cudaLaunchKernelExC(const cudaLaunchConfig_t* config, const void* kernel,
                                       void** args) {
  if (!recording::open()) return LAB_REAL(cudaLaunchKernelExC)(config, kernel, args);
  const auto at =
      note(launch("cudaLaunchKernelExC", kernel, config ? config->stream : nullptr), false);
  return noted_result(at, LAB_REAL(cudaLaunchKernelExC)(config, kernel, args));
}

cudaError_t __wrap_cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t function, void* data) {
  if (!recording::open()) return LAB_REAL(cudaLaunchHostFunc)(stream, function, data);
  Call c = on_stream("cudaLaunchHostFunc", Action::host_function, stream);
  c.function_ptr = reinterpret_cast<const void*>(function);
  const auto at = note(std::move(c), false);
  return noted_result(at, LAB_REAL(cudaLaunchHostFunc)(stream, function, data));
}

cudaError_t __wrap_cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream) {
  if (!recording::open()) return LAB_REAL(cudaGraphLaunch)(exec, stream);
  Call c = on_stream("cudaGraphLaunch", Action::graph_launch, stream);
  c.graph_exec = exec;
  const auto at = note(std::move(c), false);
  return noted_result(at, LAB_REAL(cudaGraphLaunch)(exec, stream));
}

// Streams are remembered with their flags whether or not a recording is open: a stream made
// before a recording is used in it.
cudaError_t __wrap_cudaStreamCreate(cudaStream_t* stream) {
  return created_stream("cudaStreamCreate", stream, cudaStreamDefault,
                        LAB_REAL(cudaStreamCreate)(stream));
}
cudaError_t __wrap_cudaStreamCreateWithFlags(cudaStream_t* stream, unsigned flags) {
  return created_stream("cudaStreamCreateWithFlags", stream, flags,
                        LAB_REAL(cudaStreamCreateWithFlags)(stream, flags));
}
cudaError_t __wrap_cudaStreamCreateWithPriority(cudaStream_t* stream, unsigned flags,
                                                int priority) {
  return created_stream("cudaStreamCreateWithPriority", stream, flags,
                        LAB_REAL(cudaStreamCreateWithPriority)(stream, flags, priority));
}

cudaError_t __wrap_cudaEventCreate(cudaEvent_t* event) {
  return created_event("cudaEventCreate", event, cudaEventDefault,
                       LAB_REAL(cudaEventCreate)(event));
}
cudaError_t __wrap_cudaEventCreateWithFlags(cudaEvent_t* event, unsigned flags) {
  return created_event("cudaEventCreateWithFlags", event, flags,
                       LAB_REAL(cudaEventCreateWithFlags)(event, flags));
}

// Weak: chapter 1.3's event log defines these three wrappers too (checker/1.3-stream/
// event_log.cpp, linked with the same --wrap); where it is linked, its definitions win and the
// spy records no event call.
__attribute__((weak)) cudaError_t __wrap_cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  if (!recording::open()) return LAB_REAL(cudaEventRecord)(event, stream);
  const auto at = note(event_call("cudaEventRecord", Action::record, event, stream, 0), false);
  return noted_result(at, LAB_REAL(cudaEventRecord)(event, stream));
}
__attribute__((weak)) cudaError_t __wrap_cudaEventRecordWithFlags(cudaEvent_t event,
                                                                  cudaStream_t stream,
                                                                  unsigned flags) {
  if (!recording::open()) return LAB_REAL(cudaEventRecordWithFlags)(event, stream, flags);
  const auto at =
      note(event_call("cudaEventRecordWithFlags", Action::record, event, stream, flags), false);
  return noted_result(at, LAB_REAL(cudaEventRecordWithFlags)(event, stream, flags));
}
__attribute__((weak)) cudaError_t __wrap_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
                                                             unsigned flags) {
  if (!recording::open()) return LAB_REAL(cudaStreamWaitEvent)(stream, event, flags);
  const auto at =
      note(event_call("cudaStreamWaitEvent", Action::wait_event, event, stream, flags), false);
  return noted_result(at, LAB_REAL(cudaStreamWaitEvent)(stream, event, flags));
}

cudaError_t __wrap_cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode mode) {
  if (!recording::open()) return LAB_REAL(cudaStreamBeginCapture)(stream, mode);
  Call c = on_stream("cudaStreamBeginCapture", Action::capture_begin, stream);
  c.flags = static_cast<unsigned>(mode);
  const auto at = note(std::move(c), false);
  return noted_result(at, LAB_REAL(cudaStreamBeginCapture)(stream, mode));
}
cudaError_t __wrap_cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t* graph) {
  const cudaError_t r = LAB_REAL(cudaStreamEndCapture)(stream, graph);
  if (!recording::open()) return r;
  Call c = on_stream("cudaStreamEndCapture", Action::capture_end, stream);
  c.graph = graph ? *graph : nullptr;
  c.result = r;
  note(std::move(c), false);
  return r;
}

cudaError_t __wrap_cudaGraphInstantiate(cudaGraphExec_t* exec, cudaGraph_t graph,
                                        unsigned long long flags) {
  return instantiated("cudaGraphInstantiate", exec, graph,
                      LAB_REAL(cudaGraphInstantiate)(exec, graph, flags));
}
cudaError_t __wrap_cudaGraphInstantiateWithFlags(cudaGraphExec_t* exec, cudaGraph_t graph,
                                                 unsigned long long flags) {
  return instantiated("cudaGraphInstantiateWithFlags", exec, graph,
                      LAB_REAL(cudaGraphInstantiateWithFlags)(exec, graph, flags));
}

}  // extern "C"

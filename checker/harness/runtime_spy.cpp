#include "checker/harness/runtime_spy.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <utility>

#include "checker/harness/spy_recording.h"
#include "checker/harness/spy_wrappers.h"
#include "common/cuda_check.h"

namespace lab::spy {

struct Gate::State {
  std::mutex mutex;
  std::condition_variable opened;
  bool open = false;
  bool timed_out = false;
  std::chrono::milliseconds timeout;
};

namespace {

// The open recording, or null. Its calls are appended under g_recording_mutex, from any thread.
std::atomic<std::vector<Call>*> g_recording{nullptr};
std::mutex g_recording_mutex;
std::atomic<Gate*> g_active_gate{nullptr};

// Runs on the CUDA driver's thread for host functions: blocks the stream until opened.
void CUDART_CB hold_stream(void* data) {
  auto* state = static_cast<std::shared_ptr<Gate::State>*>(data);
  {
    std::unique_lock<std::mutex> lock((*state)->mutex);
    if (!(*state)->opened.wait_for(lock, (*state)->timeout, [&] { return (*state)->open; }))
      (*state)->timed_out = true;
  }
  delete state;
}

bool held() {
  const Gate* gate = g_active_gate.load();
  return gate && gate->holding();
}

// A table of plain data, constant-initialised, so that a wrapper may look at it at any time,
// before main() or in a signal handler, guarded by a spin lock that a signal handler need not
// wait for. A full table forgets the rest.
class SpinLock {
 public:
  SpinLock(std::atomic_flag& flag, bool wait) : flag_(flag) {
    while (!(held_ = !flag_.test_and_set(std::memory_order_acquire)) && wait) {
    }
  }
  ~SpinLock() {
    if (held_) flag_.clear(std::memory_order_release);
  }
  bool held() const { return held_; }

 private:
  std::atomic_flag& flag_;
  bool held_ = false;
};

// The live CUDA allocations, which free() asks about.
struct Live {
  const char* begin = nullptr;
  size_t bytes = 0;
  const char* allocator = nullptr;
};
constexpr size_t kLiveAllocations = 4096;
Live g_live[kLiveAllocations];
size_t g_live_count = 0;
std::atomic_flag g_live_lock = ATOMIC_FLAG_INIT;

void remember(const void* ptr, size_t bytes, const char* allocator) {
  SpinLock lock(g_live_lock, true);
  if (ptr && g_live_count < kLiveAllocations)
    g_live[g_live_count++] = {static_cast<const char*>(ptr), bytes, allocator};
}

void forget(const void* ptr) {
  SpinLock lock(g_live_lock, true);
  for (size_t i = 0; i < g_live_count; ++i)
    if (g_live[i].begin == ptr) {
      g_live[i] = g_live[--g_live_count];
      return;
    }
}

// The streams created through the spy and their flags (a handle reused after a destroy takes
// its new flags).
struct Created {
  cudaStream_t stream = nullptr;
  unsigned flags = 0;
};
constexpr size_t kStreams = 1024;
Created g_streams[kStreams];
size_t g_stream_count = 0;
std::atomic_flag g_streams_lock = ATOMIC_FLAG_INIT;

std::optional<unsigned> flags_of(cudaStream_t stream) {
  SpinLock lock(g_streams_lock, true);
  for (size_t i = 0; i < g_stream_count; ++i)
    if (g_streams[i].stream == stream) return g_streams[i].flags;
  return std::nullopt;
}

// The host threads, numbered in order of their first spied call.
std::atomic<unsigned> g_threads{0};
unsigned this_thread_number() {
  thread_local const unsigned number = g_threads.fetch_add(1);
  return number;
}

// A free's result, once it freed `ptr`: the allocation is no longer live.
cudaError_t forgotten_if_freed(const void* ptr, cudaError_t result) {
  if (result == cudaSuccess) forget(ptr);
  return result;
}

bool waits_for(cudaStream_t stream) {
  const Gate* gate = g_active_gate.load();
  return gate && stream == gate->stream();
}

// A copy from or to pageable memory on the held stream waits for the stream (measured).
bool pageable(const void* p) {
  cudaPointerAttributes attributes{};
  const bool known = cudaPointerGetAttributes(&attributes, p) == cudaSuccess;
  cudaGetLastError();
  return known && attributes.type == cudaMemoryTypeUnregistered;
}

}  // namespace

namespace recording {

bool open() { return g_recording.load(std::memory_order_acquire) != nullptr; }

Noted note(Call call, bool must_let_stream_run) {
  call.while_held = held();
  if (must_let_stream_run && call.while_held) {
    call.waits_for_held = true;
    g_active_gate.load()->open();
  }
  if (!open()) return {};
  call.at = std::chrono::steady_clock::now();
  call.thread = this_thread_number();
  if (call.on_stream) call.stream_flags = flags_of(call.stream);
  std::lock_guard<std::mutex> lock(g_recording_mutex);
  std::vector<Call>* const calls = g_recording.load();
  if (!calls) return {};
  calls->push_back(std::move(call));
  return {calls, calls->size() - 1};
}

cudaError_t noted_result(const Noted& noted, cudaError_t result) {
  if (!noted.in) return result;
  std::lock_guard<std::mutex> lock(g_recording_mutex);
  std::vector<Call>* const calls = g_recording.load();
  if (calls == noted.in && noted.at < calls->size()) (*calls)[noted.at].result = result;
  return result;
}

void remember_stream(cudaStream_t stream, unsigned flags) {
  SpinLock lock(g_streams_lock, true);
  for (size_t i = 0; i < g_stream_count; ++i)
    if (g_streams[i].stream == stream) {
      g_streams[i].flags = flags;
      return;
    }
  if (g_stream_count < kStreams) g_streams[g_stream_count++] = {stream, flags};
}

}  // namespace recording

namespace {

Call allocation(const char* function, void** ptr, size_t bytes, cudaError_t result) {
  Call c{function, Action::allocate, result};
  c.ptr = result == cudaSuccess && ptr ? *ptr : nullptr;
  c.bytes = bytes;
  if (c.ptr && std::strcmp(function, "cudaHostRegister") != 0) remember(c.ptr, bytes, function);
  return c;
}

Call release(const char* function, void* ptr) {
  Call c{function, Action::free};
  c.ptr = ptr;
  return c;
}

Call copy(const char* function, void* dst, const void* src, size_t bytes, cudaMemcpyKind kind) {
  Call c{function, Action::copy};
  c.ptr = dst;
  c.src = src;
  c.bytes = bytes;
  c.kind = kind;
  return c;
}

Call fill(const char* function, void* dst, size_t bytes) {
  Call c{function, Action::fill};
  c.ptr = dst;
  c.bytes = bytes;
  return c;
}

Call wait(const char* function, bool on_stream = false, cudaStream_t stream = nullptr) {
  Call c{function, Action::wait};
  c.on_stream = on_stream;
  c.stream = stream;
  return c;
}

Call wait_for_event(const char* function, cudaEvent_t event) {
  Call c = wait(function);
  c.event = event;
  return c;
}

}  // namespace

const char* cuda_allocator_of(const void* address) {
  SpinLock lock(g_live_lock, false);
  if (!lock.held()) return nullptr;
  const char* a = static_cast<const char*>(address);
  for (size_t i = 0; i < g_live_count; ++i)
    if (a >= g_live[i].begin && a < g_live[i].begin + std::max<size_t>(g_live[i].bytes, 1))
      return g_live[i].allocator;
  return nullptr;
}

std::vector<Call> record(const std::function<void()>& code) {
  std::vector<Call> calls;
  std::vector<Call>* outer = nullptr;
  {
    std::lock_guard<std::mutex> lock(g_recording_mutex);
    outer = g_recording.exchange(&calls);
  }
  // Ends this recording however `code` ends, and hands its calls to the one around it.
  struct Restore {
    std::vector<Call>* outer;
    std::vector<Call>& calls;
    ~Restore() {
      std::lock_guard<std::mutex> lock(g_recording_mutex);
      g_recording.store(outer);
      if (outer) outer->insert(outer->end(), calls.begin(), calls.end());
    }
  } restore{outer, calls};
  code();
  return calls;
}

void note_work(const std::string& what, cudaStream_t stream) {
  Call c{what, Action::kernel};
  c.on_stream = true;
  c.stream = stream;
  recording::note(std::move(c), false);
}

Gate::Gate(cudaStream_t stream, std::chrono::milliseconds timeout)
    : stream_(stream), state_(std::make_shared<State>()) {
  if (g_active_gate.load()) throw std::logic_error("lab::spy::Gate: one gate at a time");
  state_->timeout = timeout;
  auto* shared = new std::shared_ptr<State>(state_);
  // Not a call of the code under test: past the spy.
  const cudaError_t result = LAB_REAL(cudaLaunchHostFunc)(stream, hold_stream, shared);
  if (result != cudaSuccess) delete shared;
  LAB_CUDA_TRY(result);
  g_active_gate.store(this);
}

Gate::~Gate() {
  open();
  g_active_gate.store(nullptr);
}

void Gate::open() {
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    state_->open = true;
  }
  state_->opened.notify_all();
}

bool Gate::holding() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return !state_->open && !state_->timed_out;
}

bool Gate::timed_out() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->timed_out;
}

}  // namespace lab::spy

// ---------------------------------------------------------------------------------------
// The wrappers of allocations, frees, copies, fills and the host's waits (the stream
// structure's: spy_stream_calls.cpp). cudaFree and cudaFreeHost wait for the whole device
// before freeing (measured with a held stream on CUDA 13; not promised by the API): they let
// the held stream run first.
// ---------------------------------------------------------------------------------------
using namespace lab::spy;
using recording::note;
using recording::noted_result;

extern "C" {
cudaError_t __wrap_cudaMalloc(void** ptr, size_t bytes) {
  const cudaError_t r = LAB_REAL(cudaMalloc)(ptr, bytes);
  note(allocation("cudaMalloc", ptr, bytes, r), false);
  return r;
}
cudaError_t __wrap_cudaMallocHost(void** ptr, size_t bytes) {
  const cudaError_t r = LAB_REAL(cudaMallocHost)(ptr, bytes);
  note(allocation("cudaMallocHost", ptr, bytes, r), false);
  return r;
}
cudaError_t __wrap_cudaHostAlloc(void** ptr, size_t bytes, unsigned flags) {
  const cudaError_t r = LAB_REAL(cudaHostAlloc)(ptr, bytes, flags);
  note(allocation("cudaHostAlloc", ptr, bytes, r), false);
  return r;
}
cudaError_t __wrap_cudaMallocManaged(void** ptr, size_t bytes, unsigned flags) {
  const cudaError_t r = LAB_REAL(cudaMallocManaged)(ptr, bytes, flags);
  note(allocation("cudaMallocManaged", ptr, bytes, r), false);
  return r;
}
cudaError_t __wrap_cudaMallocAsync(void** ptr, size_t bytes, cudaStream_t stream) {
  const cudaError_t r = LAB_REAL(cudaMallocAsync)(ptr, bytes, stream);
  Call c = allocation("cudaMallocAsync", ptr, bytes, r);
  c.on_stream = true, c.stream = stream;
  note(std::move(c), false);
  return r;
}
cudaError_t __wrap_cudaHostRegister(void* ptr, size_t bytes, unsigned flags) {
  const cudaError_t r = LAB_REAL(cudaHostRegister)(ptr, bytes, flags);
  note(allocation("cudaHostRegister", &ptr, bytes, r), false);
  return r;
}
cudaError_t __wrap_cudaFree(void* ptr) {
  const auto at = note(release("cudaFree", ptr), true);
  return noted_result(at, forgotten_if_freed(ptr, LAB_REAL(cudaFree)(ptr)));
}
cudaError_t __wrap_cudaFreeHost(void* ptr) {
  const auto at = note(release("cudaFreeHost", ptr), true);
  return noted_result(at, forgotten_if_freed(ptr, LAB_REAL(cudaFreeHost)(ptr)));
}
cudaError_t __wrap_cudaFreeAsync(void* ptr, cudaStream_t stream) {
  Call c = release("cudaFreeAsync", ptr);
  c.on_stream = true, c.stream = stream;
  const auto at = note(std::move(c), false);  // stream-ordered: it waits for nothing
  return noted_result(at, forgotten_if_freed(ptr, LAB_REAL(cudaFreeAsync)(ptr, stream)));
}
cudaError_t __wrap_cudaHostUnregister(void* ptr) {
  const auto at = note(release("cudaHostUnregister", ptr), true);
  return noted_result(at, LAB_REAL(cudaHostUnregister)(ptr));
}
cudaError_t __wrap_cudaMemcpy(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind) {
  // On the legacy default stream, which does not wait for the checker's non-blocking streams.
  const auto at = note(copy("cudaMemcpy", dst, src, bytes, kind), false);
  return noted_result(at, LAB_REAL(cudaMemcpy)(dst, src, bytes, kind));
}
cudaError_t __wrap_cudaMemcpyAsync(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind,
                                   cudaStream_t stream) {
  Call c = copy("cudaMemcpyAsync", dst, src, bytes, kind);
  c.on_stream = true, c.stream = stream;
  // Asked only under a gate: a graph capture (never gated) must not see the extra query.
  const bool stages = held() && waits_for(stream) && (pageable(dst) || pageable(src));
  const auto at = note(std::move(c), stages);
  return noted_result(at, LAB_REAL(cudaMemcpyAsync)(dst, src, bytes, kind, stream));
}
cudaError_t __wrap_cudaMemset(void* dst, int value, size_t bytes) {
  // On the legacy default stream, like cudaMemcpy: ordered with nothing on a non-blocking one.
  const auto at = note(fill("cudaMemset", dst, bytes), false);
  return noted_result(at, LAB_REAL(cudaMemset)(dst, value, bytes));
}
cudaError_t __wrap_cudaMemsetAsync(void* dst, int value, size_t bytes, cudaStream_t stream) {
  Call c = fill("cudaMemsetAsync", dst, bytes);
  c.on_stream = true, c.stream = stream;
  const auto at = note(std::move(c), false);
  return noted_result(at, LAB_REAL(cudaMemsetAsync)(dst, value, bytes, stream));
}
cudaError_t __wrap_cudaStreamSynchronize(cudaStream_t stream) {
  const auto at = note(wait("cudaStreamSynchronize", true, stream), waits_for(stream));
  return noted_result(at, LAB_REAL(cudaStreamSynchronize)(stream));
}
cudaError_t __wrap_cudaDeviceSynchronize() {
  const auto at = note(wait("cudaDeviceSynchronize"), true);
  return noted_result(at, LAB_REAL(cudaDeviceSynchronize)());
}
cudaError_t __wrap_cudaEventSynchronize(cudaEvent_t event) {
  const auto at = note(wait_for_event("cudaEventSynchronize", event), true);
  return noted_result(at, LAB_REAL(cudaEventSynchronize)(event));
}
// Queries do not wait, but a loop of them would spin until the gate's timeout.
cudaError_t __wrap_cudaStreamQuery(cudaStream_t stream) {
  const auto at = note(wait("cudaStreamQuery", true, stream), waits_for(stream));
  return noted_result(at, LAB_REAL(cudaStreamQuery)(stream));
}
cudaError_t __wrap_cudaEventQuery(cudaEvent_t event) {
  const auto at = note(wait_for_event("cudaEventQuery", event), true);
  return noted_result(at, LAB_REAL(cudaEventQuery)(event));
}
}  // extern "C"

namespace {
// Whether `ptr` is CUDA memory given to a heap free: then it is noted, and not freed.
bool refuse_heap_free(const char* function, void* ptr) {
  if (!ptr) return false;
  const char* allocator = cuda_allocator_of(ptr);
  if (!allocator) return false;
  Call c = release(function, ptr);
  c.result = cudaErrorInvalidValue;  // it freed nothing
  note(std::move(c), false);
  return true;
}
}  // namespace

// The heap's frees: on the start of a live CUDA allocation, noted as a free that freed nothing.
extern "C" {
void __wrap_free(void* ptr) {
  if (!refuse_heap_free("free()", ptr)) LAB_REAL(free)(ptr);
}
void __wrap__ZdlPv(void* ptr) {
  if (!refuse_heap_free("delete", ptr)) LAB_REAL(_ZdlPv)(ptr);
}
void __wrap__ZdlPvm(void* ptr, size_t size) {
  if (!refuse_heap_free("delete", ptr)) LAB_REAL(_ZdlPvm)(ptr, size);
}
void __wrap__ZdaPv(void* ptr) {
  if (!refuse_heap_free("delete[]", ptr)) LAB_REAL(_ZdaPv)(ptr);
}
void __wrap__ZdaPvm(void* ptr, size_t size) {
  if (!refuse_heap_free("delete[]", ptr)) LAB_REAL(_ZdaPvm)(ptr, size);
}
}  // extern "C"

// Every function of the list has its wrapper, declared in spy_wrappers.h with the runtime's
// signature (a missing one fails to compile here) and defined in a file of the spy (a missing
// one fails to link).
#define LAB_SPIED(name) reinterpret_cast<const void*>(&__wrap_##name),
[[maybe_unused]] static const void* const every_wrapper[] = {
#include "checker/harness/spied_functions.def"
};

#include "checker/harness/runtime_spy.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <utility>

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

std::vector<Call>* recording = nullptr;
Gate* active_gate = nullptr;

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

bool held() { return active_gate && active_gate->holding(); }

// The live CUDA allocations: plain data, constant-initialised, so that free() may look at it at
// any time, before main() or in a signal handler. A full table forgets the rest.
struct Live {
  const char* begin = nullptr;
  size_t bytes = 0;
  const char* allocator = nullptr;
};
constexpr size_t kLiveAllocations = 4096;
Live g_live[kLiveAllocations];
size_t g_live_count = 0;
std::atomic_flag g_live_lock = ATOMIC_FLAG_INIT;

struct LiveLock {
  bool held;
  explicit LiveLock(bool wait) : held(false) {
    while (!(held = !g_live_lock.test_and_set(std::memory_order_acquire)) && wait) {
    }
  }
  ~LiveLock() {
    if (held) g_live_lock.clear(std::memory_order_release);
  }
};

void remember(const void* ptr, size_t bytes, const char* allocator) {
  LiveLock lock(true);
  if (ptr && g_live_count < kLiveAllocations)
    g_live[g_live_count++] = {static_cast<const char*>(ptr), bytes, allocator};
}

void forget(const void* ptr) {
  LiveLock lock(true);
  for (size_t i = 0; i < g_live_count; ++i)
    if (g_live[i].begin == ptr) {
      g_live[i] = g_live[--g_live_count];
      return;
    }
}

// A free's result, once it freed `ptr`: the allocation is no longer live.
cudaError_t forgotten_if_freed(const void* ptr, cudaError_t result) {
  if (result == cudaSuccess) forget(ptr);
  return result;
}

constexpr size_t kNotRecorded = ~size_t{0};

// Notes a call before it is made (its position in the recording, if any); when it has to
// wait for the held stream, opens the gate first, so that a call that waits never deadlocks.
size_t note(Call call, bool must_let_stream_run) {
  call.while_held = held();
  if (must_let_stream_run && call.while_held) {
    call.waits_for_held = true;
    active_gate->open();
  }
  if (!recording) return kNotRecorded;
  recording->push_back(std::move(call));
  return recording->size() - 1;
}

// The call's result, once it is known (by position: the call itself may have been recorded
// before others that the runtime made inside it).
cudaError_t noted_result(size_t position, cudaError_t result) {
  if (recording && position < recording->size()) (*recording)[position].result = result;
  return result;
}

bool waits_for(cudaStream_t stream) { return active_gate && stream == active_gate->stream(); }

// A copy from or to pageable memory on the held stream waits for the stream (measured).
bool pageable(const void* p) {
  cudaPointerAttributes attributes{};
  const bool known = cudaPointerGetAttributes(&attributes, p) == cudaSuccess;
  cudaGetLastError();
  return known && attributes.type == cudaMemoryTypeUnregistered;
}

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

Call copy(const char* function, void* dst, const void* src, size_t bytes) {
  Call c{function, Action::copy};
  c.ptr = dst;
  c.src = src;
  c.bytes = bytes;
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

}  // namespace

const char* cuda_allocator_of(const void* address) {
  LiveLock lock(false);
  if (!lock.held) return nullptr;
  const char* a = static_cast<const char*>(address);
  for (size_t i = 0; i < g_live_count; ++i)
    if (a >= g_live[i].begin && a < g_live[i].begin + std::max<size_t>(g_live[i].bytes, 1))
      return g_live[i].allocator;
  return nullptr;
}

std::vector<Call> record(const std::function<void()>& code) {
  std::vector<Call> calls;
  std::vector<Call>* const outer = recording;
  // Ends this recording however `code` ends, and hands its calls to the one around it.
  struct Restore {
    std::vector<Call>* outer;
    std::vector<Call>& calls;
    ~Restore() {
      recording = outer;
      if (outer) outer->insert(outer->end(), calls.begin(), calls.end());
    }
  } restore{outer, calls};
  recording = &calls;
  code();
  return calls;
}

Gate::Gate(cudaStream_t stream, std::chrono::milliseconds timeout)
    : stream_(stream), state_(std::make_shared<State>()) {
  if (active_gate) throw std::logic_error("lab::spy::Gate: one gate at a time");
  state_->timeout = timeout;
  auto* shared = new std::shared_ptr<State>(state_);
  const cudaError_t result = cudaLaunchHostFunc(stream, hold_stream, shared);
  if (result != cudaSuccess) delete shared;
  LAB_CUDA_TRY(result);
  active_gate = this;
}

Gate::~Gate() {
  open();
  active_gate = nullptr;
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
// The wrappers. __real_NAME is the runtime's NAME (the linker's --wrap convention).
// cudaFree and cudaFreeHost wait for the whole device before freeing (measured with a held
// stream on CUDA 13; not promised by the API): they let the held stream run first.
// ---------------------------------------------------------------------------------------
using namespace lab::spy;

#define LAB_REAL(name) __real_##name
extern "C" {
cudaError_t LAB_REAL(cudaMalloc)(void**, size_t);
cudaError_t LAB_REAL(cudaMallocHost)(void**, size_t);
cudaError_t LAB_REAL(cudaHostAlloc)(void**, size_t, unsigned);
cudaError_t LAB_REAL(cudaMallocManaged)(void**, size_t, unsigned);
cudaError_t LAB_REAL(cudaMallocAsync)(void**, size_t, cudaStream_t);
cudaError_t LAB_REAL(cudaHostRegister)(void*, size_t, unsigned);
cudaError_t LAB_REAL(cudaFree)(void*);
cudaError_t LAB_REAL(cudaFreeHost)(void*);
cudaError_t LAB_REAL(cudaFreeAsync)(void*, cudaStream_t);
cudaError_t LAB_REAL(cudaHostUnregister)(void*);
cudaError_t LAB_REAL(cudaMemcpy)(void*, const void*, size_t, cudaMemcpyKind);
cudaError_t LAB_REAL(cudaMemcpyAsync)(void*, const void*, size_t, cudaMemcpyKind, cudaStream_t);
cudaError_t LAB_REAL(cudaMemset)(void*, int, size_t);
cudaError_t LAB_REAL(cudaMemsetAsync)(void*, int, size_t, cudaStream_t);
cudaError_t LAB_REAL(cudaStreamSynchronize)(cudaStream_t);
cudaError_t LAB_REAL(cudaDeviceSynchronize)();
cudaError_t LAB_REAL(cudaEventSynchronize)(cudaEvent_t);
cudaError_t LAB_REAL(cudaStreamQuery)(cudaStream_t);
cudaError_t LAB_REAL(cudaEventQuery)(cudaEvent_t);

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
  const size_t at = note(release("cudaFree", ptr), true);
  return noted_result(at, forgotten_if_freed(ptr, LAB_REAL(cudaFree)(ptr)));
}
cudaError_t __wrap_cudaFreeHost(void* ptr) {
  const size_t at = note(release("cudaFreeHost", ptr), true);
  return noted_result(at, forgotten_if_freed(ptr, LAB_REAL(cudaFreeHost)(ptr)));
}
cudaError_t __wrap_cudaFreeAsync(void* ptr, cudaStream_t stream) {
  Call c = release("cudaFreeAsync", ptr);
  c.on_stream = true, c.stream = stream;
  const size_t at = note(std::move(c), false);  // stream-ordered: it waits for nothing
  return noted_result(at, forgotten_if_freed(ptr, LAB_REAL(cudaFreeAsync)(ptr, stream)));
}
cudaError_t __wrap_cudaHostUnregister(void* ptr) {
  const size_t at = note(release("cudaHostUnregister", ptr), true);
  return noted_result(at, LAB_REAL(cudaHostUnregister)(ptr));
}
cudaError_t __wrap_cudaMemcpy(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind) {
  // On the legacy default stream, which does not wait for the checker's non-blocking streams.
  const size_t at = note(copy("cudaMemcpy", dst, src, bytes), false);
  return noted_result(at, LAB_REAL(cudaMemcpy)(dst, src, bytes, kind));
}
cudaError_t __wrap_cudaMemcpyAsync(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind,
                                   cudaStream_t stream) {
  Call c = copy("cudaMemcpyAsync", dst, src, bytes);
  c.on_stream = true, c.stream = stream;
  // Asked only under a gate: a graph capture (never gated) must not see the extra query.
  const bool stages = held() && waits_for(stream) && (pageable(dst) || pageable(src));
  const size_t at = note(std::move(c), stages);
  return noted_result(at, LAB_REAL(cudaMemcpyAsync)(dst, src, bytes, kind, stream));
}
cudaError_t __wrap_cudaMemset(void* dst, int value, size_t bytes) {
  // On the legacy default stream, like cudaMemcpy: ordered with nothing on a non-blocking one.
  const size_t at = note(fill("cudaMemset", dst, bytes), false);
  return noted_result(at, LAB_REAL(cudaMemset)(dst, value, bytes));
}
cudaError_t __wrap_cudaMemsetAsync(void* dst, int value, size_t bytes, cudaStream_t stream) {
  Call c = fill("cudaMemsetAsync", dst, bytes);
  c.on_stream = true, c.stream = stream;
  const size_t at = note(std::move(c), false);
  return noted_result(at, LAB_REAL(cudaMemsetAsync)(dst, value, bytes, stream));
}
cudaError_t __wrap_cudaStreamSynchronize(cudaStream_t stream) {
  const size_t at = note(wait("cudaStreamSynchronize", true, stream), waits_for(stream));
  return noted_result(at, LAB_REAL(cudaStreamSynchronize)(stream));
}
cudaError_t __wrap_cudaDeviceSynchronize() {
  const size_t at = note(wait("cudaDeviceSynchronize"), true);
  return noted_result(at, LAB_REAL(cudaDeviceSynchronize)());
}
cudaError_t __wrap_cudaEventSynchronize(cudaEvent_t event) {
  const size_t at = note(wait("cudaEventSynchronize"), true);
  return noted_result(at, LAB_REAL(cudaEventSynchronize)(event));
}
// Queries do not wait, but a loop of them would spin until the gate's timeout.
cudaError_t __wrap_cudaStreamQuery(cudaStream_t stream) {
  const size_t at = note(wait("cudaStreamQuery", true, stream), waits_for(stream));
  return noted_result(at, LAB_REAL(cudaStreamQuery)(stream));
}
cudaError_t __wrap_cudaEventQuery(cudaEvent_t event) {
  const size_t at = note(wait("cudaEventQuery"), true);
  return noted_result(at, LAB_REAL(cudaEventQuery)(event));
}

// The heap's frees: on the start of a live CUDA allocation, noted as a free that freed nothing.
void LAB_REAL(free)(void*);
void LAB_REAL(_ZdlPv)(void*);
void LAB_REAL(_ZdlPvm)(void*, size_t);
void LAB_REAL(_ZdaPv)(void*);
void LAB_REAL(_ZdaPvm)(void*, size_t);
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

// Every function of the list has its wrapper (a missing one fails to compile here).
#define LAB_SPIED(name) reinterpret_cast<const void*>(&__wrap_##name),
[[maybe_unused]] static const void* const every_wrapper[] = {
#include "checker/harness/spied_functions.def"
};

#include "event_log.h"

namespace lab::two_streams::event_log {

namespace {

// One call under test at a time, on the checker's one thread.
bool is_open = false;
Handles given{};
std::vector<Entry> entries;

StreamRole role_of(cudaStream_t s) {
  if (s == given.stream) return StreamRole::stream;
  if (s == given.side) return StreamRole::side;
  if (s == nullptr || s == cudaStreamLegacy) return StreamRole::legacy;
  if (s == cudaStreamPerThread) return StreamRole::per_thread;
  return StreamRole::other;
}

EventRole role_of(cudaEvent_t e) {
  return e == given.fork ? EventRole::fork : e == given.join ? EventRole::join : EventRole::other;
}

// The nodes the next work on `s` would depend on, while `s` is being captured. Asked only of
// the checker's own non-blocking streams, where the query cannot fail and so leaves the
// runtime's last error alone.
std::vector<cudaGraphNode_t> capture_frontier(cudaStream_t s) {
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  const cudaGraphNode_t* nodes = nullptr;
  size_t count = 0;
#if CUDART_VERSION >= 13000
  const cudaError_t got =
      cudaStreamGetCaptureInfo(s, &status, nullptr, nullptr, &nodes, nullptr, &count);
#else
  const cudaError_t got = cudaStreamGetCaptureInfo(s, &status, nullptr, nullptr, &nodes, &count);
#endif
  if (got != cudaSuccess || status != cudaStreamCaptureStatusActive || !nodes) return {};
  return {nodes, nodes + count};
}

void note(bool record, cudaStream_t stream, cudaEvent_t event, cudaError_t result) {
  if (!is_open) return;
  Entry entry;
  entry.call.record = record;
  entry.call.stream = role_of(stream);
  entry.call.event = role_of(event);
  entry.call.result = result;
  if (record && (entry.call.stream == StreamRole::stream || entry.call.stream == StreamRole::side))
    entry.after_nodes = capture_frontier(stream);
  entries.push_back(std::move(entry));
}

}  // namespace

void open(const Handles& handles) {
  given = handles;
  entries.clear();
  is_open = true;
}

std::vector<Entry> close() {
  is_open = false;
  return std::move(entries);
}

}  // namespace lab::two_streams::event_log

// The wrapped runtime functions (the linker's --wrap option names them __wrap_X and the
// originals __real_X).
extern "C" {

cudaError_t __real_cudaEventRecord(cudaEvent_t event, cudaStream_t stream);
cudaError_t __real_cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream,
                                            unsigned int flags);
cudaError_t __real_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags);

cudaError_t __wrap_cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  const cudaError_t result = __real_cudaEventRecord(event, stream);
  lab::two_streams::event_log::note(true, stream, event, result);
  return result;
}

cudaError_t __wrap_cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream,
                                            unsigned int flags) {
  const cudaError_t result = __real_cudaEventRecordWithFlags(event, stream, flags);
  lab::two_streams::event_log::note(true, stream, event, result);
  return result;
}

cudaError_t __wrap_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags) {
  const cudaError_t result = __real_cudaStreamWaitEvent(stream, event, flags);
  lab::two_streams::event_log::note(false, stream, event, result);
  return result;
}

}  // extern "C"

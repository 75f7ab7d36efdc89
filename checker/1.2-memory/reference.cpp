#include "reference.h"

#include <algorithm>
#include <cstring>

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "common/cuda_check.h"

namespace lab::transfers_ref {

using spy::Action;
using spy::Call;

namespace {

bool same(const float& x, const float& y) { return std::memcmp(&x, &y, sizeof(float)) == 0; }

const unsigned char* bytes_of(const std::vector<float>& v) {
  return reinterpret_cast<const unsigned char*>(v.data());
}

std::string floats(size_t n) {
  return n == 1 ? say("memory.one-float", {{"n", n}}) : say("memory.floats", {{"n", n}});
}
std::string bytes(size_t n) {
  return n == 1 ? say("memory.one-byte", {{"n", n}}) : say("memory.bytes", {{"n", n}});
}

std::string name_of(const void* p, const Buffers& b) {
  if (p && p == b.device) return "b.device";
  if (p && p == b.pinned) return "b.pinned";
  if (p && p == b.host) return "host";
  return say("memory.own-memory");
}

std::string stream_name(cudaStream_t s) {
  if (s == nullptr || s == cudaStreamLegacy) return say("memory.stream.default");
  if (s == cudaStreamPerThread) return say("memory.stream.per-thread");
  return say("memory.stream.other");
}

bool is_wait(const Call& c) { return c.action == Action::wait; }

}  // namespace

Problems copy_problems(const std::string& name, const std::string& function,
                       const std::vector<float>& got, const std::vector<float>& want,
                       const std::vector<float>& before, size_t count) {
  Examples wrong;
  size_t untouched = 0, prefix = 0;
  bool in_prefix = true;
  for (size_t i = 0; i < count; ++i) {
    const bool right = same(got[i], want[i]);
    in_prefix = in_prefix && right;
    prefix += in_prefix;
    untouched += same(got[i], before[i]);
    if (!right)
      wrong.add(say("memory.wrong-example", {{"name", name},
                                             {"i", i},
                                             {"got", format_number(got[i])},
                                             {"want", format_number(want[i])}}));
  }
  size_t beyond = 0;
  for (size_t i = count; i < got.size(); ++i) beyond += !same(got[i], before[i]);

  Problems problems;
  const size_t count_bytes = count * sizeof(float);
  if (wrong.count() == 0) {
    // nothing to say about [0, count)
  } else if (untouched == count) {
    problems = diagnose("nothing-copied",
                        {{"name", name}, {"function", function}, {"floats", floats(count)}});
  } else if (std::memcmp(bytes_of(got), bytes_of(want), count) == 0 &&
             std::memcmp(bytes_of(got) + count, bytes_of(before) + count, count_bytes - count) ==
                 0) {
    problems = diagnose("size-in-floats",
                        {{"bytes", bytes(count)}, {"floats", floats(count)}, {"name", name}});
  } else if (untouched == count - prefix &&
             std::all_of(got.begin() + prefix, got.begin() + count,
                         [&](const float& x) { return same(x, before[&x - got.data()]); })) {
    problems =
        diagnose("partial-copy", {{"prefix", prefix}, {"floats", floats(count)}, {"name", name}});
  } else {
    problems = Diagnosis{"wrong-data", say("memory.wrong-data.copy", {{"wrong", wrong.count()},
                                                                      {"floats", floats(count)},
                                                                      {"name", name},
                                                                      {"function", function},
                                                                      {"examples", wrong.text()}})};
  }
  if (beyond)
    problems.add(diagnose(
        "copied-too-much",
        {{"function", function}, {"beyond", beyond}, {"name", name}, {"floats", floats(count)}}));
  return problems;
}

std::string describe_memory(cudaMemoryType type) {
  switch (type) {
    case cudaMemoryTypeUnregistered: return say("memory.type.pageable");
    case cudaMemoryTypeHost: return say("memory.type.pinned");
    case cudaMemoryTypeDevice: return say("memory.type.device");
    case cudaMemoryTypeManaged: return say("memory.type.managed");
  }
  return say("memory.type.unknown");
}

Problems allocation_problems(size_t n, const void* device, cudaMemoryType device_type,
                             const void* pinned, cudaMemoryType pinned_type, size_t b_n,
                             const std::vector<Call>& calls) {
  const std::string head = "allocate_buffers(" + std::to_string(n) + ")";
  Problems problems = failed_calls("allocate_buffers", calls);
  if (b_n != n) problems.add(diagnose("wrong-count", {{"head", head}, {"got", b_n}}));
  if (n == 0) return problems;  // nothing needs to be allocated
  if (!device)
    problems.add(diagnose("no-device-memory", {{"head", head}}));
  else if (device_type != cudaMemoryTypeDevice)
    problems.add(diagnose("not-device-memory", {{"type", describe_memory(device_type)}}));
  if (!pinned)
    problems.add(diagnose("no-pinned-memory", {{"head", head}}));
  else if (pinned_type != cudaMemoryTypeHost)
    problems.add(diagnose("not-pinned", {{"type", describe_memory(pinned_type)}}));
  // Each buffer must hold n floats: the allocation that returned it says how many bytes.
  for (const auto& [ptr, buffer] :
       {std::pair<const void*, const char*>{device, "b.device"}, {pinned, "b.pinned"}}) {
    for (const Call& c : calls)
      if (ptr && c.action == Action::allocate && c.ptr == ptr && c.bytes < n * sizeof(float))
        problems.add(diagnose("allocation-too-small", {{"buffer", buffer},
                                                       {"bytes", c.bytes},
                                                       {"function", c.function},
                                                       {"floats", floats(n)},
                                                       {"need", n * sizeof(float)}}));
  }
  return problems;
}

Problems failed_calls(const std::string& function, const std::vector<Call>& calls) {
  Examples failures(3);
  for (const Call& c : calls) {
    const bool only_not_ready = c.result == cudaErrorNotReady &&
                                (c.function == "cudaStreamQuery" || c.function == "cudaEventQuery");
    if (c.result != cudaSuccess && !only_not_ready)
      failures.add(
          say("memory.failed-example", {{"function", c.function}, {"error", describe(c.result)}}));
  }
  if (!failures.count()) return {};
  return diagnose("call-failed", {{"function", function}, {"failures", failures.text()}});
}

Problems allocations_in(const std::string& function, const std::vector<Call>& calls) {
  Examples allocations(2);
  size_t kept = 0;
  for (const Call& c : calls) {
    if (c.action != Action::allocate || c.result != cudaSuccess) continue;
    allocations.add(
        say("memory.allocation-example", {{"function", c.function}, {"bytes", c.bytes}}));
    const bool freed = std::any_of(calls.begin(), calls.end(), [&](const Call& f) {
      return f.action == Action::free && f.ptr == c.ptr && f.result == cudaSuccess;
    });
    kept += !freed;
  }
  if (!allocations.count()) return {};
  const std::string text =
      say("memory.allocated-in", {{"function", function}, {"examples", allocations.text()}});
  if (kept)
    return Diagnosis{
        "leak-per-call",
        text + say("memory.leak-per-call", {{"what", kept == 1 ? say("memory.an-allocation")
                                                               : say("memory.allocations")}})};
  return Diagnosis{"allocates-per-call", text + say("memory.allocates-per-call")};
}

Problems async_copy_problems(const std::string& function, const std::vector<Call>& calls,
                             cudaStream_t stream) {
  Problems problems;
  bool enqueued = false;
  for (const Call& c : calls) {
    if (is_wait(c) && c.function != "cudaStreamQuery" && c.function != "cudaEventQuery")
      problems.add(diagnose("waits-in-async", {{"function", function}, {"call", c.function}}));
    if (c.action != Action::copy) continue;
    if (!c.on_stream)
      problems.add(Diagnosis{
          "synchronous-copy",
          say("memory.synchronous-copy.async", {{"function", function}, {"call", c.function}})});
    else if (c.stream != stream)
      problems.add(Diagnosis{"wrong-stream",
                             say("memory.wrong-stream.async",
                                 {{"function", function}, {"stream", stream_name(c.stream)}})});
    else
      enqueued = true;
  }
  if (!enqueued && problems.empty())
    problems = Diagnosis{"no-copy", say("memory.no-copy.async", {{"function", function}})};
  return problems;
}

Problems stage_call_problems(const std::vector<Call>& calls, cudaStream_t stream,
                             const Buffers& b) {
  Problems problems;
  bool staged = false;
  for (const Call& c : calls) {
    if (c.action != Action::copy) continue;
    // host -> b.pinned is the CPU's copy into the staging buffer, whichever call makes it
    // (std::memcpy, a host-to-host cudaMemcpy, cudaMemcpyDefault): what the contract asks.
    if (c.src == b.host && b.host && c.ptr == b.pinned && b.pinned) {
      if (c.on_stream && c.stream != stream)
        problems.add(Diagnosis{
            "wrong-stream", say("memory.wrong-stream.stage", {{"stream", stream_name(c.stream)}})});
      continue;
    }
    if (c.src == b.host && b.host)
      problems.add(
          Diagnosis{"not-staged", say("memory.not-staged.from-host", {{"call", c.function}})});
    else if (!c.on_stream)
      problems.add(Diagnosis{
          "synchronous-copy",
          say("memory.synchronous-copy.stage",
              {{"src", name_of(c.src, b)}, {"dst", name_of(c.ptr, b)}, {"call", c.function}})});
    else if (c.stream != stream)
      problems.add(Diagnosis{
          "wrong-stream", say("memory.wrong-stream.stage", {{"stream", stream_name(c.stream)}})});
    else if (c.src == b.pinned && c.ptr == b.device)
      staged = true;
    else if (c.ptr == b.device)
      problems.add(Diagnosis{"not-staged",
                             say("memory.not-staged.other-source", {{"src", name_of(c.src, b)}})});
  }
  if (!staged && problems.empty()) problems = Diagnosis{"no-copy", say("memory.no-copy.stage")};
  return problems;
}

Problems reuse_problems(const std::vector<int>& arrived, const std::vector<Call>& first_call) {
  Examples overwritten;
  for (size_t k = 0; k < arrived.size(); ++k) {
    if (arrived[k] == static_cast<int>(k)) continue;
    const std::string copy =
        k == 0 ? say("memory.copy.before-first") : say("memory.copy.of-call", {{"call", k}});
    overwritten.add(arrived[k] < 0
                        ? say("memory.delivered-none", {{"copy", copy}})
                        : say("memory.delivered-call", {{"copy", copy}, {"call", arrived[k]}}));
  }
  if (!overwritten.count()) return {};
  std::string text = say("memory.overwrote-pinned", {{"examples", overwritten.text()}});
  size_t first_copy = first_call.size(), first_wait = first_call.size();
  for (size_t i = first_call.size(); i-- > 0;) {
    if (first_call[i].action == Action::copy) first_copy = i;
    if (is_wait(first_call[i])) first_wait = i;
  }
  if (first_wait == first_call.size())
    text += say("memory.never-waits");
  else if (first_wait > first_copy)
    text += say("memory.waits-too-late");
  return Diagnosis{"pinned-reused-too-soon", text};
}

std::string matching_free(const std::string& allocation) {
  if (allocation == "cudaMallocHost" || allocation == "cudaHostAlloc") return "cudaFreeHost";
  if (allocation == "cudaHostRegister") return "cudaHostUnregister";
  return "cudaFree";  // cudaMalloc, cudaMallocManaged, cudaMallocAsync (or cudaFreeAsync)
}

Problems release_problems(const Buffers& b, const std::vector<Call>& allocated,
                          const std::vector<Call>& released, const std::vector<Call>& again) {
  Problems problems;
  for (const Call& c : released) {
    if (c.action != Action::free) continue;
    const std::string what = name_of(c.ptr, b);
    if (c.while_held && !c.on_stream)
      problems.add(diagnose("freed-while-in-use", {{"what", what}, {"function", c.function}}));
  }
  for (const Call& a : allocated) {
    if (a.action != Action::allocate || a.result != cudaSuccess || !a.ptr) continue;
    const std::string what = name_of(a.ptr, b), right = matching_free(a.function);
    const auto freed = std::find_if(released.begin(), released.end(), [&](const Call& f) {
      return f.action == Action::free && f.ptr == a.ptr && f.result == cudaSuccess;
    });
    const auto tried = std::find_if(released.begin(), released.end(), [&](const Call& f) {
      return f.action == Action::free && f.ptr == a.ptr && f.result != cudaSuccess;
    });
    if (freed != released.end()) continue;
    const bool heap =
        tried != released.end() && (tried->function == "free()" || tried->function == "delete" ||
                                    tried->function == "delete[]");
    if (heap)
      problems.add(diagnose("heap-free-of-cuda-memory", {{"what", what},
                                                         {"tried", tried->function},
                                                         {"function", a.function},
                                                         {"right", right}}));
    else if (tried != released.end())
      problems.add(diagnose("wrong-free-function", {{"what", what},
                                                    {"tried", tried->function},
                                                    {"function", a.function},
                                                    {"right", right},
                                                    {"error", describe(tried->result)}}));
    else
      problems.add(diagnose(
          "leak",
          {{"what", what}, {"function", a.function}, {"bytes", a.bytes}, {"right", right}}));
  }
  Examples twice(2);
  for (const Call& c : again)
    if (c.action == Action::free && c.ptr) twice.add(c.function + "(" + name_of(c.ptr, b) + ")");
  if (twice.count()) problems.add(diagnose("double-free", {{"examples", twice.text()}}));
  return problems;
}

}  // namespace lab::transfers_ref

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

std::string floats(size_t n) { return std::to_string(n) + (n == 1 ? " float" : " floats"); }
std::string bytes(size_t n) { return std::to_string(n) + (n == 1 ? " byte" : " bytes"); }

std::string name_of(const void* p, const Buffers& b) {
  if (p && p == b.device) return "b.device";
  if (p && p == b.pinned) return "b.pinned";
  if (p && p == b.host) return "host";
  return "memory of its own";
}

std::string stream_name(cudaStream_t s) {
  if (s == nullptr || s == cudaStreamLegacy) return "the default stream (stream 0)";
  if (s == cudaStreamPerThread) return "the per-thread default stream";
  return "another stream";
}

bool is_wait(const Call& c) { return c.action == Action::wait; }

}  // namespace

std::string copy_problems(const std::string& name, const std::string& function,
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
      wrong.add(name + "[" + std::to_string(i) + "] = " + format_number(got[i]) + ", want " +
                format_number(want[i]));
  }
  size_t beyond = 0;
  for (size_t i = count; i < got.size(); ++i) beyond += !same(got[i], before[i]);

  std::string problems;
  const size_t count_bytes = count * sizeof(float);
  if (wrong.count() == 0) {
    // nothing to say about [0, count)
  } else if (untouched == count) {
    problems = tagged("nothing-copied", "nothing arrived in " + name + ": " + function +
                                            " left all " + floats(count) + " as they were.");
  } else if (std::memcmp(bytes_of(got), bytes_of(want), count) == 0 &&
             std::memcmp(bytes_of(got) + count, bytes_of(before) + count, count_bytes - count) ==
                 0) {
    problems =
        tagged("size-in-floats", "only the first " + bytes(count) + " of the " + floats(count) +
                                     " arrived in " + name +
                                     ": the size was given in floats, but cudaMemcpy "
                                     "and cudaMemcpyAsync count bytes: count * sizeof(float).");
  } else if (untouched == count - prefix &&
             std::all_of(got.begin() + prefix, got.begin() + count,
                         [&](const float& x) { return same(x, before[&x - got.data()]); })) {
    problems = tagged("partial-copy", "only the first " + std::to_string(prefix) + " of the " +
                                          floats(count) + " arrived in " + name +
                                          "; the rest was "
                                          "left as it was. Was the size computed from something "
                                          "else than count?");
  } else {
    problems =
        tagged("wrong-data", std::to_string(wrong.count()) + " of the " + floats(count) + " in " +
                                 name + " are wrong after " + function + ": " + wrong.text() + ".");
  }
  if (beyond)
    append_problem(problems,
                   tagged("copied-too-much",
                          function + " changed " + std::to_string(beyond) + " element(s) of " +
                              name + " beyond the " + floats(count) +
                              " it was asked to "
                              "copy: copy count * sizeof(float) bytes, not the whole buffer."));
  return problems;
}

std::string describe_memory(cudaMemoryType type) {
  switch (type) {
    case cudaMemoryTypeUnregistered:
      return "ordinary pageable host memory (new, malloc, std::vector)";
    case cudaMemoryTypeHost: return "page-locked host memory";
    case cudaMemoryTypeDevice: return "device memory";
    case cudaMemoryTypeManaged: return "managed memory (cudaMallocManaged)";
  }
  return "memory of an unknown type";
}

std::string allocation_problems(size_t n, const void* device, cudaMemoryType device_type,
                                const void* pinned, cudaMemoryType pinned_type, size_t b_n,
                                const std::vector<Call>& calls) {
  const std::string head = "allocate_buffers(" + std::to_string(n) + ")";
  std::string problems = failed_calls("allocate_buffers", calls);
  if (b_n != n)
    append_problem(problems,
                   tagged("wrong-count", head + " set b.n = " + std::to_string(b_n) +
                                             ": b.n is the number of floats in each buffer, n."));
  if (n == 0) return problems;  // nothing needs to be allocated
  if (!device)
    append_problem(problems,
                   tagged("no-device-memory", head + " returned b.device = nullptr: it allocated "
                                                     "no device memory. cudaMalloc allocates it."));
  else if (device_type != cudaMemoryTypeDevice)
    append_problem(problems, tagged("not-device-memory",
                                    "b.device is " + describe_memory(device_type) +
                                        " (cudaPointerGetAttributes says so), not device memory: "
                                        "allocate it with cudaMalloc."));
  if (!pinned)
    append_problem(problems,
                   tagged("no-pinned-memory", head + " returned b.pinned = nullptr: it allocated "
                                                     "no page-locked host memory. cudaMallocHost "
                                                     "allocates it."));
  else if (pinned_type != cudaMemoryTypeHost)
    append_problem(
        problems,
        tagged("not-pinned", "b.pinned is not page-locked: cudaPointerGetAttributes says it is " +
                                 describe_memory(pinned_type) +
                                 ". The copy engine reads and writes only page-locked memory "
                                 "directly, and only copies from it are truly asynchronous: "
                                 "allocate it with cudaMallocHost."));
  // Each buffer must hold n floats: the allocation that returned it says how many bytes.
  for (const auto& [ptr, buffer] :
       {std::pair<const void*, const char*>{device, "b.device"}, {pinned, "b.pinned"}}) {
    for (const Call& c : calls)
      if (ptr && c.action == Action::allocate && c.ptr == ptr && c.bytes < n * sizeof(float))
        append_problem(problems,
                       tagged("allocation-too-small",
                              std::string(buffer) + " got " + std::to_string(c.bytes) +
                                  " bytes from " + c.function + ", but " + floats(n) +
                                  " need n * sizeof(float) = " + std::to_string(n * sizeof(float)) +
                                  " bytes: sizes are in bytes."));
  }
  return problems;
}

std::string failed_calls(const std::string& function, const std::vector<Call>& calls) {
  Examples failures(3);
  for (const Call& c : calls) {
    const bool only_not_ready = c.result == cudaErrorNotReady &&
                                (c.function == "cudaStreamQuery" || c.function == "cudaEventQuery");
    if (c.result != cudaSuccess && !only_not_ready)
      failures.add(c.function + " failed with " + describe(c.result));
  }
  if (!failures.count()) return "";
  return tagged("call-failed", "in " + function + ", " + failures.text() +
                                   ". Check every runtime call's result (checkRuntime).");
}

std::string allocations_in(const std::string& function, const std::vector<Call>& calls) {
  Examples allocations(2);
  size_t kept = 0;
  for (const Call& c : calls) {
    if (c.action != Action::allocate || c.result != cudaSuccess) continue;
    allocations.add(c.function + " of " + std::to_string(c.bytes) + " bytes");
    const bool freed = std::any_of(calls.begin(), calls.end(), [&](const Call& f) {
      return f.action == Action::free && f.ptr == c.ptr && f.result == cudaSuccess;
    });
    kept += !freed;
  }
  if (!allocations.count()) return "";
  std::string text = function + " allocated memory (" + allocations.text() +
                     "): only allocate_buffers allocates, the copies use b's buffers.";
  if (kept)
    text += " And nothing freed it: every call leaks " +
            std::string(kept == 1 ? "an allocation" : "allocations") +
            ", until the memory runs out.";
  else
    text +=
        " Allocating and freeing on every call is slow: cudaFree and cudaFreeHost wait for the "
        "whole GPU.";
  return tagged(kept ? "leak-per-call" : "allocates-per-call", text);
}

std::string async_copy_problems(const std::string& function, const std::vector<Call>& calls,
                                cudaStream_t stream) {
  std::string problems;
  bool enqueued = false;
  for (const Call& c : calls) {
    if (is_wait(c) && c.function != "cudaStreamQuery" && c.function != "cudaEventQuery")
      append_problem(
          problems,
          tagged("waits-in-async",
                 function + " waited for the GPU (" + c.function +
                     "): an asynchronous "
                     "copy is only enqueued, and the function returns at once. The caller "
                     "decides when to wait."));
    if (c.action != Action::copy) continue;
    if (!c.on_stream)
      append_problem(
          problems,
          tagged("synchronous-copy",
                 function + " copied with " + c.function +
                     ", which returns only when "
                     "the copy is done, and runs it on the default stream, not on the "
                     "stream it was given: enqueue it with cudaMemcpyAsync(dst, src, bytes, "
                     "kind, stream) and return."));
    else if (c.stream != stream)
      append_problem(
          problems,
          tagged("wrong-stream",
                 function + " enqueued its copy on " + stream_name(c.stream) +
                     ", not on the stream it was given: pass `stream` as cudaMemcpyAsync's "
                     "last argument. The caller orders its work on its own stream; a copy "
                     "elsewhere may run before the data it needs is there, or after the "
                     "caller has already read the result."));
    else
      enqueued = true;
  }
  if (!enqueued && problems.empty())
    problems =
        tagged("no-copy", function +
                              " enqueued no copy on the stream it was given "
                              "(cudaMemcpyAsync(dst, src, count * sizeof(float), kind, stream)).");
  return problems;
}

std::string stage_call_problems(const std::vector<Call>& calls, cudaStream_t stream,
                                const Buffers& b) {
  std::string problems;
  bool staged = false;
  for (const Call& c : calls) {
    if (c.action != Action::copy) continue;
    if (c.src == b.host && b.host)
      append_problem(problems,
                     tagged("not-staged",
                            "stage_upload copied from host itself with " + c.function +
                                ", not through b.pinned: copy host into b.pinned on the CPU "
                                "(std::memcpy), then enqueue b.pinned -> b.device. From pageable "
                                "memory the driver has to stage the data itself, through a buffer "
                                "of its own."));
    else if (!c.on_stream)
      append_problem(
          problems, tagged("synchronous-copy",
                           "stage_upload copied " + name_of(c.src, b) + " -> " + name_of(c.ptr, b) +
                               " with " + c.function +
                               ", on the default stream: enqueue it on "
                               "the stream it was given with cudaMemcpyAsync(..., stream)."));
    else if (c.stream != stream)
      append_problem(problems, tagged("wrong-stream",
                                      "stage_upload enqueued its copy on " + stream_name(c.stream) +
                                          ", not on the stream it was given: pass `stream` as "
                                          "cudaMemcpyAsync's last argument."));
    else if (c.src == b.pinned && c.ptr == b.device)
      staged = true;
    else if (c.ptr == b.device)
      append_problem(problems,
                     tagged("not-staged",
                            "stage_upload copied to b.device from " + name_of(c.src, b) +
                                ", not from b.pinned: stage the data through b.pinned, the pinned "
                                "buffer that allocate_buffers made once."));
  }
  if (!staged && problems.empty())
    problems = tagged("no-copy",
                      "stage_upload enqueued no copy b.pinned -> b.device on the stream it "
                      "was given.");
  return problems;
}

std::string reuse_problems(const std::vector<int>& arrived, const std::vector<Call>& first_call) {
  Examples overwritten;
  for (size_t k = 0; k < arrived.size(); ++k) {
    if (arrived[k] == static_cast<int>(k)) continue;
    const std::string copy = k == 0 ? "the copy enqueued before the first stage_upload"
                                    : "the copy of stage_upload call " + std::to_string(k);
    overwritten.add(arrived[k] < 0
                        ? copy + " delivered data of none of the calls"
                        : copy + " delivered the data of call " + std::to_string(arrived[k]));
  }
  if (!overwritten.count()) return "";
  std::string text =
      "stage_upload overwrote b.pinned while a copy from it was still waiting on the stream: " +
      overwritten.text() +
      ". (The checker held the stream until stage_upload returned or waited, so the copy engine "
      "read b.pinned only then.) The watermelon money: wait until the stream is done with b.pinned "
      "(cudaStreamSynchronize(stream)) BEFORE writing new data into it.";
  size_t first_copy = first_call.size(), first_wait = first_call.size();
  for (size_t i = first_call.size(); i-- > 0;) {
    if (first_call[i].action == Action::copy) first_copy = i;
    if (is_wait(first_call[i])) first_wait = i;
  }
  if (first_wait == first_call.size())
    text += " Your stage_upload never waits for the stream.";
  else if (first_wait > first_copy)
    text +=
        " Your stage_upload waits only after enqueuing its own copy: by then it has already "
        "overwritten b.pinned.";
  return tagged("pinned-reused-too-soon", text);
}

std::string matching_free(const std::string& allocation) {
  if (allocation == "cudaMallocHost" || allocation == "cudaHostAlloc") return "cudaFreeHost";
  if (allocation == "cudaHostRegister") return "cudaHostUnregister";
  return "cudaFree";  // cudaMalloc, cudaMallocManaged, cudaMallocAsync (or cudaFreeAsync)
}

std::string release_problems(const Buffers& b, const std::vector<Call>& allocated,
                             const std::vector<Call>& released, const std::vector<Call>& again) {
  std::string problems;
  for (const Call& c : released) {
    if (c.action != Action::free) continue;
    const std::string what = name_of(c.ptr, b);
    if (c.while_held && !c.on_stream)
      append_problem(
          problems,
          tagged(
              "freed-while-in-use",
              "release_buffers freed " + what + " (" + c.function +
                  ") while a copy that uses it "
                  "was still queued on the stream: wait for the stream first "
                  "(cudaStreamSynchronize(stream)), then free. The watermelon money cannot be "
                  "taken back before the watermelon is bought. (Today's " +
                  c.function +
                  " waits for "
                  "the whole GPU before freeing, which saved the data here; the runtime does not "
                  "promise it, and it stalls every stream.)"));
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
    if (tried != released.end())
      append_problem(
          problems, tagged("wrong-free-function",
                           "release_buffers freed " + what + " with " + tried->function +
                               ", but it "
                               "came from " +
                               a.function + ": free it with " + right + ". (" + tried->function +
                               " failed with " + describe(tried->result) + " and freed nothing.)"));
    else
      append_problem(problems,
                     tagged("leak", what + " (" + a.function + ", " + std::to_string(a.bytes) +
                                        " bytes) was never freed: release_buffers must free it "
                                        "with " +
                                        right + ", or every allocate/release pair leaks it."));
  }
  Examples twice(2);
  for (const Call& c : again)
    if (c.action == Action::free && c.ptr) twice.add(c.function + "(" + name_of(c.ptr, b) + ")");
  if (twice.count())
    append_problem(problems,
                   tagged("double-free",
                          "releasing the buffers a second time freed them again (" + twice.text() +
                              "): release_buffers must leave b empty (b = TransferBuffers{}), so "
                              "that no pointer to freed memory is left behind."));
  return problems;
}

}  // namespace lab::transfers_ref

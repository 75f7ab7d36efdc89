// The chapter 1.2 checker: allocations, synchronous and asynchronous copies, staging through
// pinned memory and releasing, judged from the data that arrived and from the runtime calls
// the student's code made (runtime_spy.h records them; reference.h judges them).
#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/in_call.h"
#include "checker/harness/runtime_spy.h"
#include "checker/harness/seed.h"
#include "common/buffers.h"
#include "reference.h"
#include "transfers.h"

namespace {

namespace ref = lab::transfers_ref;
namespace spy = lab::spy;
using spy::Call;

constexpr size_t kTail = 64;  // floats after a host buffer's end that no copy may touch
// The advice on guard-band hits after a copy.
std::string past_end() { return lab::say("memory.past-end-advice"); }

std::vector<float> poisoned(size_t n) {
  std::vector<float> v(n);
  std::memset(v.data(), lab::kPoisonByte, n * sizeof(float));
  return v;
}

cudaMemoryType memory_type(const void* p) {
  cudaPointerAttributes attributes{};
  if (cudaPointerGetAttributes(&attributes, p) != cudaSuccess) {
    cudaGetLastError();
    return cudaMemoryTypeUnregistered;
  }
  return attributes.type;
}

// Buffers the checker owns, lent to the function under test as a TransferBuffers: a guarded
// device array (poisoned, guard bands) and a pinned host array followed by kTail guard floats.
struct LentBuffers {
  LentBuffers(size_t n, cudaStream_t stream)
      : device("b.device", n, stream), pinned(n + kTail), n(n) {
    set_pinned(poisoned(n + kTail));
  }
  TransferBuffers view() { return {device.data(), pinned.data(), n}; }
  std::vector<float> pinned_contents() const { return {pinned.data(), pinned.data() + n + kTail}; }
  void set_pinned(const std::vector<float>& values) {
    std::copy(values.begin(), values.end(), pinned.begin());
  }

  lab::GuardedArray<float> device;
  lab::PinnedBuffer<float> pinned;
  size_t n;
};

// `values` followed by the poison that fills the rest of a buffer of `size` floats.
std::vector<float> padded(const std::vector<float>& values, size_t size) {
  std::vector<float> v = poisoned(size);
  std::copy(values.begin(), values.end(), v.begin());
  return v;
}

std::vector<float> first(const std::vector<float>& v, size_t count) {
  return {v.begin(), v.begin() + count};
}

std::string label(size_t n, size_t count) {
  return "n = " + std::to_string(n) + (count == n ? "" : ", count = " + std::to_string(count));
}

// The problems of a copy function's calls that do not depend on its direction.
lab::Problems call_problems(const std::string& function, const std::vector<Call>& calls) {
  return lab::all_problems(
      {ref::failed_calls(function, calls), ref::allocations_in(function, calls)});
}

// ---- allocate_buffers and release_buffers ---------------------------------------------

lab::Problems check_allocate(size_t n) {
  lab::Stream stream;
  TransferBuffers b;
  const std::vector<Call> allocated = spy::record([&] {
    lab::InCall in("allocate_buffers");
    b = allocate_buffers(n);
  });
  const ref::Buffers names{b.device, b.pinned, nullptr};
  lab::Problems problems = ref::allocation_problems(n, b.device, memory_type(b.device), b.pinned,
                                                    memory_type(b.pinned), b.n, allocated);
  const std::vector<Call> released = spy::record([&] {
    lab::InCall in("release_buffers");
    release_buffers(b, stream);
  });
  problems.add(ref::release_problems(names, allocated, released, {}));
  return problems;
}

// Releases buffers while the stream still has a copy that uses them queued (held by a gate),
// then releases them once more.
lab::Problems check_release(size_t n) {
  lab::Stream stream;
  TransferBuffers b;
  const std::vector<Call> allocated = spy::record([&] {
    lab::InCall in("allocate_buffers");
    b = allocate_buffers(n);
  });
  if (lab::Problems p = ref::allocation_problems(n, b.device, memory_type(b.device), b.pinned,
                                                 memory_type(b.pinned), b.n, allocated);
      !p.empty())
    return p;
  const ref::Buffers names{b.device, b.pinned, nullptr};
  std::fill(b.pinned, b.pinned + n, 1.0f);
  std::vector<Call> released;
  {
    spy::Gate gate(stream);
    LAB_CUDA_TRY(
        cudaMemcpyAsync(b.device, b.pinned, n * sizeof(float), cudaMemcpyHostToDevice, stream));
    released = spy::record([&] {
      lab::InCall in("release_buffers");
      release_buffers(b, stream);
    });
  }
  lab::synchronize(stream, lab::say("memory.while.release").c_str());
  const bool emptied = !b.device && !b.pinned && b.n == 0;
  const std::vector<Call> again = spy::record([&] {
    lab::InCall in("release_buffers");
    release_buffers(b, stream);
  });
  lab::Problems problems = ref::release_problems(names, allocated, released, again);
  const std::vector<std::string> ids = problems.ids();
  if (!emptied && std::find(ids.begin(), ids.end(), "double-free") == ids.end())
    problems.add(lab::diagnose("not-emptied"));
  return problems;
}

// ---- synchronous copies ----------------------------------------------------------------

lab::Problems check_sync(size_t n, size_t count) {
  lab::Stream stream;
  LentBuffers lent(n, stream);
  TransferBuffers b = lent.view();
  lab::Rng rng = lab::rng_for("1.2 sync " + label(n, count));
  const std::vector<float> data = lab::random_floats(count, rng);

  lent.device.poison();
  const std::vector<Call> up = spy::record([&] {
    lab::InCall in("upload_sync");
    upload_sync(b, data.data(), count);
  });
  // A synchronous upload from pageable memory may return once the driver has staged the
  // data, before it reached the device, and it ran on the legacy default stream, which the
  // checker's non-blocking stream does not wait for: wait for the device before reading.
  LAB_CUDA_TRY(cudaDeviceSynchronize());
  lab::Problems problems =
      lab::all_problems({call_problems("upload_sync", up),
                         ref::copy_problems("b.device", "upload_sync", lent.device.download(), data,
                                            poisoned(n), count),
                         lent.device.check_guards(past_end())});
  if (!problems.empty()) return problems.quoted_in("upload_sync: " + problems.text());

  const std::vector<float> on_device = lab::random_floats(n, rng);
  lent.device.upload(on_device);
  std::vector<float> host = poisoned(count + kTail);
  const std::vector<Call> down = spy::record([&] {
    lab::InCall in("download_sync");
    download_sync(b, host.data(), count);
  });
  // No wait here: when download_sync returns, the data must be in host.
  problems =
      lab::all_problems({call_problems("download_sync", down),
                         ref::copy_problems("host", "download_sync", host, first(on_device, count),
                                            poisoned(count + kTail), count)});
  if (problems.empty()) return {};
  return problems.quoted_in("download_sync: " + problems.text());
}

// ---- asynchronous copies ---------------------------------------------------------------

// One asynchronous copy function, in one direction.
struct AsyncCopy {
  const char* function;
  void (*call)(const TransferBuffers&, size_t, cudaStream_t);
  bool upload;  // b.pinned -> b.device; else b.device -> b.pinned
};

// Records the call from the stream (graph capture: it must enqueue its copy there and wait
// for nothing), replays it, then calls it directly on fresh data, as a caller would.
lab::Problems check_async(const AsyncCopy& f, size_t n, size_t count) {
  lab::Stream stream;
  LentBuffers lent(n, stream);
  TransferBuffers b = lent.view();
  lab::Rng rng = lab::rng_for(std::string("1.2 ") + f.function + " " + label(n, count));
  const auto run = [&](const std::vector<float>& data, bool captured) -> lab::Problems {
    // The source holds `data`, the destination poison.
    if (f.upload) {
      lent.set_pinned(padded(data, n + kTail));
      lent.device.poison();
    } else {
      lent.device.upload(padded(data, n));
      lent.set_pinned(poisoned(n + kTail));
    }
    std::vector<Call> calls;
    const auto enqueue = [&] {
      calls = spy::record([&] {
        lab::InCall in(f.function);
        f.call(b, count, stream);
      });
    };
    if (captured) {
      lab::CapturedCall call = lab::capture(stream, enqueue);
      if (lab::Problems p =
              lab::all_problems({call_problems(f.function, calls),
                                 ref::async_copy_problems(f.function, calls, stream)});
          !p.empty())
        return p;
      if (call.capture_error != cudaSuccess)
        return lab::Diagnosis{
            "capture-failed",
            lab::say("memory.capture-failed",
                     {{"function", f.function}, {"error", lab::describe(call.capture_error)}})};
      call.run(stream);
    } else {
      enqueue();
      if (lab::Problems p = call_problems(f.function, calls); !p.empty()) return p;
    }
    lab::synchronize(stream, lab::say("memory.while.copy", {{"function", f.function}}).c_str());
    if (f.upload)
      return lab::all_problems({ref::copy_problems("b.device", f.function, lent.device.download(),
                                                   first(data, count), poisoned(n), count),
                                lent.device.check_guards(past_end())});
    return ref::copy_problems("b.pinned", f.function, lent.pinned_contents(), first(data, count),
                              poisoned(n + kTail), count);
  };
  const std::vector<float> data = lab::random_floats(n, rng);
  if (lab::Problems p = run(data, true); !p.empty()) return p;
  if (lab::Problems p = run(lab::negated(data), false); !p.empty())
    return p.quoted_in(lab::say("memory.called-directly", {{"problems", p.text()}}));
  return {};
}

// ---- staging through pinned memory: the watermelon -------------------------------------

// Which of `sets` `got` equals (its first n floats), or -1.
int which(const std::vector<float>& got, const std::vector<std::vector<float>>& sets) {
  for (size_t j = 0; j < sets.size(); ++j)
    if (std::memcmp(got.data(), sets[j].data(), sets[j].size() * sizeof(float)) == 0)
      return static_cast<int>(j);
  return -1;
}

// With the stream held, the checker enqueues a copy from b.pinned (data set 0), then calls
// stage_upload twice (data sets 1 and 2), snapshotting b.device after each copy. Unless
// stage_upload waits for the stream before writing b.pinned, a queued copy reads later data.
lab::Problems check_stage(size_t n) {
  lab::Stream stream;
  LentBuffers lent(n, stream);
  TransferBuffers b = lent.view();
  lab::Rng rng = lab::rng_for("1.2 stage_upload n = " + std::to_string(n));
  const std::vector<std::vector<float>> sets = {
      lab::random_floats(n, rng), lab::random_floats(n, rng), lab::random_floats(n, rng)};
  lab::DeviceBuffer<float> snapshot0(n), snapshot1(n);
  const size_t bytes = n * sizeof(float);
  const auto snapshot = [&](lab::DeviceBuffer<float>& to) {
    LAB_CUDA_TRY(cudaMemcpyAsync(to.data(), b.device, bytes, cudaMemcpyDeviceToDevice, stream));
  };
  lent.set_pinned(padded(sets[0], n + kTail));
  std::vector<Call> first_call, second_call;
  {
    spy::Gate gate(stream);
    LAB_CUDA_TRY(cudaMemcpyAsync(b.device, b.pinned, bytes, cudaMemcpyHostToDevice, stream));
    snapshot(snapshot0);
    first_call = spy::record([&] {
      lab::InCall in("stage_upload");
      stage_upload(b, sets[1].data(), n, stream);
    });
    snapshot(snapshot1);
    second_call = spy::record([&] {
      lab::InCall in("stage_upload");
      stage_upload(b, sets[2].data(), n, stream);
    });
  }
  lab::synchronize(stream, lab::say("memory.while.stage").c_str());
  const ref::Buffers names{b.device, b.pinned, sets[1].data()};
  const ref::Buffers names2{b.device, b.pinned, sets[2].data()};
  lab::Problems problems = lab::all_problems(
      {call_problems("stage_upload", first_call), call_problems("stage_upload", second_call),
       ref::stage_call_problems(first_call, stream, names),
       ref::stage_call_problems(second_call, stream, names2)});
  if (!problems.empty()) return problems;
  const auto read = [&](const lab::DeviceBuffer<float>& snapshot) {
    std::vector<float> values(n);
    lab::download(values.data(), snapshot, n, stream);
    lab::synchronize(stream, lab::say("memory.while.snapshots").c_str());
    return values;
  };
  const std::vector<int> arrived = {which(read(snapshot0), sets), which(read(snapshot1), sets),
                                    which(lent.device.download(), sets)};
  return lab::all_problems(
      {ref::reuse_problems(arrived, first_call), lent.device.check_guards(past_end())});
}

// ---- nothing leaks across calls ----------------------------------------------------------

// Every function in a realistic sequence, several times: the calls made by the copies
// allocate nothing, and release_buffers frees all that allocate_buffers allocated.
lab::Problems check_cycle(size_t n, cudaStream_t stream) {
  lab::Rng rng = lab::rng_for("1.2 cycle n = " + std::to_string(n));
  const std::vector<float> data = lab::random_floats(n, rng), staged = lab::random_floats(n, rng);
  TransferBuffers b;
  const std::vector<Call> allocated = spy::record([&] {
    lab::InCall in("allocate_buffers");
    b = allocate_buffers(n);
  });
  if (lab::Problems p = ref::allocation_problems(n, b.device, memory_type(b.device), b.pinned,
                                                 memory_type(b.pinned), b.n, allocated);
      !p.empty())
    return p;
  const ref::Buffers names{b.device, b.pinned, nullptr};
  std::vector<float> back(n);
  lab::Problems problems;
  const auto run = [&](const char* function, const std::function<void()>& call) {
    problems.add(call_problems(function, spy::record([&] {
                                 lab::InCall in(function);
                                 call();
                               })));
  };
  run("upload_sync", [&] { upload_sync(b, data.data(), n); });
  run("download_sync", [&] { download_sync(b, back.data(), n); });
  run("upload_async", [&] { upload_async(b, n, stream); });
  run("download_async", [&] { download_async(b, n, stream); });
  run("stage_upload", [&] { stage_upload(b, staged.data(), n, stream); });
  run("download_async", [&] { download_async(b, n, stream); });
  lab::synchronize(stream, lab::say("memory.while.copies").c_str());
  if (problems.empty() && which(std::vector<float>(b.pinned, b.pinned + n), {staged}) != 0)
    problems = lab::Diagnosis{"wrong-data", lab::say("memory.wrong-data.cycle")};
  const std::vector<Call> released = spy::record([&] {
    lab::InCall in("release_buffers");
    release_buffers(b, stream);
  });
  problems.add(ref::release_problems(names, allocated, released, {}));
  return problems;
}

}  // namespace

LAB_GPU_TEST("allocate_buffers: device memory and pinned host memory, freed by release_buffers",
             "[1.2]") {
  for (size_t n : {size_t{1}, size_t{3}, size_t{1000}, (size_t{1} << 20) + 3, size_t{0}}) {
    const lab::Problems problems = check_allocate(n);
    if (!problems.empty())
      LAB_FAIL(problems.quoted_in("n = " + std::to_string(n) + ":\n" + problems.text()));
  }
}

LAB_GPU_TEST("upload_sync and download_sync: every float arrives, at odd sizes", "[1.2]") {
  const std::pair<size_t, size_t> cases[] = {
      {1, 1},      {3, 3},         {255, 255}, {1000, 1000},
      {1000, 999}, {65537, 65537}, {64, 0},    {(1 << 20) + 3, (1 << 20) + 3}};
  for (const auto& [n, count] : cases) {
    const lab::Problems problems = check_sync(n, count);
    if (!problems.empty()) LAB_FAIL(problems.quoted_in(label(n, count) + ": " + problems.text()));
  }
}

LAB_GPU_TEST("upload_async and download_async: one copy enqueued on the caller's stream", "[1.2]") {
  const AsyncCopy functions[] = {{"upload_async", upload_async, true},
                                 {"download_async", download_async, false}};
  const std::pair<size_t, size_t> cases[] = {
      {1, 1}, {3, 3}, {1000, 1000}, {1000, 999}, {(1 << 20) + 3, (1 << 20) + 3}};
  for (const AsyncCopy& f : functions) {
    for (const auto& [n, count] : cases) {
      const lab::Problems problems = check_async(f, n, count);
      if (!problems.empty())
        LAB_FAIL(problems.quoted_in(std::string(f.function) + ", " + label(n, count) + ": " +
                                    problems.text()));
    }
  }
}

LAB_GPU_TEST(
    "stage_upload: pageable data through b.pinned, which it reuses only when the stream is done",
    "[1.2]") {
  for (size_t n : {size_t{3}, size_t{65537}}) {
    const lab::Problems problems = check_stage(n);
    if (!problems.empty())
      LAB_FAIL(problems.quoted_in("n = " + std::to_string(n) + ": " + problems.text()));
  }
}

LAB_GPU_TEST("release_buffers: waits for the stream, frees everything once, leaves b empty",
             "[1.2]") {
  for (size_t n : {size_t{5}, size_t{1} << 20}) {
    const lab::Problems problems = check_release(n);
    if (!problems.empty())
      LAB_FAIL(problems.quoted_in("n = " + std::to_string(n) + ": " + problems.text()));
  }
}

LAB_GPU_TEST("nothing leaks across calls: three rounds of every function", "[1.2]") {
  lab::Stream stream;
  for (size_t n : {size_t{1000}, size_t{1017}, size_t{4099}}) {
    const lab::Problems problems = check_cycle(n, stream);
    if (!problems.empty())
      LAB_FAIL(
          problems.quoted_in(lab::say("memory.round", {{"n", n}, {"problems", problems.text()}})));
  }
}

#include "checker/harness/bench_timing.h"

#include <algorithm>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/gpu.h"
#include "common/buffers.h"
#include "common/cuda_check.h"

namespace lab::bench {

namespace {

// The median, minimum and maximum of the times between consecutive events.
Timing between_events(const std::vector<cudaEvent_t>& events) {
  std::vector<double> ms(events.size() - 1);
  for (size_t i = 0; i + 1 < events.size(); ++i) {
    float elapsed = 0;
    LAB_CUDA_TRY(cudaEventElapsedTime(&elapsed, events[i], events[i + 1]));
    ms[i] = elapsed;
  }
  std::sort(ms.begin(), ms.end());
  const size_t reps = ms.size();
  Timing t;
  t.repetitions = static_cast<int>(reps);
  t.min_ms = ms.front();
  t.max_ms = ms.back();
  t.median_ms = reps % 2 ? ms[reps / 2] : 0.5 * (ms[reps / 2 - 1] + ms[reps / 2]);
  return t;
}

// Events that are destroyed with their owner, also when a CUDA call throws.
struct Events {
  explicit Events(int count) : list(count) {
    for (auto& e : list) LAB_CUDA_TRY(cudaEventCreate(&e));
  }
  ~Events() {
    for (auto& e : list) cudaEventDestroy(e);
  }
  std::vector<cudaEvent_t> list;
};

ProfiledCall& profiled_call() {
  static ProfiledCall profiled;
  return profiled;
}

// The untimed calls before a timing: at least `calls` of them, and then more, in doubling
// batches, until they have kept the GPU busy for kWarmupMs. Right after other heavy work a
// memory-bound kernel runs slower for a millisecond or two: on an H200, 1.8's reduce_sum_fast
// at 2^26 timed right after the copy ceiling's 1 GiB copies gave 72 us (0.875 of the copy),
// and the same timing repeated at once 64 us (0.98 to 0.99), as a benchmark that had timed
// other rows first did. Five calls of 64 us did not cover that; the time does, whatever a
// call lasts. Returns the number of calls made (the next `rep`).
int warm_up(cudaStream_t stream, const std::function<void(int)>& enqueue, int calls) {
  constexpr double kWarmupMs = 5.0;
  constexpr int kMaxCalls = 4096;
  Events events(2);
  LAB_CUDA_TRY(cudaEventRecord(events.list[0], stream));
  int made = 0;
  for (int batch = calls > 0 ? calls : 1; made < kMaxCalls; batch *= 2) {
    for (int i = 0; i < batch; ++i) enqueue(made++);
    LAB_CUDA_TRY(cudaEventRecord(events.list[1], stream));
    LAB_CUDA_TRY(cudaEventSynchronize(events.list[1]));
    float elapsed = 0;
    LAB_CUDA_TRY(cudaEventElapsedTime(&elapsed, events.list[0], events.list[1]));
    if (made >= calls && elapsed >= kWarmupMs) break;
  }
  return made;
}

// The call once to warm up, then once through the profiler's brackets, between two events.
Timing profile_once(cudaStream_t stream, const std::function<void(int)>& enqueue) {
  enqueue(0);
  LAB_CUDA_TRY(cudaStreamSynchronize(stream));
  Events events(2);
  profiled_call()(stream, [&] {
    LAB_CUDA_TRY(cudaEventRecord(events.list[0], stream));
    enqueue(1);
    LAB_CUDA_TRY(cudaEventRecord(events.list[1], stream));
  });
  LAB_CUDA_TRY(cudaStreamSynchronize(stream));
  return between_events(events.list);
}

}  // namespace

void profile_calls_with(ProfiledCall profiled) { profiled_call() = std::move(profiled); }

Timing time_on_stream(cudaStream_t stream, const std::function<void(int)>& enqueue, int warmup,
                      int reps) {
  if (profiled_call()) return profile_once(stream, enqueue);
  const int first = warm_up(stream, enqueue, warmup);
  Events events(reps + 1);
  LAB_CUDA_TRY(cudaEventRecord(events.list[0], stream));
  for (int i = 0; i < reps; ++i) {
    enqueue(first + i);
    LAB_CUDA_TRY(cudaEventRecord(events.list[i + 1], stream));
  }
  LAB_CUDA_TRY(cudaStreamSynchronize(stream));
  return between_events(events.list);
}

Timing time_in_graph(cudaStream_t stream, const std::function<void(int)>& enqueue, int warmup,
                     int reps) {
  if (profiled_call()) return profile_once(stream, enqueue);
  const int first = warm_up(stream, enqueue, warmup);
  Events events(reps + 1);
  // Inside a capture a plain cudaEventRecord only orders streams; cudaEventRecordExternal
  // makes it a real event-record node of the graph.
  const auto record = [&](int i) {
    LAB_CUDA_TRY(cudaEventRecordWithFlags(events.list[i], stream, cudaEventRecordExternal));
  };
  CapturedCall graph = capture(stream, [&] {
    record(0);
    for (int i = 0; i < reps; ++i) {
      enqueue(first + i);
      record(i + 1);
    }
  });
  LAB_CUDA_TRY(graph.launch_error);
  LAB_CUDA_TRY(graph.capture_error);
  LAB_CUDA_TRY(graph.outside_error);
  // The first launch warms up the graph itself; the second one is measured.
  graph.run(stream);
  graph.run(stream);
  LAB_CUDA_TRY(cudaStreamSynchronize(stream));
  return between_events(events.list);
}

int rotation_count(size_t bytes) {
  const size_t l2 = std::max<size_t>(gpu_info().l2_bytes, 1);
  return static_cast<int>(
      std::clamp<size_t>((4 * l2 + bytes - 1) / std::max<size_t>(bytes, 1), 1, 64));
}

double copy_bandwidth_gbps(size_t bytes, cudaStream_t stream) {
  DeviceBuffer<unsigned char> src(bytes), dst(bytes);
  LAB_CUDA_TRY(cudaMemsetAsync(src.data(), 1, bytes, stream));
  const Timing t = time_on_stream(stream, [&](int) {
    LAB_CUDA_TRY(cudaMemcpyAsync(dst.data(), src.data(), bytes, cudaMemcpyDeviceToDevice, stream));
  });
  return 2.0 * static_cast<double>(bytes) / (t.median_ms * 1e6);
}

void fill_with_copies(float* device, size_t count, const std::vector<float>& chunk,
                      cudaStream_t stream) {
  if (count == 0 || chunk.empty()) return;
  size_t filled = std::min(count, chunk.size());
  LAB_CUDA_TRY(cudaMemcpyAsync(device, chunk.data(), filled * sizeof(float), cudaMemcpyHostToDevice,
                               stream));
  for (; filled < count; filled *= 2) {
    const size_t more = std::min(filled, count - filled);
    LAB_CUDA_TRY(cudaMemcpyAsync(device + filled, device, more * sizeof(float),
                                 cudaMemcpyDeviceToDevice, stream));
  }
}

Ceiling copy_ceiling(cudaStream_t stream) {
  return {copy_bandwidth_gbps(size_t{1} << 30, stream), "bench.ceiling.copy"};
}

Result make_row(RowKind kind, const std::string& name, const std::string& size, const Timing& t,
                double rate, const std::string& unit, const Ceiling& ceiling) {
  Result row;
  row.kind = kind;
  row.name = name;
  row.size = size;
  row.median_ms = t.median_ms, row.min_ms = t.min_ms, row.max_ms = t.max_ms;
  row.repetitions = t.repetitions;
  row.rate = rate;
  row.unit = unit;
  row.ceiling = ceiling.value;
  row.ceiling_id = ceiling.id;
  return row;
}

report::KernelTiming kernel_timing(const Result& row) {
  return {row.name, row.size, row.median_ms, row.ceiling_id,
          percent_of_ceiling(row).value_or(0) / 100};
}

Target fast_target(const Result& row, const FastTarget& target) {
  return {target.id, reaches(percent_of_ceiling(row).value_or(0) / 100, target)};
}

std::string size_label(size_t n) {
  for (int p = 40; p >= 10; --p) {
    const size_t base = size_t{1} << p;
    if (n >= base && n - base < 1000)
      return "2^" + std::to_string(p) + (n == base ? "" : " + " + std::to_string(n - base));
  }
  return std::to_string(n);
}

}  // namespace lab::bench

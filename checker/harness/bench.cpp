#include "checker/harness/bench.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "checker/harness/capture.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"
#include "checker/harness/sm_clock.h"
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

}  // namespace

Timing time_on_stream(cudaStream_t stream, const std::function<void(int)>& enqueue, int warmup,
                      int reps) {
  for (int i = 0; i < warmup; ++i) enqueue(i);
  Events events(reps + 1);
  LAB_CUDA_TRY(cudaEventRecord(events.list[0], stream));
  for (int i = 0; i < reps; ++i) {
    enqueue(warmup + i);
    LAB_CUDA_TRY(cudaEventRecord(events.list[i + 1], stream));
  }
  LAB_CUDA_TRY(cudaStreamSynchronize(stream));
  return between_events(events.list);
}

Timing time_in_graph(cudaStream_t stream, const std::function<void(int)>& enqueue, int warmup,
                     int reps) {
  for (int i = 0; i < warmup; ++i) enqueue(i);
  LAB_CUDA_TRY(cudaStreamSynchronize(stream));
  Events events(reps + 1);
  // Inside a capture a plain cudaEventRecord only orders streams; cudaEventRecordExternal
  // makes it a real event-record node of the graph.
  const auto record = [&](int i) {
    LAB_CUDA_TRY(cudaEventRecordWithFlags(events.list[i], stream, cudaEventRecordExternal));
  };
  CapturedCall graph = capture(stream, [&] {
    record(0);
    for (int i = 0; i < reps; ++i) {
      enqueue(warmup + i);
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
  return static_cast<int>(std::clamp<size_t>((4 * l2 + bytes - 1) / std::max<size_t>(bytes, 1), 1, 64));
}

double copy_bandwidth_gbps(size_t bytes, cudaStream_t stream) {
  DeviceBuffer<unsigned char> src(bytes), dst(bytes);
  LAB_CUDA_TRY(cudaMemsetAsync(src.data(), 1, bytes, stream));
  const Timing t = time_on_stream(stream, [&](int) {
    LAB_CUDA_TRY(cudaMemcpyAsync(dst.data(), src.data(), bytes, cudaMemcpyDeviceToDevice, stream));
  });
  return 2.0 * static_cast<double>(bytes) / (t.median_ms * 1e6);
}

void Table::add(const std::string& variant, const std::string& size, const Timing& t, double metric,
                const std::string& unit, double ceiling) {
  rows_.push_back({variant, size, unit, t, metric, ceiling});
}

void Table::print() const {
  std::printf("\n%-28s %-12s %12s %12s %14s\n", "variant", "size", "median ms", "rate",
              "% of ceiling");
  for (const Row& r : rows_) {
    char rate[32], pct[32] = "";
    std::snprintf(rate, sizeof rate, "%.1f %s", r.metric, r.unit.c_str());
    if (r.ceiling > 0) std::snprintf(pct, sizeof pct, "%.1f %%", 100.0 * r.metric / r.ceiling);
    std::printf("%-28s %-12s %12.4f %12s %14s\n", r.variant.c_str(), r.size.c_str(),
                r.timing.median_ms, rate, pct);
  }
  for (const auto& line : notes_) std::printf("%s\n", line.c_str());
}

std::string size_label(size_t n) {
  for (int p = 40; p >= 10; --p) {
    const size_t base = size_t{1} << p;
    if (n >= base && n - base < 1000)
      return "2^" + std::to_string(p) + (n == base ? "" : " + " + std::to_string(n - base));
  }
  return std::to_string(n);
}

int main(int argc, char** argv, const char* chapter, const Body& body) {
  (void)argc;
  (void)argv;
  const GpuInfo& gpu = gpu_info();
  if (!gpu.usable) {
    std::printf("SKIPPED: no usable GPU: %s\n", gpu.reason.c_str());
    return 77;
  }
  try {
    set_master_seed(seed_from_environment());  // fresh random inputs (LAB_SEED replays them)
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
  std::printf("cuda-lab benchmark: %s on %s (compute capability %d.%d, %d SMs, %.0f MiB L2), seed %llu\n",
              chapter, gpu.name.c_str(), gpu.major, gpu.minor, gpu.multiprocessors,
              gpu.l2_bytes / 1048576.0, static_cast<unsigned long long>(master_seed()));
  Table table;
  cudaStream_t stream = nullptr;
  int status = 0;
  try {
    LAB_CUDA_TRY(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    const double ceiling = copy_bandwidth_gbps(size_t{1} << 30, stream);
    table.note("ceiling: cudaMemcpyAsync device-to-device of 1 GiB = " +
               std::to_string(static_cast<int>(ceiling)) + " GB/s (bytes read + written)");
    const double clock_before = sm_clock_mhz(stream);
    body(table, stream, ceiling);
    table.note("SM clock, measured: " + std::to_string(static_cast<int>(clock_before)) +
               " MHz before the measurements, " + std::to_string(static_cast<int>(sm_clock_mhz(stream))) +
               " MHz after");
  } catch (const CudaError& e) {
    std::printf("benchmark stopped: %s\n", e.what());
    status = 1;
  }
  if (stream) cudaStreamDestroy(stream);
  table.print();
  return status;
}

}  // namespace lab::bench

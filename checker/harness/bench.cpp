#include "checker/harness/bench.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>

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

Target percent_target(const Result& row, double percent, const std::string& text) {
  return {text, percent_of_ceiling(row).value_or(0) >= percent};
}

Result& Table::add(RowKind kind, const std::string& name, const std::string& size, const Timing& t, double rate,
                   const std::string& unit, const Ceiling& ceiling) {
  Result row;
  row.kind = kind;
  row.name = name;
  row.size = size;
  row.median_ms = t.median_ms, row.min_ms = t.min_ms, row.max_ms = t.max_ms;
  row.repetitions = t.repetitions;
  row.rate = rate;
  row.unit = unit;
  row.ceiling = ceiling.value;
  row.ceiling_name = ceiling.name;
  rows_.push_back(row);
  return rows_.back();
}

void Table::print() const {
  std::printf("\n%-28s %-12s %12s %12s %14s\n", "variant", "size", "median ms", "rate",
              "% of ceiling");
  for (const Result& r : rows_) {
    char rate[32], pct[32] = "";
    std::snprintf(rate, sizeof rate, "%.1f %s", r.rate, r.unit.c_str());
    if (const auto percent = percent_of_ceiling(r)) std::snprintf(pct, sizeof pct, "%.1f %%", *percent);
    const std::string name = (r.kind == RowKind::variant ? "  " : "") + r.name +
                             (r.detail.empty() ? "" : " (" + r.detail + ")");
    std::printf("%-28s %-12s %12.4f %12s %14s\n", name.c_str(), r.size.c_str(), r.median_ms, rate, pct);
  }
  for (const auto& line : notes_) std::printf("%s\n", line.c_str());
  for (const Target& t : targets(rows_)) std::printf("target: %s: %s\n", t.text.c_str(), t.met ? "met" : "not met");
}

std::string size_label(size_t n) {
  for (int p = 40; p >= 10; --p) {
    const size_t base = size_t{1} << p;
    if (n >= base && n - base < 1000)
      return "2^" + std::to_string(p) + (n == base ? "" : " + " + std::to_string(n - base));
  }
  return std::to_string(n);
}

namespace {

struct Options {
  Mode mode = Mode::full;
  std::string results;  // "" = no results file
};

// Throws std::invalid_argument for anything but the documented options.
Options parse_options(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--exercises") {
      options.mode = Mode::exercises;
    } else if (arg == "--quick") {
      options.mode = Mode::quick;
    } else if (arg == "--results" && i + 1 < argc) {
      options.results = argv[++i];
    } else {
      throw std::invalid_argument("unknown argument \"" + arg + "\" (options: --results FILE, --exercises, --quick)");
    }
  }
  return options;
}

// The results file: opened before anything is measured, so that a bad path fails at once.
class ResultsFile {
 public:
  explicit ResultsFile(const std::string& path) : file_(path.empty() ? nullptr : std::fopen(path.c_str(), "w")) {
    if (!path.empty() && !file_) throw std::invalid_argument("cannot write " + path);
  }
  ~ResultsFile() {
    if (file_) std::fclose(file_);
  }
  void line(const std::string& text) {
    if (file_) std::fprintf(file_, "%s\n", text.c_str());
  }

 private:
  std::FILE* file_;
};

}  // namespace

int main(int argc, char** argv, const char* chapter, const Body& body) {
  Options options;
  std::unique_ptr<ResultsFile> results;
  try {
    options = parse_options(argc, argv);
    results = std::make_unique<ResultsFile>(options.results);
    set_master_seed(seed_from_environment());  // fresh random inputs (LAB_SEED replays them)
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
  const std::string seed = std::to_string(master_seed());
  const GpuInfo& gpu = gpu_info();
  results->line(session_line(chapter, options.mode, seed, gpu.usable ? gpu.name : "", gpu.reason));
  if (!gpu.usable) {
    std::printf("SKIPPED: no usable GPU: %s\n", gpu.reason.c_str());
    results->line(end_line("no-gpu", gpu.reason));
    return 77;
  }
  std::printf("cuda-lab benchmark: %s on %s (compute capability %d.%d, %d SMs, %.0f MiB L2), seed %s\n",
              chapter, gpu.name.c_str(), gpu.major, gpu.minor, gpu.multiprocessors,
              gpu.l2_bytes / 1048576.0, seed.c_str());
  Table table(options.mode);
  cudaStream_t stream = nullptr;
  std::string error;
  try {
    LAB_CUDA_TRY(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    const Ceiling copy{copy_bandwidth_gbps(size_t{1} << 30, stream), "copy bandwidth"};
    table.note("ceiling: cudaMemcpyAsync device-to-device of 1 GiB = " +
               std::to_string(static_cast<int>(copy.value)) + " GB/s (bytes read + written)");
    const double clock_before = sm_clock_mhz(stream);
    body(table, stream, copy);
    table.note("SM clock, measured: " + std::to_string(static_cast<int>(clock_before)) +
               " MHz before the measurements, " + std::to_string(static_cast<int>(sm_clock_mhz(stream))) +
               " MHz after");
  } catch (const std::exception& e) {  // CudaError, CublasError
    error = e.what();
    std::printf("benchmark stopped: %s\n", error.c_str());
  }
  if (stream) cudaStreamDestroy(stream);
  table.print();
  for (const Result& row : table.rows()) results->line(row_line(row));
  results->line(end_line(error.empty() ? "ok" : "error", error));
  return error.empty() ? 0 : 1;
}

}  // namespace lab::bench

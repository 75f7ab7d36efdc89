// The benchmark harness (performance is measured here, never asserted in tests).
//
// Method: CUDA events around each repetition, warm-up first, the median of many
// repetitions, buffers rotated so that small problems are not served from L2, and every
// rate reported against a ceiling measured in the same run on the same GPU.
//
//   int main(int argc, char** argv) {
//     return lab::bench::main(argc, argv, "1.6-vector-add",
//                             [](lab::bench::Table& table, cudaStream_t stream, double ceiling) {
//       ...time things on `stream`, table.add(..., ceiling)...
//     });
//   }
#pragma once

#include <cuda_runtime.h>

#include <functional>
#include <string>
#include <vector>

namespace lab::bench {

struct Timing {
  double median_ms = 0, min_ms = 0, max_ms = 0;
  int repetitions = 0;
};

// Times `enqueue(rep)` on `stream`: `warmup` untimed calls, then `reps` calls, each between
// two CUDA events. `rep` counts up, so the callee can rotate through buffer sets.
Timing time_on_stream(cudaStream_t stream, const std::function<void(int rep)>& enqueue,
                      int warmup = 5, int reps = 30);

// The same, for work that takes the GPU less time than the host needs to launch it (a few
// microseconds per launch): with time_on_stream the GPU would sit idle between launches and
// that idle time would be counted. Here the `reps` calls and their events are first recorded
// into a CUDA graph, which then runs them back to back, so only GPU time is measured
// (including the GPU's own gaps between dependent launches). `enqueue` must be capturable:
// no synchronisation, allocation or host-side waiting.
Timing time_in_graph(cudaStream_t stream, const std::function<void(int rep)>& enqueue,
                     int warmup = 20, int reps = 200);

// How many copies of a working set of `bytes` to rotate through so that consecutive
// repetitions never find their data in L2 (working sets together >= 4x L2).
int rotation_count(size_t bytes);

// The memory ceiling: device-to-device cudaMemcpyAsync of `bytes`, in GB/s counting the
// bytes read plus the bytes written (2 x bytes per copy), median of repetitions.
double copy_bandwidth_gbps(size_t bytes, cudaStream_t stream);

class Table {
 public:
  // metric: the rate in `unit` (GB/s, TFLOP/s); ceiling: the same unit's measured ceiling
  // (0 = none).
  void add(const std::string& variant, const std::string& size, const Timing& t, double metric,
           const std::string& unit, double ceiling);
  void note(const std::string& line) { notes_.push_back(line); }
  void print() const;

 private:
  struct Row {
    std::string variant, size, unit;
    Timing timing;
    double metric, ceiling;
  };
  std::vector<Row> rows_;
  std::vector<std::string> notes_;
};

// Probes the GPU (exit 77 when there is none), creates a non-blocking stream, measures the
// copy ceiling (copy_bandwidth_gbps of 1 GiB, noted in the table), runs
// body(table, stream, ceiling_gbps) and prints the table; a CUDA error becomes exit code 1
// with its explanation.
using Body = std::function<void(Table& table, cudaStream_t stream, double ceiling_gbps)>;
int main(int argc, char** argv, const char* chapter, const Body& body);

// "2^26 + 3" style labels for sizes.
std::string size_label(size_t n);

}  // namespace lab::bench

// The benchmark harness (performance is measured here, never asserted in tests).
//
// Method: CUDA events around each repetition, warm-up first, the median of many
// repetitions, buffers rotated so that small problems are not served from L2, and every
// rate reported against a ceiling measured in the same run on the same GPU.
//
//   int main(int argc, char** argv) {
//     return lab::bench::main(argc, argv, "1.6-vector-add",
//                             [](lab::bench::Table& table, cudaStream_t stream, const Ceiling& copy) {
//       ...time things on `stream`, table.add(RowKind::exercise, ..., copy)...
//     });
//   }
//
// A chapter's benchmark is linked twice: with the reference solution (bench-<chapter>) and
// with the student's file (bench-<chapter>-student). Options of every benchmark program:
//   --results FILE  also write the rows as JSON Lines (bench_results.h) for the lab command
//   --exercises     only the rows the lab command compares (Mode::exercises)
//   --quick         only the chapter's headline row (Mode::quick): one timing at one size
#pragma once

#include <cuda_runtime.h>

#include <functional>
#include <string>
#include <vector>

#include "checker/harness/bench_results.h"

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

// A target that `row` meets when its rate is at least `percent` % of its ceiling.
Target percent_target(const Result& row, double percent, const std::string& text);

// A ceiling measured in this run, in the unit of the rows compared with it; value 0: none.
struct Ceiling {
  double value = 0;
  std::string name;  // "copy bandwidth", "cuBLAS"
};

class Table {
 public:
  explicit Table(Mode mode = Mode::full) : mode_(mode) {}

  Mode mode() const { return mode_; }
  bool variants() const { return mode_ == Mode::full; }  // measure RowKind::variant rows?
  bool quick() const { return mode_ == Mode::quick; }    // measure the headline row only?
  // The sizes (or cases) to measure: `all`, or in quick mode the headline's alone.
  template <class T>
  std::vector<T> pick(const std::vector<T>& all, const T& headline) const {
    return quick() ? std::vector<T>{headline} : all;
  }

  // rate: in `unit` (GB/s, TFLOP/s, us). Returns the row, to mark it as the headline or give
  // it a target (valid until the next add).
  Result& add(RowKind kind, const std::string& name, const std::string& size, const Timing& t, double rate,
              const std::string& unit, const Ceiling& ceiling);
  void note(const std::string& line) { notes_.push_back(line); }
  void print() const;
  const std::vector<Result>& rows() const { return rows_; }

 private:
  Mode mode_;
  std::vector<Result> rows_;
  std::vector<std::string> notes_;
};

// Reads the options above (exit 2 for anything else), probes the GPU (exit 77 when there is
// none), creates a non-blocking stream, measures the copy ceiling (copy_bandwidth_gbps of
// 1 GiB, noted in the table), runs body(table, stream, copy), prints the table and writes
// the results; a CUDA or cuBLAS error becomes exit code 1 with its explanation.
using Body = std::function<void(Table& table, cudaStream_t stream, const Ceiling& copy)>;
int main(int argc, char** argv, const char* chapter, const Body& body);

// "2^26 + 3" style labels for sizes.
std::string size_label(size_t n);

}  // namespace lab::bench

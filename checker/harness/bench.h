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
//   --profile       the exercise rows at the headline's size, each call made once inside a
//                   profiler range (Mode::profile, profile_range.h), for `lab profile`
#pragma once

#include <cuda_runtime.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "checker/harness/bench_results.h"
#include "checker/harness/bench_table.h"
#include "checker/harness/bench_timing.h"  // Timing, Ceiling, time_on_stream, ...

namespace lab::bench {

// The target `id` (its text's message id), which `row` meets when its rate is at least
// `percent` % of its ceiling.
Target percent_target(const Result& row, double percent, const std::string& id);

class Table {
 public:
  explicit Table(Mode mode = Mode::full) : mode_(mode) {}

  Mode mode() const { return mode_; }
  bool variants() const { return mode_ == Mode::full; }  // measure RowKind::variant rows?
  bool quick() const { return mode_ == Mode::quick; }    // measure the headline row only?
  // The sizes (or cases) to measure: `all`, or in quick and profile mode the headline's alone.
  template <class T>
  std::vector<T> pick(const std::vector<T>& all, const T& headline) const {
    return quick() || mode_ == Mode::profile ? std::vector<T>{headline} : all;
  }

  // rate: in `unit` (GB/s, TFLOP/s, us). Returns the row, to mark it as the headline or give
  // it a target (valid until the next add).
  Result& add(RowKind kind, const std::string& name, const std::string& size, const Timing& t,
              double rate, const std::string& unit, const Ceiling& ceiling);
  // A row computed from rows already measured (no call of its own, so no profiled range).
  Result& add(Result row) {
    rows_.push_back(std::move(row));
    return rows_.back();
  }
  void note(const std::string& line) { notes_.push_back(line); }
  void print() const;  // table_text, on stdout
  const std::vector<Result>& rows() const { return rows_; }

 private:
  Mode mode_;
  int profiled_ = 0;  // the profiled ranges already given to a row
  std::vector<Result> rows_;
  std::vector<std::string> notes_;
};

// Reads the options above (exit 2 for anything else), probes the GPU (exit 77 when there is
// none), creates a non-blocking stream, measures the copy ceiling (copy_ceiling, noted in
// the table), runs body(table, stream, copy), prints the table and writes
// the results; a CUDA or cuBLAS error becomes exit code 1 with its explanation.
using Body = std::function<void(Table& table, cudaStream_t stream, const Ceiling& copy)>;
int main(int argc, char** argv, const char* chapter, const Body& body);

}  // namespace lab::bench

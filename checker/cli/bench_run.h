// Running a chapter's benchmark program and reading its figures from the results file it
// writes (checker/harness/bench_results.h), never from its printed table.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/process.h"
#include "checker/harness/bench_results.h"
#include "checker/harness/registry.h"
#include "checker/harness/seed.h"

namespace lab::cli {

// The benchmark program of a chapter linked with "student" (the student's file) or
// "solution": bench-<chapter>-student and bench-<chapter>, as the root meson.build names them.
std::string bench_target(const Chapter& chapter, const std::string& variant);

struct BenchInvocation {
  std::string program;
  std::string variant;  // "student" or "solution" (LAB_BENCH_VARIANT, for a stand-in program)
  bench::Mode mode = bench::Mode::exercises;
  std::string results_path;
  Seed seed;  // LAB_SEED for the program: both runs of a comparison get the same inputs
  double time_limit_s = 600;
  // A program that runs the benchmark: its command line up to the benchmark's (a profiler's:
  // `lab profile`); none by default.
  std::vector<std::string> wrapper = {};
};

struct BenchOutcome {
  bench::Results results;
  bool interrupted = false;  // Ctrl-C
  bool no_gpu = false;       // the program found no usable GPU (results.gpu_reason says why)
  std::string problem;       // why the results are not complete; "" when they are
  std::string output;        // what the program printed
};

BenchOutcome run_bench(const BenchInvocation& invocation);

// The outcome from the program's exit and its results (exposed for the tests).
BenchOutcome read_bench(const ProcessResult& process, const bench::Results& results);

}  // namespace lab::cli

#include "checker/cli/bench_run.h"

#include <filesystem>

#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

constexpr int kNoGpuExit = 77;

const char* mode_option(bench::Mode mode) {
  switch (mode) {
    case bench::Mode::exercises: return "--exercises";
    case bench::Mode::quick: return "--quick";
    case bench::Mode::full: break;
  }
  return nullptr;
}

std::string how_it_ended(const ProcessResult& process) {
  if (process.timed_out) return "it did not finish in time and was stopped";
  if (process.signal) return "it was killed by " + signal_name(process.signal);
  return "exit code " + std::to_string(process.exit_code);
}

}  // namespace

std::string bench_target(const Chapter& chapter, const std::string& variant) {
  return "bench-" + chapter.dir() + (variant == "solution" ? "" : "-" + variant);
}

BenchOutcome read_bench(const ProcessResult& process, const bench::Results& results) {
  BenchOutcome outcome;
  outcome.results = results;
  outcome.output = process.output;
  if (process.interrupted) {
    outcome.interrupted = true;
    outcome.problem = "interrupted";
  } else if (results.status == "no-gpu" && process.exit_code == kNoGpuExit) {
    outcome.no_gpu = true;
    outcome.problem = "no usable GPU: " + results.gpu_reason;
  } else if (!results.error.empty()) {
    outcome.problem = results.error;
  } else if (!results.ended) {
    outcome.problem = "the benchmark ended before writing all its results (" + how_it_ended(process) + ")";
  } else if (results.status != "ok") {
    outcome.problem = "the benchmark stopped: " + results.text;
  } else if (!process.exited_normally() || process.exit_code != 0) {
    outcome.problem = "the benchmark wrote its results but failed (" + how_it_ended(process) + ")";
  }
  return outcome;
}

BenchOutcome run_bench(const BenchInvocation& invocation) {
  std::filesystem::remove(invocation.results_path);
  std::vector<std::string> argv = {invocation.program, "--results", invocation.results_path};
  if (const char* option = mode_option(invocation.mode)) argv.push_back(option);
  std::vector<std::string> env = {"LAB_BENCH_VARIANT=" + invocation.variant};
  if (!invocation.seed.empty()) env.push_back("LAB_SEED=" + invocation.seed);
  const ProcessResult process = run_process({argv, env, {}, invocation.time_limit_s});
  return read_bench(process, bench::parse_results(read_text(invocation.results_path)));
}

}  // namespace lab::cli

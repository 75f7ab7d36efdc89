#include "checker/cli/bench_run.h"

#include <filesystem>

#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

constexpr int kNoGpuExit = 77;

const char* mode_option(bench::Mode mode) {
  switch (mode) {
    case bench::Mode::exercises: return "--exercises";
    case bench::Mode::quick: return "--quick";
    case bench::Mode::profile: return "--profile";
    case bench::Mode::full: break;
  }
  return nullptr;
}

std::string how_it_ended(const ProcessResult& process) {
  if (process.timed_out) return say("cli.bench.stopped");
  if (process.signal) return say("cli.bench.killed-by", {{"signal", signal_name(process.signal)}});
  return say("cli.process.exit-code", {{"code", process.exit_code}});
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
    outcome.problem = say("cli.bench.interrupted");
  } else if (results.status == report::Verdict::no_gpu &&
             (process.exit_code == kNoGpuExit || process.exit_code == 1)) {  // 1: LAB_REQUIRE_GPU
    outcome.no_gpu = true;
    outcome.problem = say("cli.no-usable-gpu", {{"reason", results.gpu_reason}});
  } else if (!results.error.empty()) {
    outcome.problem = results.error;
  } else if (!results.ended) {
    outcome.problem = say("cli.bench.ended-early", {{"how", how_it_ended(process)}});
  } else if (results.status != report::Verdict::pass) {
    outcome.problem = say("cli.bench.benchmark-stopped", {{"text", results.text}});
  } else if (!process.exited_normally() || process.exit_code != 0) {
    outcome.problem = say("cli.bench.failed-after-results", {{"how", how_it_ended(process)}});
  }
  return outcome;
}

BenchOutcome run_bench(const BenchInvocation& invocation) {
  std::filesystem::remove(invocation.results_path);
  std::vector<std::string> argv = invocation.wrapper;
  argv.insert(argv.end(), {invocation.program, "--results", invocation.results_path});
  if (const char* option = mode_option(invocation.mode)) argv.push_back(option);
  const std::vector<std::string> env = {"LAB_BENCH_VARIANT=" + invocation.variant,
                                        "LAB_SEED=" + invocation.seed.text()};
  const ProcessResult process = run_process({argv, env, {}, invocation.time_limit_s});
  return read_bench(process, bench::parse_results(read_text(invocation.results_path)));
}

}  // namespace lab::cli

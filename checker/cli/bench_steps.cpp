#include "checker/cli/bench_steps.h"

#include <cstdio>

#include "checker/cli/check_report.h"
#include "checker/cli/checker_run.h"
#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

constexpr double kCheckTimeoutS = 30;

}  // namespace

void print_build_errors(const LabPaths& paths, const BuildResult& build) {
  for (const std::string& line : build.messages) std::printf("    %s\n", line.c_str());
  if (const std::string why = explain_build_errors(build.messages); !why.empty())
    std::printf("  %s\n", wrap(why, 2).c_str());
  std::printf("  %s\n",
              dim(say("cli.build.whole-output", {{"log", paths.shown(build.log)}})).c_str());
}

std::vector<std::string> targets_to_build(const StandIns& stand_ins, const Chapter& ch,
                                          bool with_checker) {
  std::vector<std::string> targets;
  if (with_checker && stand_ins.checker.empty()) targets.push_back(checker_target(ch, "student"));
  if (stand_ins.bench.empty())
    targets.insert(targets.end(), {bench_target(ch, "student"), bench_target(ch, "solution")});
  return targets;
}

bool build_benchmarks(const Session& session, const Chapter& ch,
                      const std::vector<std::string>& targets) {
  if (targets.empty()) return true;
  const LabPaths& paths = session.lab.paths;
  std::printf("  %s ",
              say("cli.bench.compiling", {{"file", paths.shown(paths.student_file(ch))}}).c_str());
  std::fflush(stdout);
  const BuildResult build = build_targets(paths, targets, paths.student_file(ch));
  std::printf("%s\n",
              build.ok ? green(say("cli.build.ok")).c_str() : red(say("cli.build.failed")).c_str());
  if (!build.ok) print_build_errors(paths, build);
  return build.ok;
}

bool build_solution_benchmark(const Session& session, const Chapter& ch, const std::string& verb) {
  const LabPaths& paths = session.lab.paths;
  const BuildResult build =
      build_targets(paths, {bench_target(ch, "solution")}, paths.solution_file(ch));
  if (build.ok) return true;
  std::printf("%s\n", red("lab " + verb + ": " + say("cli.bench.no-build")).c_str());
  print_build_errors(paths, build);
  return false;
}

int check_first(Session& session, const Chapter& ch, Seed seed, const std::string& report_name,
                const std::string& not_done) {
  std::printf("  %s ", say("cli.bench.checking-first").c_str());
  std::fflush(stdout);
  const std::string& checker = session.config.stand_ins.checker;
  CheckerInvocation invocation;
  invocation.command = {checker.empty()
                            ? (session.lab.paths.build_dir / checker_target(ch, "student")).string()
                            : checker};
  invocation.seed = seed;
  invocation.timeout_s = kCheckTimeoutS;
  fs::create_directories(session.state.runs_dir());
  invocation.report_path = session.state.report_file(ch.dir(), report_name).string();
  const CheckerResult result = run_checker(invocation);
  using report::Verdict;
  switch (result.verdict) {
    case Verdict::interrupted: return kInterrupted;
    case Verdict::usage_error: std::printf("\n%s", result.reason.c_str()); return kUsage;
    case Verdict::no_gpu:
      std::printf("\n");
      return no_gpu_exit(result.reason, session.config.require_gpu);
    case Verdict::pass:
      std::printf("%s\n",
                  green(say("cli.check.all-passed", {{"total", result.tests.size()}})).c_str());
      return kPassed;
    case Verdict::fail: break;
  }
  std::printf("%s\n", labelled(say("cli.check.failed-tag"), test_counts(result), red).c_str());
  if (!result.problem.empty()) std::printf("  %s\n", wrap(result.problem, 2).c_str());
  std::printf("%s", say(not_done, {{"id", ch.id}}).c_str());
  return kFailed;
}

BenchInvocation bench_invocation(const Session& session, const Chapter& ch,
                                 const std::string& variant, bench::Mode mode, Seed seed,
                                 double time_limit_s) {
  BenchInvocation invocation;
  const std::string& bench = session.config.stand_ins.bench;  // told LAB_BENCH_VARIANT
  invocation.program =
      bench.empty() ? (session.lab.paths.build_dir / bench_target(ch, variant)).string() : bench;
  invocation.variant = variant;
  invocation.mode = mode;
  fs::create_directories(session.state.runs_dir());
  invocation.results_path = (session.state.runs_dir() /
                             (ch.dir() + "-" + bench::mode_name(mode) + "-" + variant + ".jsonl"))
                                .string();
  invocation.seed = seed;
  invocation.time_limit_s = time_limit_s;
  return invocation;
}

}  // namespace lab::cli

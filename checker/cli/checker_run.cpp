#include "checker/cli/checker_run.h"

#include <algorithm>
#include <filesystem>

#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

using report::Outcome;

// The checker stops a hang itself; this limit is the backstop for a checker that could not.
constexpr double kBackstopTests = 50;

std::string describe_gpu(const report::Gpu& gpu) {
  return say("cli.check.gpu-description",
             {{"name", gpu.name},
              {"capability", std::to_string(gpu.major) + "." + std::to_string(gpu.minor)},
              {"sms", gpu.multiprocessors}});
}

// "killed by SIGSEGV", "exit code 3".
std::string checker_ending(const ProcessResult& process) {
  if (process.signal)
    return say("cli.process.killed-by", {{"signal", signal_name(process.signal)}});
  return say("cli.process.exit-code", {{"code", process.exit_code}});
}

}  // namespace

CheckerResult read_verdict(const ProcessResult& process, const report::Report& report) {
  using report::Verdict;
  CheckerResult result;
  result.output = process.output;
  if (process.interrupted) {
    result.verdict = Verdict::interrupted;
    return result;
  }
  if (!report.session) {
    result.verdict = process.exit_code == 2 ? Verdict::usage_error : Verdict::fail;
    result.reason = process.output;
    result.problem = process.timed_out
                         ? say("cli.checker.stopped")
                         : say("cli.checker.no-report", {{"how", checker_ending(process)}});
    return result;
  }
  const report::Session& session = *report.session;
  result.seed = session.seed;
  if (session.gpu) result.gpu = describe_gpu(*session.gpu);
  const report::Reading reading = report::read(report, process.exit_code);
  if (reading.no_gpu) {
    result.verdict = Verdict::no_gpu;
    result.reason = session.gpu_reason;
    return result;
  }
  for (const report::TestEnd& t : report.tests)
    result.tests.push_back({t.test, report::outcome_of(t), t.diagnosis, t.worker > 1});
  result.sticky = reading.sticky;
  std::vector<std::string> problems = reading.problems;
  if (!reading.ended)  // said before a broken line, which is the reader's last problem
    problems.insert(problems.end() - !report.error.empty(),
                    say(process.timed_out ? "cli.checker.stopped" : "cli.checker.ended-early"));
  for (const std::string& p : problems) result.problem += (result.problem.empty() ? "" : "\n") + p;
  result.printed = report.output;
  result.printed_cut = report.output_cut;
  result.verdict = reading.passed ? Verdict::pass : Verdict::fail;
  return result;
}

CheckerResult run_checker(const CheckerInvocation& invocation) {
  std::filesystem::remove(invocation.report_path);
  std::vector<std::string> argv = invocation.command;
  argv.insert(argv.end(), {"--timeout", std::to_string(invocation.timeout_s), "--report",
                           invocation.report_path});
  if (invocation.seed) argv.insert(argv.end(), {"--seed", invocation.seed->text()});
  const ProcessResult process = run_process({argv, {}, {}, invocation.timeout_s * kBackstopTests});
  return read_verdict(process, report::parse(read_text(invocation.report_path)));
}

}  // namespace lab::cli

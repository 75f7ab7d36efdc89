// Running a chapter's checker so that its verdict can be trusted:
//  - every test ends as passed, failed, crashed, hung, ended early or not run; a test that
//    never ran is never counted as passed;
//  - a crash, an exit() or a sticky CUDA error in one test does not hide the others: the
//    tests that did not get a result run again, each alone in a fresh process;
//  - a checker that ends without its final report counts as failed, whatever its exit code;
//  - a hang is stopped: the checker's own watchdog (--timeout), and a SIGKILL of its
//    process group a little later in case it is stuck inside the driver.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "checker/cli/catch_xml.h"
#include "checker/cli/process.h"

namespace lab::cli {

enum class TestStatus { passed, failed, crashed, hung, ended_early, not_run };

struct TestOutcome {
  std::string name;
  TestStatus status = TestStatus::not_run;
  std::vector<std::string> messages;  // the diagnosis, or why it crashed / did not run
  bool ran_alone = false;             // this result comes from a fresh process
};

struct CheckerInvocation {
  // The command for one run (run 0, 1, ...): the checker, perhaps behind compute-sanitizer.
  std::function<std::vector<std::string>(int run)> command;
  std::vector<std::string> list_command;  // the checker alone, to list its tests
  std::string seed;                       // "" = a fresh one (the first run's is reused)
  double timeout_s = 30;
  std::string report_dir;  // where the XML reports go
};

struct CheckerResult {
  enum class Verdict { passed, failed, no_gpu, usage_error, interrupted };
  Verdict verdict = Verdict::failed;
  std::vector<TestOutcome> tests;
  std::string seed;                  // the seed the inputs came from
  std::string gpu;                   // the checker's "GPU: ..." line, without "GPU: "
  std::string reason;                // no_gpu: why; usage_error: the checker's message
  std::string problem;               // a hang, crash or early exit, "" if none
  std::vector<std::string> printed;  // lines printed by the code under test
  std::string first_output;          // everything the first run printed (for --verbose)
  int runs = 0;
};

CheckerResult run_checker(const CheckerInvocation& invocation);

// --- the parts below are exposed for the tests ---

// What one checker process said besides its XML report.
struct CheckerOutput {
  std::string seed, gpu, no_gpu_reason, hang_message, hang_test;
  std::vector<std::string> printed;
};
CheckerOutput read_checker_output(const std::string& output);

// The verdict of one process: the tests it finished, the tests to run again, and what
// went wrong with the process itself.
struct RunAnalysis {
  std::vector<TestOutcome> finished;
  std::vector<std::string> run_again;  // "not run" after a sticky error
  std::string problem;                 // "" when the process ended normally with its report
  bool hung = false;
};
RunAnalysis analyse_run(const ProcessResult& process, const CatchReport& report,
                        const CheckerOutput& output, double timeout_s);

// The text for a hang, when the checker's watchdog could not say it itself.
std::string hang_explanation(double timeout_s);

}  // namespace lab::cli

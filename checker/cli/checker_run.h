// Running a chapter's checker and reading its verdict from the report it writes
// (docs/report-format.md). The checker supervises its own run: it stops hangs, re-runs what
// a crash or an exit never reached and chooses its exit code. This side only starts it, with
// a backstop time limit, and reads the report: never the checker's printed words.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/cli/process.h"
#include "checker/harness/outcome.h"
#include "checker/harness/report.h"
#include "checker/harness/seed.h"

namespace lab::cli {

struct TestOutcome {
  std::string name;
  report::Outcome outcome = report::Outcome::not_run;
  std::string diagnosis;
  bool ran_alone = false;  // this result comes from a fresh worker process
};

struct CheckerInvocation {
  std::vector<std::string> command;  // the checker, perhaps behind compute-sanitizer
  std::optional<Seed> seed;          // nullopt: the checker's (LAB_SEED, else a fresh one)
  double timeout_s = 30;             // per test case, enforced by the checker
  std::string report_path;           // where the checker writes its report
};

struct CheckerResult {
  report::Verdict verdict = report::Verdict::fail;
  std::vector<TestOutcome> tests;
  std::string seed;                  // the seed the inputs came from
  std::string gpu;                   // "NVIDIA H200 (compute capability 9.0, 132 SMs)"
  std::string reason;                // no_gpu: why; usage_error: the checker's message
  std::string problem;               // a problem of the run rather than of one test
  bool sticky = false;               // a sticky CUDA error happened
  std::vector<std::string> printed;  // the first lines the code under test printed
  size_t printed_cut = 0;            // and how many more
  std::string output;                // everything the checker printed (for --verbose)
};

CheckerResult run_checker(const CheckerInvocation& invocation);

// The verdict from the checker's exit and its report (exposed for the tests).
CheckerResult read_verdict(const ProcessResult& process, const report::Report& report);

}  // namespace lab::cli

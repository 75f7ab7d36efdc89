// The grade of one checker run comes from its report and its exit code only
// (docs/report-format.md), and only from a report that holds together. The code under test
// runs in the checker's worker, as the same user as the supervisor that writes the report,
// so it could append lines to it. Every line it could add breaks one of these rules, and
// then nothing of the run counts:
//   - the checker exited by itself with 0 or 1 (not killed, not stopped at the backstop);
//   - one session line, first; one end line, last;
//   - one test-end per test of the session's list, and none for another name;
//   - the end's counts and exit code are those of the test-ends and of the process;
//   - exit code 0 if and only if every test passed.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/grade/results.h"
#include "checker/cli/grade/spawn.h"

namespace lab::cli::grade {

struct Judged {
  SubmissionOutcome outcome = SubmissionOutcome::no_result;  // graded, no_result or no_gpu
  std::string reason;
  std::string checker;  // the chapter the report names
  std::vector<TestResult> tests;
  std::vector<std::string> printed;
  std::string gpu;
  int exit_code = -1;
};

Judged judge(const std::string& report_text, const SpawnResult& process);

}  // namespace lab::cli::grade

// Printing a checker's verdict for a student: one line per test, the diagnosis under
// each failure, what the code printed, and what to do next.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/checker_run.h"

namespace lab::cli {

// "PASS", "FAIL", "CRASH", "HANG", "EXITED", "NOT RUN" (coloured on a terminal).
std::string status_tag(report::Outcome outcome);

// The test lines and diagnoses; long diagnoses are cut unless `verbose`.
void print_tests(const CheckerResult& result, bool verbose);

// "2 of 4 tests passed (1 failed, 1 not run)".
std::string test_counts(const CheckerResult& result);

}  // namespace lab::cli

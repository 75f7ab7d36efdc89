// `lab check --sanitize`: the checker once per compute-sanitizer tool (see sanitizer.h
// for which), stopping at the first tool that reports errors.
#pragma once

#include <string>

#include "checker/cli/checker_run.h"
#include "checker/cli/sanitizer.h"

namespace lab::cli {

struct SanitizedRun {
  CheckerResult checker;       // the checker's verdict under the first tool (memcheck)
  std::string failed_tool;     // the tool that reported errors, "" if none did
  SanitizerFindings findings;  // that tool's findings
  std::string cannot_run;      // compute-sanitizer could not work on this machine
};

// `base` describes the checker run; its command is replaced by the sanitizer's.
// Prints one line per tool as it goes.
SanitizedRun run_sanitized(const std::string& sanitizer, const std::vector<std::string>& tools,
                           const std::string& checker, CheckerInvocation base);

// The verdict and the first report explained; nothing when every tool was clean.
void print_sanitizer_findings(const SanitizedRun& run);

}  // namespace lab::cli

// The checker's supervisor: the process a checker starts as (checker_main.h), and its command
// line.
//
//   checker [--seed N] [--timeout SECONDS] [--report FILE] [--junit FILE]
//           [--expect-diagnosis TEXT] [TEST CASE NAME or [tag] ...]
//
// It runs the tests in a worker, a fresh exec of the checker (worker.h); the worker reports
// each test to it over an inherited channel, every line signed with a per-run secret
// (channel.h). The supervisor enforces --timeout per test case (or LAB_TIMEOUT; default 120 s)
// and stops a hang; after a crash, an exit or a sticky CUDA error it runs each test that was
// not reached in a fresh worker; it writes the report (--report, JSON Lines:
// docs/report-format.md), the JUnit file (--junit) and a summary on stdout, and chooses the
// exit code:
//   0 all passed; 1 any failure, including a worker that ended before its last report, however
//   it ended; 77 no usable GPU, with the reason (LAB_REQUIRE_GPU=1 turns it into 1); 2 a bad
//   command line; 130 interrupted (SIGINT or SIGTERM). With --expect-diagnosis (a known-wrong
//   variant) 0 means: some test failed with a diagnosis containing TEXT.
//
// It never touches CUDA or Catch2, and it runs before the process's static initialisation:
// it and its parts (worker_process.h, worker_events.h, output_log.h, run_record.h) use only the
// C and C++ runtime and the report format, and hold no namespace-scope object that needs a
// constructor.
#pragma once

#include <string>

namespace lab {

// Runs the whole check; returns the process's exit code.
int supervise(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu);

// The hang diagnosis, written once for every reader: the checker, the lab command, the grader.
std::string hang_text(const std::string& test, double timeout_s);

// A test case's name as a Catch2 test spec that selects exactly it (v2 and v3 escape alike:
// a backslash before , [ ] " \ and a leading ~ or *, and before a trailing *).
std::string catch_filter_for(const std::string& test_name);

}  // namespace lab

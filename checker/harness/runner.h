// A checker's main: a supervisor that runs the test cases in a worker process of its own.
//
//   checker [--seed N] [--timeout SECONDS] [--report FILE] [--junit FILE]
//           [--expect-diagnosis TEXT] [TEST CASE NAME or [tag] ...]
//
// The checker binary starts as a small supervisor (before any code under test has run: see
// LAB_CHECKER_MAIN). It runs the tests in a worker, a fresh exec of itself; the worker reports
// each test to it over an inherited channel, every line signed with a per-run secret. The
// supervisor enforces --timeout per test case (or LAB_TIMEOUT; default 120 s) and stops a hang;
// after a crash, an exit or a sticky CUDA error it runs each test that was not reached in a
// fresh worker; it writes the report (--report, JSON Lines: docs/report-format.md), the
// JUnit file (--junit) and a summary on stdout, and chooses the exit code:
//   0 all passed; 1 any failure, including a worker that ended before its last report, however
//   it ended; 77 no usable GPU, with the reason (LAB_REQUIRE_GPU=1 turns it into 1); 2 a bad
//   command line. With --expect-diagnosis (a known-wrong variant) 0 means: some test failed
//   with a diagnosis containing TEXT.
#pragma once

#include "checker/harness/report.h"

namespace lab {

// Runs before any other static initialisation. In a worker, reads the channel's secret and
// returns; otherwise runs the whole check as the supervisor and ends the process.
void start_checker(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu);

// `<checker> --list-tests` (the only argument): prints the name of every test case, one a line,
// in the order a run runs them, and exits 0; no GPU needed (host.weights reads it).
inline constexpr const char* kListTestsFlag = "--list-tests";

// main() of the worker: runs the Catch2 test cases and reports them to the supervisor.
int run_worker(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu);

// A kernel timing the current test measured; the report carries it with the test's result.
void record_kernel_timing(const report::KernelTiming& timing);

// Gives the current test its whole time limit again, from now: for a wait that is not the
// code under test's, such as a FaultOnPurpose waiting for its turn (fault_on_purpose.h).
void restart_test_clock();

}  // namespace lab

// The checker's entry points. The constructor's priority runs it before the default-priority
// static constructors of every other object, the code under test's included, so nothing a
// student's file does at start-up can end the supervisor or read the channel first.
#define LAB_CHECKER_MAIN(chapter, variant, needs_gpu)                                      \
  __attribute__((constructor(101))) static void lab_checker_start(int argc, char** argv) { \
    ::lab::start_checker(argc, argv, chapter, variant, needs_gpu);                         \
  }                                                                                        \
  int main(int argc, char** argv) {                                                        \
    return ::lab::run_worker(argc, argv, chapter, variant, needs_gpu);                     \
  }

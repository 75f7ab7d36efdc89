// A checker's main: the checker starts as its supervisor (supervisor.h: what it does, and the
// checker's command line), before any code under test has run, and runs the test cases in a
// worker (worker.h), a fresh exec of itself.
//
//   LAB_CHECKER_MAIN(LAB_CHAPTER, LAB_VARIANT, /*needs_gpu=*/true)  // main_gpu.cpp's one line
#pragma once

#include "checker/harness/worker.h"

namespace lab {

// Runs before any other static initialisation. In a worker, reads the channel's secret and
// returns; otherwise runs the whole check as the supervisor and ends the process.
void start_checker(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu);

// `<checker> --list-tests` (the only argument): prints the name of every test case, one a line,
// in the order a run runs them, and exits 0; no GPU needed (host.weights reads it).
inline constexpr const char* kListTestsFlag = "--list-tests";

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

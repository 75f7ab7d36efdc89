// The worker: the checker run again by its supervisor (supervisor.h) with
// `--lab-worker FD --seed N --lang en|zh [Catch2 arguments...]` (the supervisor's seed and
// language). It runs the Catch2 test cases and reports each one to the supervisor over the
// channel (channel.h). A test case tells it what the report should carry besides its result:
//
//   lab::record_kernel_timing(bench::kernel_timing(...));
//   lab::restart_test_clock();  // after a wait that is not the code under test's
#pragma once

#include "checker/harness/report.h"

namespace lab {

// main() of the checker once start_checker (checker_main.h) has returned: in a worker, runs the
// Catch2 test cases and reports them to the supervisor; with --list-tests, lists them.
int run_worker(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu);

// A kernel timing the current test measured; the report carries it with the test's result.
void record_kernel_timing(const report::KernelTiming& timing);

// Gives the current test its whole time limit again, from now: for a wait that is not the
// code under test's, such as a FaultOnPurpose waiting for its turn (fault_on_purpose.h).
void restart_test_clock();

// The exit code of a worker that stopped after a sticky CUDA error (the supervisor re-runs the
// tests it did not reach), and of one that got no secret and so reports nothing.
constexpr int kStickyExit = 3;
constexpr int kNoSecretExit = kStickyExit + 1;

}  // namespace lab

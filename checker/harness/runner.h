// The checkers' main: options, seed, GPU detection, hang watchdog and exit codes.
//
//   checker [--seed N] [--timeout SECONDS] [--expect-diagnosis TEXT] [Catch2 options...]
//
// --timeout (or LAB_TIMEOUT): the most one test case may take before it is reported as a
// hang and the process stops (default 120 s).
//
// Exit codes: 0 all passed; 1 any failure (never Catch2's raw failure count: 77 failures
// would read as "skipped"); 77 no usable GPU, with the reason (LAB_REQUIRE_GPU=1 turns it
// into 1); 2 bad command line.
// With --expect-diagnosis the meaning flips (a known-wrong variant): 0 only when some test
// failed with a diagnosis containing TEXT.
#pragma once

namespace lab {

int run_checker(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu);

}  // namespace lab

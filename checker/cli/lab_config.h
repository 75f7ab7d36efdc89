// What the lab command and lab-grade read from their environment: read once, at start-up
// (main), into one LabConfig that every verb gets through its Session. No other file of the
// command reads a LAB_* variable (the language aside: common/language.h); host test [config].
//
//   const LabConfig config = read_lab_config();   // main.cpp, grade/main.cpp
//   session.config.stand_ins.checker              // a verb
//
// docs/lab-command.md lists the variables a user may set; docs/internals/lab-build.md lists
// the stand-ins, which only the lab's own tests set.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/lab_paths.h"
#include "checker/harness/seed.h"

namespace lab::cli {

// Programs run in place of the ones the lab builds, for the lab's own tests; "" when unset.
// LAB_CHECKER is also a user's variable (docs/lab-command.md).
struct StandIns {
  std::string checker;        // LAB_CHECKER: every chapter checker (check, bench, selftest)
  std::string bench;          // LAB_BENCH: both benchmark programs, told LAB_BENCH_VARIANT
  std::string grade_checker;  // LAB_GRADE_FIXTURE: every checker that lab grade runs
  std::string gpu;            // LAB_GPU_NAME: a GPU taken as present, by this name, unprobed
};

struct LabConfig {
  LabPaths paths;                 // LAB_SOURCE_ROOT, LAB_BUILD_DIR, LAB_STATE_DIR
  SeedSetting seed;               // LAB_SEED: the inputs' seed where --seed is not given
  bool require_gpu = false;       // LAB_REQUIRE_GPU=1: no usable GPU is a failure, not 77
  std::string compute_sanitizer;  // LAB_COMPUTE_SANITIZER: the one check --sanitize runs
  std::string ncu;                // LAB_NCU: the Nsight Compute that lab profile runs
  std::string ssh = "ssh";        // LAB_SSH: the ssh command of --on, words split at spaces
  // The settings a verb run on another machine (--on) gets as this machine has them,
  // "NAME=VALUE": LAB_SEED, LAB_REQUIRE_GPU, LAB_TIMEOUT and NO_COLOR, where set.
  std::vector<std::string> handed_on;
  StandIns stand_ins;
};

LabConfig read_lab_config();

}  // namespace lab::cli

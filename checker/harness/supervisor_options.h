// The checker's command line (supervisor.h), read once by the supervisor into the one struct
// that its parts share.
//
//   const SupervisorOptions options = parse_supervisor_options(argc, argv, read_harness_config());
#pragma once

#include <string>
#include <vector>

#include "checker/harness/harness_config.h"
#include "checker/harness/seed.h"

namespace lab {

struct SupervisorOptions {
  Seed seed;
  double timeout_s = 120;    // of each test case
  bool require_gpu = false;  // LAB_REQUIRE_GPU=1: no usable GPU is a failure (exit 1), not 77
  std::string report_path, junit_path, expect;
  std::vector<std::string> selection;  // test names, [tags]: passed on to Catch2
};

// The options over the configuration (LAB_TIMEOUT, LAB_SEED, LAB_REQUIRE_GPU); throws
// std::invalid_argument with the usage message.
SupervisorOptions parse_supervisor_options(int argc, char** argv, const HarnessConfig& config);

}  // namespace lab

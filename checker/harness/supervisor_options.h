// The checker's command line (supervisor.h), read once by the supervisor into the one struct
// that its parts share.
//
//   const SupervisorOptions options = parse_supervisor_options(argc, argv);
#pragma once

#include <string>
#include <vector>

#include "checker/harness/seed.h"

namespace lab {

struct SupervisorOptions {
  Seed seed;
  double timeout_s = 120;  // of each test case
  std::string report_path, junit_path, expect;
  std::vector<std::string> selection;  // test names, [tags]: passed on to Catch2
};

// The options, LAB_TIMEOUT and LAB_SEED; throws std::invalid_argument with the usage message.
SupervisorOptions parse_supervisor_options(int argc, char** argv);

}  // namespace lab

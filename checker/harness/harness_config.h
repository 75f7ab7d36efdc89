// What a checker or a benchmark program reads from its environment: read once, at start-up,
// into one HarnessConfig that is passed down. No other file of the harness reads a LAB_*
// variable (the language aside: common/language.h); host test [config].
//
//   const HarnessConfig config = read_harness_config();   // supervise(), the benchmark's main
#pragma once

#include <optional>
#include <string>

#include "checker/harness/seed.h"

namespace lab {

struct HarnessConfig {
  std::optional<double> timeout_s;  // LAB_TIMEOUT: each test case's limit, unless --timeout
  bool require_gpu = false;         // LAB_REQUIRE_GPU=1: no usable GPU is a failure, not 77
  SeedSetting seed;                 // LAB_SEED: the inputs' seed, unless --seed
};

// Throws std::invalid_argument with the reader's sentence when LAB_TIMEOUT is not a time.
HarnessConfig read_harness_config();

// Seconds > 0 ("2", "0.5"), as --timeout and LAB_TIMEOUT take them; else std::invalid_argument
// (harness.usage-timeout).
double parse_timeout(const std::string& text);

}  // namespace lab

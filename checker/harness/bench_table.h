// The table a benchmark program prints under its heading (bench.h's Table::print), in the
// reader's language: a row per measured row, then the notes, then each target and whether it
// was met. No CUDA here, so that a host test reads the table that the GPU machine prints.
//
//   std::printf("%s", lab::bench::table_text(rows, {lab::say("reduce-sum.bench.bytes")}).c_str());
#pragma once

#include <string>
#include <vector>

#include "checker/harness/bench_results.h"

namespace lab::bench {

std::string table_text(const std::vector<Result>& rows, const std::vector<std::string>& notes);

}  // namespace lab::bench

// The results file of a benchmark run under `lab profile` with one profiled row, 1.6's
// vector_add at 2^26 (range 0), for the tests whose benchmark is a stand-in that writes it.
//
//   write_file(dir / "profiled.jsonl", profiled_row_results("Fake GPU"));
#pragma once

#include <string>

#include "checker/harness/bench_results.h"
#include "checker/harness/report.h"

namespace lab::cli::test {

inline std::string profiled_row_results(const std::string& gpu) {
  bench::Result row;
  row.kind = bench::RowKind::exercise;
  row.name = "vector_add";
  row.size = "2^26";
  row.unit = "GB/s";
  row.headline = true;
  row.profile_range = 0;
  return bench::session_line("1.6-vector-add", bench::Mode::profile, "1", gpu, "") + "\n" +
         bench::row_line(row) + "\n" + bench::end_line(report::Verdict::pass, "") + "\n";
}

}  // namespace lab::cli::test

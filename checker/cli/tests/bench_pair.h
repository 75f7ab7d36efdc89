// Both runs of `lab bench` made from one table, for the pictures' tests: a row per function and
// size with your rate, the reference's, and the ceiling each run measured.
//
//   const BenchPair runs = bench_pair({{"vector_add", "2^26", 3450, 4295, 4258, "bench.ceiling.copy"}});
//   lab::pictures::bench_svg(runs.yours, runs.reference, "1.6 vector-add", lab::Language::en);
#pragma once

#include <string>
#include <vector>

#include "checker/harness/bench_results.h"

namespace lab::cli::test {

struct Timed {
  std::string name, size;
  double yours, reference, ceiling;  // ceiling 0: none
  std::string ceiling_id;
  std::string unit = "GB/s";
};

struct BenchPair {
  bench::Results yours, reference;
};

inline BenchPair bench_pair(const std::vector<Timed>& table,
                            const std::string& gpu = "NVIDIA H200") {
  BenchPair runs;
  for (bench::Results* run : {&runs.yours, &runs.reference}) {
    run->gpu = gpu;
    for (const Timed& t : table) {
      bench::Result r;
      r.kind = bench::RowKind::exercise;
      r.name = t.name;
      r.size = t.size;
      r.median_ms = 0.25;
      r.rate = run == &runs.yours ? t.yours : t.reference;
      r.unit = t.unit;
      r.ceiling = t.ceiling;
      r.ceiling_id = t.ceiling_id;
      run->rows.push_back(r);
    }
  }
  return runs;
}

}  // namespace lab::cli::test

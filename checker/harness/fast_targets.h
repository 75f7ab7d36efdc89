// The targets of the optional fast exercises, defined once: the chapter's benchmark judges
// its row by them (`./lab bench`), the checker records the timing they are judged on, and
// `lab grade` gives an exercise its points when that timing reaches its target
// (checker/cli/grade/scores.cpp). No CUDA here: the lab command includes it.
#pragma once

namespace lab::bench {

struct FastTarget {
  const char* kernel;  // "reduce_sum_fast": the benchmark row's and the recorded timing's name
  double fraction;     // of the ceiling's rate, the ceiling measured in the same run
  const char* text;    // what the benchmark and the instructor's report print
};

// 1.8: a sum reads each float once; the ceiling is the device-to-device copy (bytes read
// plus written). The checker's timing, on random inputs, measured the reference solution at
// 87 % (H200): the target leaves it that margin. (The benchmark, on memset-filled inputs,
// measures the same kernel at 97 to 99 %; docs/internals/1.8-reduce-sum.md.)
inline constexpr FastTarget kReduceSumFast{
    "reduce_sum_fast", 0.85, "reduce_sum_fast >= 85 % of copy bandwidth at n >= 2^26"};
// 1.11: the ceiling is cublasSgemm (FP32) on the same inputs, in the same run.
inline constexpr FastTarget kGemmFast{"gemm_fast", 0.85, "gemm_fast >= 85 % of cuBLAS at 4096^3"};

// Whether a fraction of the ceiling reaches `target`: the one comparison of every side.
inline bool reaches(double fraction, const FastTarget& target) {
  return fraction >= target.fraction;
}

}  // namespace lab::bench

// The targets of the optional fast exercises, defined once, in the chapters' manifests: the
// chapter's benchmark judges its row by them (`./lab bench`), the checker records the timing
// they are judged on, and `lab grade` gives an exercise its points when that timing reaches
// its target (checker/cli/grade/scores.cpp). No CUDA here: the lab command includes it.
#pragma once

namespace lab::bench {

struct FastTarget {
  const char* kernel;  // "reduce_sum_fast": the benchmark row's and the recorded timing's name
  double fraction;     // of the ceiling's rate, the ceiling measured in the same run
  const char* id;      // "reduce-sum.target": the message id of its text (bench::Target)
};

// The chapter's fast exercise, from its manifest (the `fast` of checker/<dir>/meson.build, which
// `lab grade` reads too): the root meson.build defines LAB_FAST_* for the chapter's benchmark.
#if defined(LAB_FAST_KERNEL) && defined(LAB_FAST_PERCENT) && defined(LAB_FAST_TARGET)
inline constexpr FastTarget kChapterFast{LAB_FAST_KERNEL, LAB_FAST_PERCENT / 100.0,
                                         LAB_FAST_TARGET};
#endif

// Whether a fraction of the ceiling reaches `target`: the one comparison of every side.
inline bool reaches(double fraction, const FastTarget& target) {
  return fraction >= target.fraction;
}

}  // namespace lab::bench

#include "checker/cli/grade/scores.h"

#include <cstring>

#include "checker/harness/fast_targets.h"

namespace lab::cli::grade {

const std::vector<WeightRule>& weight_rules() {
  // The tests that exercise the whole of a chapter's work (random inputs at every size)
  // weigh more than the edge cases; the pure edge cases keep the default of 1.
  static const std::vector<WeightRule> rules = {
      {"1.6-vector-add", "random inputs at sizes around block boundaries", 3},
      {"1.6-vector-add", "the course's example", 2},
      {"1.7-shared-memory", "block_reverse: chunks", 2},
      {"1.7-shared-memory", "block_scale: random inputs", 2},
      {"1.7-shared-memory", "stencil_sum: radius", 3},
      {"1.8-reduce-sum", "reduce_sum: mixed-sign inputs", 3},
      {"1.8-reduce-sum", "reduce_sum: zero-mean inputs", 2},
      {"1.9-atomic", "random inputs around warp, block and tile sizes", 3},
      {"1.9-atomic", "capacity at, just below and far below", 2},
      {"1.10-warpaffine", "the detector's input", 2},
      {"1.10-warpaffine", "rotated and sheared matrices", 2},
      {"1.11-cublas-gemm", "gemm_tiled: ", 2},
      {"1.12-yolov5-postprocess", "decode: YOLOv5's 25200 x 85 output", 2},
      {"1.12-yolov5-postprocess", "nms_fast and nms_greedy: random clusters", 3},
      {"1.12-yolov5-postprocess", "decode then nms_greedy on the GPU", 2},
      // The fixture checker of the lab's own tests (checker/host/fixture_cases.cpp).
      {"fixture", "fixture: passes", 2},
      {"fixture", "fixture: fails with a diagnosis", 3},
  };
  return rules;
}

const std::vector<FastExercise>& fast_exercises() {
  // The chapters' targets are defined once (checker/harness/fast_targets.h): the benchmark
  // judges its row by them and the checker's "[optional]" timing test records the timing
  // this pass reads.
  using bench::kGemmFast;
  using bench::kReduceSumFast;
  static const std::vector<FastExercise> exercises = {
      {"1.8-reduce-sum", kReduceSumFast.kernel, "[optional]", kReduceSumFast.fraction,
       kReduceSumFast.text, 3},
      {"1.11-cublas-gemm", kGemmFast.kernel, "[optional]", kGemmFast.fraction, kGemmFast.text, 3},
      {"fixture", "copy", "fixture: passes", 0.8, "80 % of the fixture's ceiling", 2},
  };
  return exercises;
}

double test_weight(const std::string& checker, const std::string& test) {
  for (const WeightRule& rule : weight_rules())
    if (checker == rule.checker && test.rfind(rule.test, 0) == 0) return rule.weight;
  return test.find("(optional)") != std::string::npos ? 0 : 1;
}

const FastExercise* fast_exercise(const std::string& checker) {
  for (const FastExercise& exercise : fast_exercises())
    if (checker == exercise.checker) return &exercise;
  return nullptr;
}

ChapterScore chapter_score(const ChapterResult& result, double max_of) {
  ChapterScore score;
  if (result.outcome == outcome::no_gpu || result.outcome == outcome::error) return score;
  score.counted = true;
  if (result.outcome != outcome::graded || result.tests.empty()) {
    score.max = max_of;
  } else {
    for (const TestResult& t : result.tests) {
      const double w = test_weight(result.checker, t.name);
      score.max += w;
      if (t.status == "pass") score.score += w;
    }
  }
  if (const FastExercise* fast = fast_exercise(result.checker)) {
    score.fast_max = fast->points;
    if (result.bench && result.bench->met) score.fast = fast->points;
  }
  return score;
}

BenchResult bench_verdict(const FastExercise& exercise, const std::vector<TestResult>& tests,
                          const std::vector<TestResult>& reference_tests) {
  BenchResult bench;
  bench.kernel = exercise.kernel;
  bench.target = exercise.target;
  const report::KernelTiming* last = nullptr;
  for (const TestResult& t : tests)
    for (const report::KernelTiming& timing : t.timings)
      if (timing.kernel == exercise.kernel) last = &timing;
  if (!last) {
    bench.note = std::string("the checker recorded no timing of ") + exercise.kernel;
    return bench;
  }
  bench.size = last->size;
  bench.ceiling = last->ceiling;
  bench.ms = last->ms;
  bench.ratio = last->ratio;
  bench.met =
      lab::bench::reaches(last->ratio, {exercise.kernel, exercise.target, exercise.target_text});
  for (const TestResult& t : reference_tests)
    for (const report::KernelTiming& timing : t.timings)
      if (timing.kernel == exercise.kernel && timing.size == last->size)
        bench.reference_ms = timing.ms;
  return bench;
}

}  // namespace lab::cli::grade

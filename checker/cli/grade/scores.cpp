#include "checker/cli/grade/scores.h"

#include "checker/harness/fast_targets.h"  // reaches()

namespace lab::cli::grade {

Scores::Scores(const std::vector<Chapter>& registry) {
  // The tests that exercise the whole of a chapter's work (random inputs at every size)
  // weigh more than the edge cases; the pure edge cases keep the default of 1.
  for (const Chapter& ch : registry)
    for (const auto& [test, weight] : ch.weights) weights_.push_back({ch.dir(), test, weight});
  // The chapters' targets are in their manifests: the benchmark judges its row by them too
  // (checker/harness/fast_targets.h) and the checker's "[optional]" timing test records the
  // timing this pass reads.
  for (const Chapter& ch : registry)
    if (ch.fast)
      fast_.push_back({ch.dir(), ch.fast->kernel, "[optional]", ch.fast->percent / 100,
                       ch.fast->target, ch.fast->points});
  // The fixture checker of the lab's own tests (checker/host/fixture_cases.cpp).
  weights_.push_back({"fixture", "fixture: passes", 2});
  weights_.push_back({"fixture", "fixture: fails with a diagnosis", 3});
  fast_.push_back({"fixture", "copy", "fixture: passes", 0.8, "80 % of the fixture's ceiling", 2});
}

double Scores::test_weight(const std::string& checker, const std::string& test) const {
  for (const WeightRule& rule : weights_)
    if (checker == rule.checker && test == rule.test) return rule.weight;
  return test.find("(optional)") != std::string::npos ? 0 : 1;
}

const FastExercise* Scores::fast_exercise(const std::string& checker) const {
  for (const FastExercise& exercise : fast_)
    if (checker == exercise.checker) return &exercise;
  return nullptr;
}

ChapterScore chapter_score(const Scores& scores, const ChapterResult& result, double max_of) {
  ChapterScore score;
  if (result.outcome == SubmissionOutcome::no_gpu ||
      result.outcome == SubmissionOutcome::grader_error)
    return score;
  score.counted = true;
  if (result.outcome != SubmissionOutcome::graded || result.tests.empty()) {
    score.max = max_of;
  } else {
    for (const TestResult& t : result.tests) {
      const double w = scores.test_weight(result.checker, t.name);
      score.max += w;
      if (t.outcome == report::Outcome::pass) score.score += w;
    }
  }
  if (const FastExercise* fast = scores.fast_exercise(result.checker)) {
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
  bench.met = lab::bench::reaches(
      last->ratio, {exercise.kernel.c_str(), exercise.target, exercise.target_id.c_str()});
  for (const TestResult& t : reference_tests)
    for (const report::KernelTiming& timing : t.timings)
      if (timing.kernel == exercise.kernel && timing.size == last->size)
        bench.reference_ms = timing.ms;
  return bench;
}

}  // namespace lab::cli::grade

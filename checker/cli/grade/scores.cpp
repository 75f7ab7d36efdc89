#include "checker/cli/grade/scores.h"

#include "checker/cli/lab_paths.h"
#include "checker/harness/fast_targets.h"  // reaches()

namespace lab::cli::grade {

namespace {

const std::vector<Chapter>& chapters() {
  static const std::vector<Chapter> registry =
      read_registry(lab_paths_from_environment().registry().string());
  return registry;
}

}  // namespace

const std::vector<WeightRule>& weight_rules() {
  // The tests that exercise the whole of a chapter's work (random inputs at every size)
  // weigh more than the edge cases; the pure edge cases keep the default of 1.
  static const std::vector<WeightRule> rules = [] {
    std::vector<WeightRule> all;
    for (const Chapter& ch : chapters())
      for (const auto& [test, weight] : ch.weights) all.push_back({ch.dir(), test, weight});
    // The fixture checker of the lab's own tests (checker/host/fixture_cases.cpp).
    all.push_back({"fixture", "fixture: passes", 2});
    all.push_back({"fixture", "fixture: fails with a diagnosis", 3});
    return all;
  }();
  return rules;
}

const std::vector<FastExercise>& fast_exercises() {
  // The chapters' targets are in their manifests: the benchmark judges its row by them too
  // (checker/harness/fast_targets.h) and the checker's "[optional]" timing test records the
  // timing this pass reads.
  static const std::vector<FastExercise> exercises = [] {
    std::vector<FastExercise> all;
    for (const Chapter& ch : chapters())
      if (ch.fast)
        all.push_back({ch.dir(), ch.fast->kernel, "[optional]", ch.fast->percent / 100,
                       ch.fast->text, ch.fast->points});
    all.push_back({"fixture", "copy", "fixture: passes", 0.8, "80 % of the fixture's ceiling", 2});
    return all;
  }();
  return exercises;
}

double test_weight(const std::string& checker, const std::string& test) {
  for (const WeightRule& rule : weight_rules())
    if (checker == rule.checker && test == rule.test) return rule.weight;
  return test.find("(optional)") != std::string::npos ? 0 : 1;
}

const FastExercise* fast_exercise(const std::string& checker) {
  for (const FastExercise& exercise : fast_exercises())
    if (checker == exercise.checker) return &exercise;
  return nullptr;
}

ChapterScore chapter_score(const ChapterResult& result, double max_of) {
  ChapterScore score;
  if (result.outcome == SubmissionOutcome::no_gpu ||
      result.outcome == SubmissionOutcome::grader_error)
    return score;
  score.counted = true;
  if (result.outcome != SubmissionOutcome::graded || result.tests.empty()) {
    score.max = max_of;
  } else {
    for (const TestResult& t : result.tests) {
      const double w = test_weight(result.checker, t.name);
      score.max += w;
      if (t.outcome == report::Outcome::pass) score.score += w;
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
  bench.met = lab::bench::reaches(
      last->ratio, {exercise.kernel.c_str(), exercise.target, exercise.target_text.c_str()});
  for (const TestResult& t : reference_tests)
    for (const report::KernelTiming& timing : t.timings)
      if (timing.kernel == exercise.kernel && timing.size == last->size)
        bench.reference_ms = timing.ms;
  return bench;
}

}  // namespace lab::cli::grade

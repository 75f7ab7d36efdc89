// Scores: the test-case weights and optional fast exercises, keyed by the chapter as its
// checker's report names it ("1.6-vector-add"). Each chapter's are in its manifest
// (checker/<dir>/meson.build), read through the registry (chapters.json, in the build folder)
// that the grader hands to Scores; a weight names a test exactly (host.weights checks
// that the test exists), and only the lab's fixture checker has its rules here. A test not listed weighs 1;
// a test whose name says "(optional)" weighs 0, since its chapter's fast exercise earns
// points of its own: only when every test of the chapter passed AND the benchmark pass (the
// GPU to itself) measured the kernel at its target. docs/instructors.md explains the scheme.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/grade/results.h"
#include "checker/harness/registry.h"

namespace lab::cli::grade {

struct WeightRule {
  std::string checker;  // "1.6-vector-add"
  std::string test;     // the test case's exact name
  double weight;
};

struct FastExercise {
  std::string checker;    // "1.11-cublas-gemm"
  std::string kernel;     // the kernel name the checker's timings carry
  std::string tests;      // the Catch2 test spec the benchmark pass runs
  double target;          // the ratio it must reach: its rate / the same-run ceiling's
  std::string target_id;  // its text's message id (bench::Target)
  double points;
};

// The weights and fast exercises of the registry's chapters, and of the fixture checker.
class Scores {
 public:
  Scores() = default;  // none: every test weighs 1 ("(optional)" 0), no fast exercise
  explicit Scores(const std::vector<Chapter>& registry);

  const std::vector<FastExercise>& fast_exercises() const { return fast_; }
  double test_weight(const std::string& checker, const std::string& test) const;
  const FastExercise* fast_exercise(const std::string& checker) const;

 private:
  std::vector<WeightRule> weights_;
  std::vector<FastExercise> fast_;
};

struct ChapterScore {
  double score = 0, max = 0;      // the required tests
  double fast = 0, fast_max = 0;  // the optional fast exercise's points (a bonus)
  bool counted = false;           // false: no score (not graded: no GPU, grader error)
};

// `max_of`: the chapter's maximum when the result has no test list (not submitted, a compile
// error): the max that graded results of the same checker had, else 0.
ChapterScore chapter_score(const Scores& scores, const ChapterResult& result, double max_of);

// The benchmark pass's verdict from the timings of its run (the last timing of `kernel`).
BenchResult bench_verdict(const FastExercise& exercise, const std::vector<TestResult>& tests,
                          const std::vector<TestResult>& reference_tests);

}  // namespace lab::cli::grade

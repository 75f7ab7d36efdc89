// The outputs in DIR, written from the journal(s) alone, so that `lab grade` and
// `lab grade-merge` write the same files from the same records:
//   grades.csv     one row per student: per chapter score and max (and fast points), total
//   grades.json    the same, with per test case the status, weight, diagnosis, kernel times
//   junit.xml      one <testsuite> per student and chapter, one <testcase> per test case
//   gradescope/<student>/results.json   Gradescope's autograder results format
//   report.html    pass rates and score distributions, common failures, builds that failed,
//                  fast kernels and their speed distributions, similar files
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "checker/cli/grade/journal.h"
#include "checker/cli/grade/scores.h"
#include "checker/cli/lab_paths.h"
#include "checker/harness/seed.h"

namespace lab::cli::grade {

struct RunInfo {
  std::string sandbox;  // "bubblewrap" or "none (--no-sandbox)"
  std::string limits;   // the cgroup's description, or why there is none
  std::string hook;     // "" or the test hook in use
  Seed class_seed;
  size_t graded_now = 0;
  double wall_s = 0;
  int jobs = 1;
};

// The whole class as the outputs see it.
struct ClassView {
  std::vector<const Chapter*> chapters;  // those with results, in course order
  std::vector<std::string> students;
  ClassRecords records;
  std::map<std::string, double> max_of;                   // chapter id -> its maximum
  std::map<std::string, std::vector<std::string>> tests;  // chapter id -> its test names
  std::map<std::string, fs::path> files;                  // "student/chapter" -> kept file
  std::map<std::string, std::string> chapter_checker;     // chapter id -> checker name
  Scores scores;                                          // the registry's weights
};

ClassView class_view(const std::vector<Chapter>& registry, const std::vector<fs::path>& dirs);

// The score of a (student, chapter) in the view (a result it lacks: not submitted).
ChapterScore score_of(const ClassView& view, const std::string& student,
                      const std::string& chapter);

std::string grades_csv(const ClassView& view);
std::string grades_json(const ClassView& view, Seed class_seed);
std::string junit_file(const ClassView& view);
std::string gradescope_results(const ClassView& view, const std::string& student);
std::string report_html(const LabPaths& paths, const ClassView& view, const RunInfo& run);

// Writes every output into `out` from the journals of `dirs` (one for `grade`, the shards'
// for `grade-merge`).
void write_outputs(const LabPaths& paths, const std::vector<Chapter>& registry,
                   const std::vector<fs::path>& dirs, const fs::path& out, const RunInfo& run);

std::string html_escape(const std::string& text);

// The line of a diagnosis that explains it: its first line that is not a case label (a line
// ending in ':', such as "n = 1:" or "n = 1000, chunk = 256 (n = 1 passed):"); the first line
// when every line is one.
std::string diagnosis_sentence(const std::string& diagnosis);

}  // namespace lab::cli::grade

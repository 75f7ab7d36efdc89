// What grading one (student, chapter) found, as the journal records it and the outputs read
// it. Scores are not stored: they are computed from the test statuses and the weights table
// (scores.h) whenever the outputs are written, so a change of weights needs no re-grading.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "checker/harness/outcome.h"
#include "checker/harness/report.h"
#include "checker/harness/seed.h"

namespace lab::cli::grade {

// How a (student, chapter) ended (outcome.h spells it).
using report::SubmissionOutcome;

struct TestResult {
  std::string name;
  report::Outcome outcome = report::Outcome::not_run;
  std::string diagnosis;
  std::vector<std::string> ids;  // diagnosis ids
  std::vector<report::KernelTiming> timings;
};

// The optional fast exercise's benchmark pass (the GPU to itself).
struct BenchResult {
  std::string kernel, size, ceiling;
  double ms = 0, ratio = 0;  // the kernel's median time; the same-run ceiling's time / it
  double reference_ms = 0;   // the reference solution's median time, same size, same pass
  double target = 0;         // the ratio it must reach
  bool met = false;
  std::string note;  // why it was not measured, when it was not
};

struct ChapterResult {
  std::string student, chapter;  // "alice", "1.6"
  std::string checker;  // the chapter the checker's report names ("1.6-vector-add", "fixture")
  std::string hash;     // of the submitted file; "" when none
  Seed seed;            // the checker's (derived from the class seed)
  SubmissionOutcome outcome = SubmissionOutcome::not_submitted;
  std::string reason;  // a sentence, for every outcome but a clean graded one
  std::vector<std::string> compile_messages;
  std::vector<TestResult> tests;
  std::vector<std::string> printed;  // the first lines the code under test printed
  int exit_code = -1;
  std::optional<BenchResult> bench;
  std::string gpu;
  std::string sandbox;  // "bubblewrap" or "none (--no-sandbox)"
  double seconds = 0;   // build and check
};

// One per student: how the submission was read.
struct SubmissionRecord {
  std::string student, form, rejected, hash;
  std::vector<std::string> notes, ignored, unused;
  std::vector<std::string> chapters;  // ids of the chapter files found
};

nlohmann::json to_json(const ChapterResult& result);
nlohmann::json to_json(const SubmissionRecord& record);
ChapterResult chapter_result_from(const nlohmann::json& json);
SubmissionRecord submission_record_from(const nlohmann::json& json);

// 16 hex digits of a 64-bit FNV-1a hash: the content hash that decides re-grading.
std::string content_hash(const std::string& text);

}  // namespace lab::cli::grade

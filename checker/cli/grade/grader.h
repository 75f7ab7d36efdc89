// `lab grade`: a class's submissions graded in the sandbox, N jobs at a time, resumably
// (journal.h), then the outputs written (outputs.h). verb_grade.cpp reads the command line.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "checker/cli/grade/file_tree.h"
#include "checker/cli/lab_paths.h"
#include "checker/harness/seed.h"

namespace lab::cli::grade {

struct GradeOptions {
  fs::path submissions, out;
  std::vector<const Chapter*> chapters;
  int jobs = 1;
  std::vector<std::string> gpus;  // CUDA_VISIBLE_DEVICES of job k: gpus[k % size]; empty: unset
  int shard = 1, shards = 1;      // grade the students whose index i has i % shards == shard - 1
  double timeout_s = 60;          // per test case (the checker enforces it)
  std::optional<Seed> seed;       // the class seed
  std::string ref = "HEAD";       // of git submissions
  bool sandbox = true;
  bool bench = true;  // the fast exercises' benchmark pass
  uint64_t memory_bytes = 8ull << 30;
  long max_processes = 512;
  TreeLimits limits;
  bool require_gpu = false;     // LAB_REQUIRE_GPU=1: no usable GPU is a failure
  std::string fixture_checker;  // the test hook LAB_GRADE_FIXTURE (recipe.h); "" when unset
};

// Returns the exit code: 0 graded, 1 something could not be graded (the grader's problem),
// 77 no usable GPU, 130 interrupted.
int run_grade(const LabPaths& paths, const std::vector<Chapter>& registry,
              const GradeOptions& options, const std::atomic<bool>& stop);

}  // namespace lab::cli::grade

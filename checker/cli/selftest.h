// `lab selftest`: do the checkers still judge right, also beside another GPU load? Per
// chapter, every run below must end with exit code 0:
//   the reference solution, over several seeds            (passes)
//   the pristine skeleton, with --expect-diagnosis         (rejected with its diagnosis)
//   each known-wrong variant, with --expect-diagnosis      (rejected with its diagnosis)
//   each correct but unusual variant                       (passes)
// The verb is in verb_selftest.cpp; the parts below are exposed for the tests.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "checker/cli/lab_paths.h"
#include "checker/cli/process.h"
#include "checker/harness/seed.h"

namespace lab::cli {

// Seconds from `start` until now.
double since(std::chrono::steady_clock::time_point start);

enum class Role { solution, skeleton, mistake, correct };

struct SelftestRun {
  const Chapter* chapter = nullptr;
  Role role = Role::solution;
  std::string variant;      // for checker_target(): "solution", "student", "mistake.<name>", ...
  std::string expect = {};  // --expect-diagnosis TEXT; "" for a run that must pass
  Seed seed = {};
  ProcessResult result = {};
  double started_s = 0;  // since the self-test began
  bool done = false;     // false: not run (interrupted)
};

// The chapter's known-wrong variants (checker/<dir>/mistakes/<name>.cu, each with the text of
// its expect-diagnosis line) and correct ones (checker/<dir>/correct/<name>.cu): the ones its
// manifest lists, which Meson builds and tests, read from the registry (chapters.json).
std::vector<SelftestRun> chapter_variants(const Chapter& chapter);

// The checker's documented command line: --seed N --timeout S [--expect-diagnosis TEXT].
std::vector<std::string> checker_arguments(const SelftestRun& run, double timeout_s);

bool as_expected(const SelftestRun& run);

// What went wrong with a run, in a few words: "failed (exit 1)", "killed by SIGSEGV", ...
std::string outcome_text(const SelftestRun& run);

// "'build/check-1.6-vector-add-mistake.aborts' --seed 12 --timeout 120 --expect-diagnosis 'SIGABRT'"
std::string replay_command(const std::string& checker, const SelftestRun& run, double timeout_s);

struct ChapterRow {
  std::string chapter;  // "1.6 vector-add"
  int solution_passed = 0, solution_runs = 0;
  std::string skeleton;  // "yes", "no", "skipped", or "-" when not run
  int mistakes_rejected = 0, mistakes = 0;
  int correct_passed = 0, correct = 0;
  double wall_s = 0, slowest_s = 0;
};

ChapterRow tally(const Chapter& chapter, const std::vector<SelftestRun>& runs,
                 bool skeleton_skipped);
std::string selftest_table(const std::vector<ChapterRow>& rows);

// The rest of the first line of `output` that starts with `prefix`.
std::optional<std::string> line_after(const std::string& output, const std::string& prefix);

// The GPU load of --contended (checker/tools/gpu_load.h), beside the checkers until
// stopped (run_process waits for its child, so it cannot run this one). Its output goes
// to `log`. It has its own process group, so that Ctrl-C reaches the lab, which stops it;
// and it gets SIGKILL if the lab dies first.
class GpuLoad {
 public:
  GpuLoad(const fs::path& program, fs::path log);
  ~GpuLoad() { stop(); }
  GpuLoad(const GpuLoad&) = delete;
  GpuLoad& operator=(const GpuLoad&) = delete;

  // Waits for its start line and returns what follows gpu_load::kStarted; nullopt when it
  // ended or printed nothing of the kind within `limit_s`.
  std::optional<std::string> wait_started(double limit_s);
  bool ended();                      // by itself, or stopped
  void stop();                       // SIGTERM, and SIGKILL when that does not end it soon
  int exit_code() const;             // -1 unless it exited
  std::string how_it_ended() const;  // "exit code 1", "killed by SIGSEGV", ...
  std::string output() const;

 private:
  fs::path log_;
  pid_t pid_ = -1;
  int status_ = 0;
  bool reaped_ = false;
};

}  // namespace lab::cli

// The student's state, in a project-local, git-ignored folder (.lab/ at the repository
// root): the last check of each chapter and its test counts (for `lab list`), how many
// hints were revealed, personal bests and targets met (from `lab bench` and the speed note
// of `lab check`), the pristine skeletons and backups (for `lab reset`), the last
// checker reports, the pictures of speed, and the default host of --on. Plain tab-separated files, so they can be read or deleted by hand.
#pragma once

#include <ctime>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "checker/harness/bench_results.h"
#include "checker/harness/outcome.h"

namespace lab::cli {

namespace fs = std::filesystem;

struct Progress {
  report::Verdict verdict = report::Verdict::fail;  // pass, fail or no_gpu
  std::time_t when = 0;
  std::string note;  // e.g. "2 of 4 tests failed", "does not compile"
  // Tests passed and run in that check, as its report gave them; -1: no tests ran (the file
  // did not compile, no GPU, the checker was killed).
  int tests_passed = -1, tests_total = -1;
  std::string host;  // where it ran, as --on named it ("gpu-box"); "" for this machine
};

// One line of progress.tsv as a lab writes it, here or on another machine (--on brings back
// the other one's): the Progress of `chapter_dir`, nullopt when the line is not one of it.
std::optional<Progress> progress_line(const std::string& line, const std::string& chapter_dir);

// A personal best: the chapter's headline measurement (one kernel at one size), from
// `lab bench` or the speed note after a passing check.
struct Best {
  std::string kernel;      // the headline row's name, "vector_add"
  std::string size;        // "2^26"; "" in a best an older lab stored ("vector_add at 2^26")
  std::string ceiling_id;  // "bench.ceiling.copy" (an older lab's: "copy bandwidth"); "": none
  double percent = 0;      // of that ceiling
  double ms = 0;           // the median time
  std::time_t when = 0;

  // A higher % of the ceiling, or without a ceiling a shorter time.
  bool better_than(const Best& other) const;
};

class StateStore {
 public:
  explicit StateStore(fs::path dir) : dir_(std::move(dir)) {}

  std::optional<Progress> progress(const std::string& chapter_dir) const;
  void record_progress(const std::string& chapter_dir, const Progress& progress);
  void forget_progress(const std::string& chapter_dir);

  std::optional<Best> best(const std::string& chapter_dir) const;
  // Keeps `candidate` when there is no best yet, it is better, or it measures something
  // else than the stored one (the chapter's headline changed). True when it was kept.
  bool offer_best(const std::string& chapter_dir, const Best& candidate);

  // The chapter's targets (docs/<chapter>.md), each met if it was met once.
  std::vector<bench::Target> targets(const std::string& chapter_dir) const;
  void record_targets(const std::string& chapter_dir, const std::vector<bench::Target>& latest);

  // The host of --on where a verb names none (`lab on HOST`); "" when none is set.
  std::string default_host() const;
  void set_default_host(const std::string& host);  // "" forgets it

  int hints_revealed(const std::string& chapter_dir) const;
  void set_hints_revealed(const std::string& chapter_dir, int count);

  const fs::path& dir() const { return dir_; }
  fs::path pristine_dir(const std::string& chapter_dir) const {
    return dir_ / "pristine" / chapter_dir;
  }
  fs::path backups_dir(const std::string& chapter_dir) const {
    return dir_ / "backups" / chapter_dir;
  }
  fs::path runs_dir() const { return dir_ / "runs"; }  // checker reports and logs, overwritten
  // A chapter's picture, overwritten by the verb that draws it: pictures/<chapter>-<what>.svg
  // ("bench", "roofline").
  fs::path picture_file(const std::string& chapter_dir, const std::string& what) const {
    return dir_ / "pictures" / (chapter_dir + "-" + what + ".svg");
  }
  // A chapter's last Nsight Compute report (`lab profile`), without ncu's .ncu-rep extension:
  // profiles/<chapter>-<variant> ("student", "solution").
  fs::path profile_report(const std::string& chapter_dir, const std::string& variant) const {
    return dir_ / "profiles" / (chapter_dir + "-" + variant);
  }
  // The last report of a chapter's checker: runs/<chapter>-<variant>.jsonl.
  fs::path report_file(const std::string& chapter_dir, const std::string& variant) const {
    return runs_dir() / (chapter_dir + "-" + variant + ".jsonl");
  }

 private:
  using Table = std::map<std::string, std::vector<std::string>>;
  Table read(const std::string& file) const;
  void write(const std::string& file, const Table& table) const;

  fs::path dir_;
};

// "2025-11-30 14:03" in local time, "" for 0.
std::string format_time(std::time_t when);

}  // namespace lab::cli

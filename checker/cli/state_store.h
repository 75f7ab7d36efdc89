// The student's state, in a project-local, git-ignored folder (.lab/ at the repository
// root): the last check of each chapter (for `lab list`), how many hints were revealed,
// the pristine skeletons and backups (for `lab reset`), and the last checker reports.
// Plain tab-separated files, so they can be read or deleted by hand.
#pragma once

#include <ctime>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lab::cli {

namespace fs = std::filesystem;

struct Progress {
  std::string status;  // "passed", "failing" or "no-gpu"
  std::time_t when = 0;
  std::string note;  // e.g. "2 of 4 tests failed", "does not compile"
};

class StateStore {
 public:
  explicit StateStore(fs::path dir) : dir_(std::move(dir)) {}

  std::optional<Progress> progress(const std::string& chapter_dir) const;
  void record_progress(const std::string& chapter_dir, const Progress& progress);
  void forget_progress(const std::string& chapter_dir);

  int hints_revealed(const std::string& chapter_dir) const;
  void set_hints_revealed(const std::string& chapter_dir, int count);

  const fs::path& dir() const { return dir_; }
  fs::path pristine_dir(const std::string& chapter_dir) const { return dir_ / "pristine" / chapter_dir; }
  fs::path backups_dir(const std::string& chapter_dir) const { return dir_ / "backups" / chapter_dir; }
  fs::path runs_dir() const { return dir_ / "runs"; }  // checker reports and logs, overwritten

 private:
  using Table = std::map<std::string, std::vector<std::string>>;
  Table read(const std::string& file) const;
  void write(const std::string& file, const Table& table) const;

  fs::path dir_;
};

// "2025-11-30 14:03" in local time, "" for 0.
std::string format_time(std::time_t when);

}  // namespace lab::cli

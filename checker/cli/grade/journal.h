// DIR/journal.jsonl: the append-only record of every finished (student, chapter), one JSON
// object per line, written with one write() and fsync'd. A grader killed at any moment
// leaves at worst a cut last line, which readers skip; the next run starts on a fresh line,
// re-grades only what has no record or whose file's hash changed, and the outputs take the
// last record of each (student, chapter), so nothing is lost or counted twice.
//
//   Journal journal(dir / "journal.jsonl");   // locked: one grader per DIR
//   journal.append(to_json(result));
//   ClassRecords records = latest(read_journal(dir / "journal.jsonl"));
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "checker/cli/grade/results.h"
#include "checker/harness/seed.h"

namespace lab::cli::grade {

namespace fs = std::filesystem;

class Journal {
 public:
  explicit Journal(const fs::path& file);  // throws std::runtime_error (locked, unwritable)
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;
  void append(const nlohmann::json& record);  // thread-safe

 private:
  int fd_ = -1;
  std::mutex mutex_;
};

std::vector<nlohmann::json> read_journal(const fs::path& file);  // skips cut or broken lines

struct ClassRecords {
  std::map<std::pair<std::string, std::string>, ChapterResult> results;  // (student, chapter)
  std::map<std::string, SubmissionRecord> submissions;
};

// The last record of each (student, chapter) and of each student's submission.
ClassRecords latest(const std::vector<nlohmann::json>& records);
void merge_into(ClassRecords& into, const ClassRecords& from);

// DIR/class.json: what every shard and every resumed run must share.
struct ClassInfo {
  Seed seed;
  std::vector<std::string> chapters;  // ids, in course order
};
// Reads it, or creates it from `seed` (nullopt: a fresh one). Throws when DIR was graded with
// another seed than the one given.
ClassInfo class_info(const fs::path& dir, const std::optional<Seed>& seed,
                     const std::vector<std::string>& chapters);
// nullopt when DIR has no class.json; throws when its seed is not a seed.
std::optional<ClassInfo> read_class_info(const fs::path& dir);

// The checker's seed for one (student, chapter), derived from the class seed.
Seed derived_seed(Seed class_seed, const std::string& student, const std::string& chapter);

}  // namespace lab::cli::grade

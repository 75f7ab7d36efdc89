#include "checker/cli/grade/journal.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <random>
#include <stdexcept>

#include "checker/cli/pristine.h"

namespace lab::cli::grade {

using nlohmann::json;

Journal::Journal(const fs::path& file) {
  fd_ = open(file.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0)
    throw std::runtime_error("cannot write " + file.string() + ": " + std::strerror(errno));
  if (flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    close(fd_);
    throw std::runtime_error("another grader is writing " + file.string() +
                             " (one grader per output folder)");
  }
  // A line cut by a killed grader stays as it is (readers skip it); the next starts afresh.
  const off_t size = lseek(fd_, 0, SEEK_END);
  char last = '\n';
  if (size > 0 && pread(fd_, &last, 1, size - 1) == 1 && last != '\n') (void)!write(fd_, "\n", 1);
}

Journal::~Journal() {
  if (fd_ >= 0) close(fd_);
}

void Journal::append(const json& record) {
  const std::string line = record.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
  std::lock_guard<std::mutex> lock(mutex_);
  size_t written = 0;
  while (written < line.size()) {
    const ssize_t n = write(fd_, line.data() + written, line.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0)
      throw std::runtime_error(std::string("cannot append to the journal: ") +
                               std::strerror(errno));
    written += static_cast<size_t>(n);
  }
  fsync(fd_);
}

std::vector<json> read_journal(const fs::path& file) {
  std::vector<json> records;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    json record = json::parse(line, nullptr, false);
    if (record.is_object() && record.contains("record")) records.push_back(std::move(record));
  }
  return records;
}

ClassRecords latest(const std::vector<json>& records) {
  ClassRecords out;
  for (const json& record : records) {
    const std::string kind = record.value("record", "");
    if (kind == "chapter") {
      ChapterResult r = chapter_result_from(record);
      out.results[{r.student, r.chapter}] = std::move(r);
    } else if (kind == "submission") {
      SubmissionRecord r = submission_record_from(record);
      out.submissions[r.student] = std::move(r);
    }
  }
  return out;
}

void merge_into(ClassRecords& into, const ClassRecords& from) {
  for (const auto& [key, result] : from.results) into.results[key] = result;
  for (const auto& [student, record] : from.submissions) into.submissions[student] = record;
}

std::optional<ClassInfo> read_class_info(const fs::path& dir) {
  const json j = json::parse(read_text(dir / "class.json"), nullptr, false);
  if (!j.is_object() || !j.contains("seed")) return std::nullopt;
  ClassInfo info;
  try {
    info.seed = Seed::parse(j.value("seed", ""));
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error((dir / "class.json").string() + ": " + e.what());
  }
  if (j.contains("chapters")) info.chapters = j["chapters"].get<std::vector<std::string>>();
  return info;
}

ClassInfo class_info(const fs::path& dir, const std::optional<Seed>& seed,
                     const std::vector<std::string>& chapters) {
  if (const auto existing = read_class_info(dir)) {
    if (seed && *seed != existing->seed)
      throw std::runtime_error(dir.string() + " was graded with the class seed " +
                               existing->seed.text() + ", not " + seed->text() +
                               ": use another --out folder, or that seed");
    return *existing;
  }
  ClassInfo info;
  info.seed =
      seed ? *seed
           : Seed{(static_cast<uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}()};
  info.chapters = chapters;
  const json j = {{"format", 1}, {"seed", info.seed.text()}, {"chapters", chapters}};
  write_text(dir / "class.json", j.dump(2) + "\n");
  return info;
}

Seed derived_seed(Seed class_seed, const std::string& student, const std::string& chapter) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (const char c : student + "/" + chapter)
    h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  uint64_t z = class_seed.value ^ h;  // splitmix64's finaliser: nearby names give unrelated seeds
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return Seed{z ^ (z >> 31)};
}

}  // namespace lab::cli::grade

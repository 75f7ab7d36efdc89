#include "checker/cli/state_store.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

constexpr const char* kProgressFile = "progress.tsv";
constexpr const char* kHintsFile = "hints.tsv";
constexpr const char* kBestsFile = "bests.tsv";
constexpr const char* kTargetsFile = "targets.tsv";
constexpr const char* kOnFile = "on.tsv";
constexpr const char* kDefaultHost = "default-host";
constexpr const char *kMet = "met", *kNotMet = "not met";

std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return text;
}

int number_or(const std::vector<std::string>& fields, size_t at, int otherwise) {
  return fields.size() > at && !fields[at].empty() ? std::atoi(fields[at].c_str()) : otherwise;
}

std::vector<std::string> tab_fields(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream row(line);
  for (std::string field; std::getline(row, field, '\t');) fields.push_back(field);
  return fields;
}

// A progress row's fields after the chapter's name.
std::optional<Progress> progress_of(const std::vector<std::string>& fields) {
  if (fields.size() < 2) return std::nullopt;
  const std::optional<report::Verdict> verdict = report::parse_verdict(fields[0]);
  if (!verdict) return std::nullopt;  // a line edited by hand: as if never checked
  Progress p;
  p.verdict = *verdict;
  p.when = static_cast<std::time_t>(std::atoll(fields[1].c_str()));
  if (fields.size() > 2) p.note = fields[2];
  p.tests_passed = number_or(fields, 3, -1);
  p.tests_total = number_or(fields, 4, -1);
  if (fields.size() > 5) p.host = fields[5];
  return p;
}

}  // namespace

bool Best::better_than(const Best& other) const {
  return ceiling_id.empty() ? ms < other.ms : percent > other.percent;
}

StateStore::Table StateStore::read(const std::string& file) const {
  Table table;
  std::ifstream in(dir_ / file);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> fields = tab_fields(line);
    if (!fields.empty())
      table[fields[0]] = std::vector<std::string>(fields.begin() + 1, fields.end());
  }
  return table;
}

void StateStore::write(const std::string& file, const Table& table) const {
  fs::create_directories(dir_);
  const fs::path path = dir_ / file, temporary = dir_ / (file + ".new");
  {
    std::ofstream out(temporary);
    out << "# written by ./lab; safe to delete (the lab then forgets this)\n";
    for (const auto& [key, fields] : table) {
      out << key;
      for (const std::string& field : fields) out << '\t' << one_line(field);
      out << '\n';
    }
    if (!out) throw std::runtime_error(say("cli.cannot-write", {{"file", temporary.string()}}));
  }
  fs::rename(temporary, path);  // atomic: a crash never leaves half a file
}

std::optional<Progress> StateStore::progress(const std::string& chapter_dir) const {
  const Table table = read(kProgressFile);
  const auto it = table.find(chapter_dir);
  if (it == table.end()) return std::nullopt;
  return progress_of(it->second);
}

std::optional<Progress> progress_line(const std::string& line, const std::string& chapter_dir) {
  const std::vector<std::string> fields = tab_fields(line);
  if (fields.empty() || fields[0] != chapter_dir) return std::nullopt;
  return progress_of({fields.begin() + 1, fields.end()});
}

void StateStore::record_progress(const std::string& chapter_dir, const Progress& progress) {
  Table table = read(kProgressFile);
  table[chapter_dir] = {
      report::to_string(progress.verdict), std::to_string(static_cast<long long>(progress.when)),
      progress.note, std::to_string(progress.tests_passed), std::to_string(progress.tests_total)};
  if (!progress.host.empty()) table[chapter_dir].push_back(progress.host);
  write(kProgressFile, table);
}

void StateStore::forget_progress(const std::string& chapter_dir) {
  Table table = read(kProgressFile);
  if (table.erase(chapter_dir)) write(kProgressFile, table);
}

std::string StateStore::default_host() const {
  const Table table = read(kOnFile);
  const auto it = table.find(kDefaultHost);
  return it == table.end() || it->second.empty() ? "" : it->second[0];
}

void StateStore::set_default_host(const std::string& host) {
  Table table = read(kOnFile);
  if (host.empty())
    table.erase(kDefaultHost);
  else
    table[kDefaultHost] = {host};
  write(kOnFile, table);
}

int StateStore::hints_revealed(const std::string& chapter_dir) const {
  const Table table = read(kHintsFile);
  const auto it = table.find(chapter_dir);
  return it == table.end() || it->second.empty() ? 0 : std::atoi(it->second[0].c_str());
}

void StateStore::set_hints_revealed(const std::string& chapter_dir, int count) {
  Table table = read(kHintsFile);
  table[chapter_dir] = {std::to_string(count)};
  write(kHintsFile, table);
}

std::optional<Best> StateStore::best(const std::string& chapter_dir) const {
  const Table table = read(kBestsFile);
  const auto it = table.find(chapter_dir);
  if (it == table.end() || it->second.size() < 5) return std::nullopt;
  std::vector<std::string> f = it->second;
  if (f.size() == 5) f.insert(f.begin() + 1, "");  // an older lab's: the kernel and size in one
  return Best{f[0],
              f[1],
              f[2],
              std::atof(f[3].c_str()),
              std::atof(f[4].c_str()),
              static_cast<std::time_t>(std::atoll(f[5].c_str()))};
}

bool StateStore::offer_best(const std::string& chapter_dir, const Best& candidate) {
  const std::optional<Best> stored = best(chapter_dir);
  if (stored && stored->kernel == candidate.kernel && stored->size == candidate.size &&
      stored->ceiling_id == candidate.ceiling_id && !candidate.better_than(*stored))
    return false;
  Table table = read(kBestsFile);
  table[chapter_dir] = {candidate.kernel,
                        candidate.size,
                        candidate.ceiling_id,
                        std::to_string(candidate.percent),
                        std::to_string(candidate.ms),
                        std::to_string(static_cast<long long>(candidate.when))};
  write(kBestsFile, table);
  return true;
}

std::vector<bench::Target> StateStore::targets(const std::string& chapter_dir) const {
  const Table table = read(kTargetsFile);
  const auto it = table.find(chapter_dir);
  std::vector<bench::Target> targets;
  if (it == table.end()) return targets;
  for (size_t i = 0; i + 1 < it->second.size(); i += 2)
    targets.push_back({it->second[i], it->second[i + 1] == kMet});
  return targets;
}

void StateStore::record_targets(const std::string& chapter_dir,
                                const std::vector<bench::Target>& latest) {
  if (latest.empty()) return;
  std::vector<bench::Target> merged = targets(chapter_dir);
  for (const bench::Target& t : latest) {
    auto same = std::find_if(merged.begin(), merged.end(),
                             [&](const bench::Target& m) { return m.id == t.id; });
    if (same == merged.end())
      merged.push_back(t);
    else
      same->met = same->met || t.met;
  }
  Table table = read(kTargetsFile);
  std::vector<std::string>& fields = table[chapter_dir];
  fields.clear();
  for (const bench::Target& t : merged) fields.insert(fields.end(), {t.id, t.met ? kMet : kNotMet});
  write(kTargetsFile, table);
}

std::string format_time(std::time_t when) {
  if (when == 0) return "";
  char text[32];
  std::tm local{};
  localtime_r(&when, &local);
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

}  // namespace lab::cli

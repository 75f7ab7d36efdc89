#include "checker/cli/state_store.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace lab::cli {

namespace {

constexpr const char* kProgressFile = "progress.tsv";
constexpr const char* kHintsFile = "hints.tsv";

std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return text;
}

}  // namespace

StateStore::Table StateStore::read(const std::string& file) const {
  Table table;
  std::ifstream in(dir_ / file);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream row(line);
    for (std::string field; std::getline(row, field, '\t');) fields.push_back(field);
    if (!fields.empty()) table[fields[0]] = std::vector<std::string>(fields.begin() + 1, fields.end());
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
    if (!out) throw std::runtime_error("cannot write " + temporary.string());
  }
  fs::rename(temporary, path);  // atomic: a crash never leaves half a file
}

std::optional<Progress> StateStore::progress(const std::string& chapter_dir) const {
  const Table table = read(kProgressFile);
  const auto it = table.find(chapter_dir);
  if (it == table.end() || it->second.size() < 2) return std::nullopt;
  Progress p;
  p.status = it->second[0];
  p.when = static_cast<std::time_t>(std::atoll(it->second[1].c_str()));
  if (it->second.size() > 2) p.note = it->second[2];
  return p;
}

void StateStore::record_progress(const std::string& chapter_dir, const Progress& progress) {
  Table table = read(kProgressFile);
  table[chapter_dir] = {progress.status, std::to_string(static_cast<long long>(progress.when)), progress.note};
  write(kProgressFile, table);
}

void StateStore::forget_progress(const std::string& chapter_dir) {
  Table table = read(kProgressFile);
  if (table.erase(chapter_dir)) write(kProgressFile, table);
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

std::string format_time(std::time_t when) {
  if (when == 0) return "";
  char text[32];
  std::tm local{};
  localtime_r(&when, &local);
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

}  // namespace lab::cli

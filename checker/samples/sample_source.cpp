#include "checker/samples/sample_source.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "checker/harness/text_file.h"

namespace lab::samples {

namespace {

// The second line of a run's `ending` file when the lab asked the program to stop (SIGTERM).
constexpr char kAskedToStop[] = "asked to stop";

std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t"), last = text.find_last_not_of(" \t\r");
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

// "key rest of the line" -> {key, rest}.
std::pair<std::string, std::string> key_and_value(const std::string& line) {
  const size_t space = line.find(' ');
  if (space == std::string::npos) return {line, ""};
  return {line.substr(0, space), trimmed(line.substr(space + 1))};
}

// The runs/ folders, in their order.
std::vector<fs::path> runs_in(const fs::path& runs) {
  std::vector<fs::path> found;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(runs, error))
    if (entry.is_directory() && entry.path().filename().string()[0] != '.')
      found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

std::string key_of_run(const fs::path& run) {
  const std::string name = run.filename().string();
  const size_t dash = name.find('-');
  return dash == std::string::npos ? "" : name.substr(dash + 1);
}

}  // namespace

std::vector<std::string> Recipe::arguments_of(const std::string& command) {
  std::istringstream words(command);
  std::vector<std::string> args;
  for (std::string word; words >> word;) args.push_back(word);
  if (!args.empty() && args.front() == "./lab") args.erase(args.begin());
  return args;
}

Recipe read_recipe(const fs::path& folder) {
  Recipe recipe;
  recipe.name = folder.filename().string();
  const fs::path file = folder / "recipe";
  if (!fs::is_regular_file(file)) throw std::runtime_error(file.string() + " does not exist");
  int number = 0;
  for (const std::string& raw : read_lines(file)) {
    ++number;
    const std::string line = trimmed(raw);
    if (line.empty() || line[0] == '#') continue;
    const auto [key, value] = key_and_value(line);
    const std::string where = file.string() + ":" + std::to_string(number) + ": ";
    if (value.empty()) throw std::runtime_error(where + "\"" + key + "\" without a value");
    if (key == "command") {
      if (value.rfind("./lab ", 0) != 0)
        throw std::runtime_error(where + "a command starts with ./lab");
      recipe.command = value;
    } else if (key == "before") {
      if (value.rfind("./lab ", 0) != 0)
        throw std::runtime_error(where + "a command starts with ./lab");
      recipe.before.push_back(value);
    } else if (key == "file") {
      recipe.file = value;
    } else if (key == "from") {
      recipe.from = value;
    } else if (key == "replace") {
      const size_t arrow = value.find(" => ");
      if (arrow == std::string::npos)
        throw std::runtime_error(where + "replace OLD => NEW: no \" => \"");
      recipe.replacements.emplace_back(value.substr(0, arrow), value.substr(arrow + 4));
    } else {
      throw std::runtime_error(where + "unknown key \"" + key +
                               "\" (command, before, file, from, replace)");
    }
  }
  if (recipe.command.empty()) throw std::runtime_error(file.string() + ": no command line");
  if (recipe.file.empty() && (!recipe.from.empty() || !recipe.replacements.empty()))
    throw std::runtime_error(file.string() + ": \"from\" and \"replace\" need a \"file\"");
  return recipe;
}

std::string student_text(const Recipe& recipe, const fs::path& root) {
  const std::string name = recipe.from.empty() ? recipe.file : recipe.from;
  const fs::path from = root / name;
  if (!fs::is_regular_file(from)) throw std::runtime_error(name + " does not exist");
  std::string text = read_text(from);
  for (const auto& [old, now] : recipe.replacements) {
    const size_t at = text.find(old);
    if (at == std::string::npos || text.find(old, at + 1) != std::string::npos)
      throw std::runtime_error("\"" + old + "\" is not in " + name + " exactly once");
    text.replace(at, old.size(), now);
  }
  return text;
}

std::vector<fs::path> sample_folders(const fs::path& root) {
  std::vector<fs::path> folders;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(root / kSamplesFolder, error))
    if (fs::is_regular_file(entry.path() / "recipe")) folders.push_back(entry.path());
  std::sort(folders.begin(), folders.end());
  return folders;
}

std::optional<Recorded> read_recorded(const fs::path& folder) {
  const fs::path file = folder / "recorded";
  if (!fs::is_regular_file(file)) return std::nullopt;
  Recorded r;
  for (const std::string& line : read_lines(file)) {
    const auto [key, value] = key_and_value(line);
    for (auto [name, field] : {std::pair{"command", &r.command},
                               {"gpu", &r.gpu},
                               {"ncu", &r.ncu},
                               {"by", &r.by},
                               {"commit", &r.commit},
                               {"date", &r.date}})
      if (key == name) *field = value;
  }
  return r;
}

void write_recorded(const fs::path& folder, const Recorded& r) {
  write_file(folder / "recorded", "command " + r.command + "\nby " + r.by + "\ngpu " + r.gpu +
                                      "\nncu " + r.ncu + "\ncommit " + r.commit + "\ndate " +
                                      r.date + "\n");
}

std::string run_key(const std::string& program) {
  std::string key = program;
  std::replace(key.begin(), key.end(), '/', '+');
  return key;
}

std::vector<std::string> normalized(const std::vector<std::string>& args) {
  std::vector<std::string> out = args;
  for (size_t i = 0; i + 1 < out.size(); ++i)
    if (out[i] == "--report" || out[i] == "--results" || out[i] == "--export" ||
        out[i] == "--import")
      out[i + 1] = fs::path(out[i + 1]).filename().string();
  return out;
}

std::optional<std::string> option_value(const std::vector<std::string>& args,
                                        const std::string& option) {
  for (size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == option) return args[i + 1];
  return std::nullopt;
}

void write_ending(const fs::path& run, const Ending& ending) {
  write_file(
      run / RunFiles::ending,
      (ending.signal ? "signal " + std::to_string(ending.signal) : std::to_string(ending.code)) +
          (ending.stopped ? std::string("\n") + kAskedToStop + "\n" : "\n"));
}

Ending read_ending(const fs::path& run) {
  Ending ending;
  const std::vector<std::string> lines = read_lines(run / RunFiles::ending);
  if (lines.empty()) return ending;
  if (lines[0].rfind("signal ", 0) == 0)
    ending.signal = std::stoi(lines[0].substr(7));
  else
    ending.code = std::stoi(lines[0]);
  ending.stopped = lines.size() > 1 && lines[1] == kAskedToStop;
  return ending;
}

fs::path new_run(const fs::path& runs, const std::string& key,
                 const std::vector<std::string>& args) {
  fs::create_directories(runs / ".numbers");
  for (int number = static_cast<int>(runs_in(runs).size()) + 1;; ++number) {
    char text[16];
    std::snprintf(text, sizeof text, "%03d", number);
    if (mkdir((runs / ".numbers" / text).c_str(), 0755) != 0) {
      if (errno == EEXIST) continue;
      throw std::runtime_error("cannot create " + (runs / ".numbers" / text).string());
    }
    const fs::path run = runs / (std::string(text) + "-" + key);
    fs::create_directories(run);
    std::string lines;
    for (const std::string& arg : normalized(args)) lines += arg + "\n";
    write_file(run / RunFiles::command, lines);
    return run;
  }
}

std::optional<fs::path> claim_run(const fs::path& runs, const fs::path& claims,
                                  const std::string& key, const std::vector<std::string>& args) {
  fs::create_directories(claims);
  const std::vector<std::string> wanted = normalized(args);
  for (const bool same_arguments : {true, false})
    for (const fs::path& run : runs_in(runs)) {
      if (key_of_run(run) != key) continue;
      if (same_arguments && read_lines(run / RunFiles::command) != wanted) continue;
      if (mkdir((claims / run.filename()).c_str(), 0755) == 0) return run;
    }
  return std::nullopt;
}

std::vector<std::string> read_lines(const fs::path& path) {
  std::vector<std::string> lines;
  std::istringstream in(read_text(path));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

void write_file(const fs::path& path, const std::string& text) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string replaced_all(std::string text, const std::string& old, const std::string& now) {
  for (size_t at = text.find(old); at != std::string::npos; at = text.find(old, at + now.size()))
    text.replace(at, old.size(), now);
  return text;
}

}  // namespace lab::samples

#include "checker/cli/ninja_build.h"

#include <fstream>
#include <regex>
#include <sstream>

#include "checker/cli/process.h"

namespace lab::cli {

namespace {

bool is_noise(const std::string& line) {
  static const std::regex progress(R"(^\[\d+/\d+\] .*)");
  static const std::regex linker_context(R"(.*: in function `.*':$)");  // the next line says what is missing
  return std::regex_match(line, progress) || line.rfind("ninja: ", 0) == 0 ||
         std::regex_match(line, linker_context) || line.rfind("Remark: The warnings can be suppressed", 0) == 0 ||
         // harmless on a machine without a GPU; `lab doctor` covers the architecture
         line.find("Cannot find valid GPU for '-arch=native'") != std::string::npos;
}

std::string relative_paths(std::string line, const std::string& prefix) {
  if (prefix.empty() || prefix == ".") return line;
  const std::string needle = prefix + "/";
  for (size_t at = line.find(needle); at != std::string::npos; at = line.find(needle, at)) {
    const bool starts_path = at == 0 || line[at - 1] == ' ' || line[at - 1] == '"' ||
                             line[at - 1] == '\'' || line[at - 1] == '(';
    if (starts_path) line.erase(at, needle.size());
    else at += needle.size();
  }
  return line;
}

}  // namespace

std::vector<std::string> compiler_messages(const std::string& ninja_output,
                                           const std::string& from_build_to_source) {
  static const std::regex nvcc_location(R"(^(\S+)\((\d+)\): (.*)$)");
  std::vector<std::string> messages;
  std::istringstream in(ninja_output);
  bool skip_command = false;
  for (std::string line; std::getline(in, line);) {
    if (skip_command) {  // the line after "FAILED: target" is the compiler's command line
      skip_command = false;
      continue;
    }
    if (line.rfind("FAILED: ", 0) == 0) {
      skip_command = true;
      continue;
    }
    if (is_noise(line)) continue;
    line = std::regex_replace(relative_paths(line, from_build_to_source), nvcc_location, "$1:$2: $3");
    if (line.empty() && (messages.empty() || messages.back().empty())) continue;
    messages.push_back(line);
  }
  while (!messages.empty() && messages.back().empty()) messages.pop_back();
  return messages;
}

std::vector<std::string> warnings_about(const std::vector<std::string>& messages,
                                        const std::string& file) {
  std::vector<std::string> kept;
  bool keeping = false;
  for (const std::string& line : messages) {
    const bool located = line.find(": warning") != std::string::npos || line.find(": error") != std::string::npos;
    if (located) keeping = line.rfind(file + ":", 0) == 0 && line.find(": warning") != std::string::npos;
    if (keeping) kept.push_back(line);
  }
  return kept;
}

std::string explain_build_errors(const std::vector<std::string>& messages) {
  for (const std::string& line : messages)
    if (line.find("undefined reference to") != std::string::npos)
      return "The linker cannot find a function declared in the chapter's header: your file must "
             "define each of them with exactly the same name and parameter types (do not rename "
             "them or change a parameter).";
  return "";
}

BuildResult build_targets(const LabPaths& paths, const std::vector<std::string>& targets,
                          const fs::path& watched) {
  std::vector<std::string> argv = {"ninja", "-C", paths.build_dir.string()};
  argv.insert(argv.end(), targets.begin(), targets.end());
  const ProcessResult ninja = run_process({argv});

  BuildResult result;
  result.ok = ninja.exited_normally() && ninja.exit_code == 0;
  fs::create_directories(paths.state_dir / "runs");
  result.log = (paths.state_dir / "runs" / "build.log").string();
  std::ofstream(result.log) << ninja.output;

  const std::string prefix = paths.source_root.lexically_relative(paths.build_dir).string();
  const std::vector<std::string> messages = compiler_messages(ninja.output, prefix);
  result.messages = result.ok ? warnings_about(messages, paths.shown(watched)) : messages;
  if (!ninja.started || ninja.exit_code == 127)
    result.messages = {"cannot run ninja: install it (sudo apt install ninja-build, or pip install ninja)"};
  return result;
}

}  // namespace lab::cli

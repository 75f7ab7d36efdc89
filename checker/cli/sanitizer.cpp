#include "checker/cli/sanitizer.h"

#include <filesystem>
#include <sstream>
#include <utility>

#include "checker/cli/process.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

bool contains(const std::string& text, const char* part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

bool uses_shared_memory(const std::string& source_text) {
  return contains(source_text, "__shared__") || contains(source_text, "__syncthreads");
}

std::vector<std::string> sanitizer_tools(const std::string& solution_text,
                                         const std::string& checked_text) {
  if (uses_shared_memory(solution_text) || uses_shared_memory(checked_text))
    return {"memcheck", "racecheck", "synccheck"};
  return {"memcheck"};
}

std::string find_compute_sanitizer(const std::string& chosen, const std::string& nvcc) {
  return find_program(chosen, "compute-sanitizer",
                      {std::filesystem::path(nvcc).parent_path().string(), "/usr/local/cuda/bin"});
}

std::string sanitizer_install_hint(int cuda_version) {
  // NVIDIA's repositories name the package by the toolkit's major and minor version.
  const std::string package = "cuda-sanitizer-" + std::to_string(cuda_version / 1000) + "-" +
                              std::to_string(cuda_version % 1000 / 10);
  return say("cli.sanitizer.install", {{"package", package}});
}

std::vector<std::string> sanitizer_command(const std::string& sanitizer, const std::string& tool,
                                           const std::string& log_file,
                                           const std::string& checker) {
  // API errors are not reported: the checker provokes and handles some on purpose (a
  // rejected launch is its diagnosis, not the sanitizer's). No host backtraces: the
  // kernel's file:line and the thread are what a student needs.
  // The checker runs its tests in worker processes of its own: follow them.
  return {sanitizer, "--tool",        tool, "--target-processes",  "all", "--log-file",
          log_file,  "--print-limit", "10", "--report-api-errors", "no",  "--show-backtrace",
          "no",      checker};
}

SanitizerFindings read_sanitizer_log(const std::string& log_text) {
  SanitizerFindings findings;
  std::istringstream in(log_text);
  bool done = false;  // the first report is complete
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("=========", 0) != 0) continue;  // the program's own output
    std::string body = line.substr(9);
    const bool indented = body.rfind("  ", 0) == 0;  // a detail line of the report above
    body.erase(0, body.find_first_not_of(' '));
    if (body.rfind("ERROR SUMMARY:", 0) == 0) {
      findings.errors += std::atoi(body.c_str() + 14);
    } else if (body.rfind("RACECHECK SUMMARY:", 0) == 0) {  // "... (1 error, 0 warnings)"
      const size_t open = body.find('(');
      if (open != std::string::npos) findings.errors += std::atoi(body.c_str() + open + 1);
    } else if (contains(body, "Device not supported") ||
               contains(body, "Internal Sanitizer Error") ||
               contains(body, "Unable to find injection library")) {
      findings.cannot_run = body;
    } else if (body.empty() || body.rfind("COMPUTE-SANITIZER", 0) == 0) {
      done = done || !findings.first_report.empty();
    } else if (!done && (findings.first_report.empty() || indented)) {
      if (findings.first_report.size() < 12) findings.first_report.push_back(body);
    } else {
      done = true;
    }
  }
  return findings;
}

std::string explain_sanitizer_report(const std::vector<std::string>& report) {
  const std::string first = report.empty() ? "" : report.front();
  static const std::pair<const char*, const char*> explanations[] = {
      {"Invalid __global__", "cli.sanitizer.invalid-global"},
      {"Invalid __shared__", "cli.sanitizer.invalid-shared"},
      {"Invalid __local__", "cli.sanitizer.invalid-local"},
      {"isaligned", "cli.sanitizer.misaligned"},
      {"Race reported", "cli.sanitizer.race"},
      {"hazard", "cli.sanitizer.hazard"},
      {"Barrier error", "cli.sanitizer.barrier"},
      {"Divergent thread", "cli.sanitizer.divergent-barrier"},
      {"Uninitialized", "cli.sanitizer.uninitialized"},
  };
  for (const auto& [pattern, id] : explanations)
    if (contains(first, pattern)) return say(id);
  return say("cli.sanitizer.other");
}

}  // namespace lab::cli

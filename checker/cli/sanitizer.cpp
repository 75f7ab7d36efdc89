#include "checker/cli/sanitizer.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <utility>

#include "checker/cli/process.h"

namespace lab::cli {

namespace {

bool contains(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

}  // namespace

bool uses_shared_memory(const std::string& source_text) {
  return contains(source_text, "__shared__") || contains(source_text, "__syncthreads");
}

std::vector<std::string> sanitizer_tools(const std::string& solution_text, const std::string& checked_text) {
  if (uses_shared_memory(solution_text) || uses_shared_memory(checked_text))
    return {"memcheck", "racecheck", "synccheck"};
  return {"memcheck"};
}

std::string find_compute_sanitizer(const std::string& nvcc) {
  if (const char* chosen = std::getenv("LAB_COMPUTE_SANITIZER"); chosen && *chosen)
    return program_exists(chosen) ? chosen : "";
  if (program_exists("compute-sanitizer")) return "compute-sanitizer";
  namespace fs = std::filesystem;
  for (const fs::path& dir : {fs::path(nvcc).parent_path(), fs::path("/usr/local/cuda/bin")}) {
    const fs::path candidate = dir / "compute-sanitizer";
    if (!dir.empty() && program_exists(candidate.string())) return candidate.string();
  }
  return "";
}

std::string sanitizer_install_hint(int cuda_version) {
  // NVIDIA's repositories name the package by the toolkit's major and minor version.
  const std::string package =
      "cuda-sanitizer-" + std::to_string(cuda_version / 1000) + "-" + std::to_string(cuda_version % 1000 / 10);
  return "sudo apt install " + package + "   (the CUDA Toolkit's compute-sanitizer, from NVIDIA's CUDA "
         "repository; with the runfile installer, its Sanitizer component)";
}

std::vector<std::string> sanitizer_command(const std::string& sanitizer, const std::string& tool,
                                           const std::string& log_file, const std::string& checker) {
  // API errors are not reported: the checker provokes and handles some on purpose (a
  // rejected launch is its diagnosis, not the sanitizer's). No host backtraces: the
  // kernel's file:line and the thread are what a student needs.
  // The checker runs its tests in worker processes of its own: follow them.
  return {sanitizer, "--tool", tool, "--target-processes", "all", "--log-file", log_file, "--print-limit", "10",
          "--report-api-errors", "no", "--show-backtrace", "no", checker};
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
    } else if (contains(body, "Device not supported") || contains(body, "Internal Sanitizer Error") ||
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
      {"Invalid __global__",
       "A thread read or wrote global memory outside every allocation: an index past the end "
       "of an array. Check the bounds test (if (i < n)) and the index formula; the line after "
       "\"at\" is the access, and the thread and block numbers tell you which index it used."},
      {"Invalid __shared__",
       "A thread indexed a __shared__ array outside its size. Compare the index with the "
       "array's size (static arrays) or with the bytes passed as the third launch parameter "
       "(extern __shared__)."},
      {"Invalid __local__",
       "A thread overran a local (per-thread) array or its stack: check the index of arrays "
       "declared inside the kernel."},
      {"isaligned",
       "An access on an address that is not a multiple of its size, for example a float4 load "
       "from a pointer that is only float-aligned: check the alignment before a vector load."},
      {"Race reported",
       "Two threads used the same shared-memory location without a barrier between them (one "
       "writes, the other reads or writes). Put __syncthreads() between the phase that writes "
       "and the phase that reads, and between a read and the next overwrite."},
      {"hazard",
       "Two threads used the same shared-memory location without a barrier between them. Put "
       "__syncthreads() between the writes and the reads that depend on them."},
      {"Barrier error",
       "__syncthreads() was reached by only some threads of a block: it sits inside an if, or "
       "a loop whose trip count differs between threads. Move the barrier to where every "
       "thread of the block reaches it."},
      {"Divergent thread",
       "__syncthreads() was reached by only some threads of a warp: move the barrier out of "
       "the branch so that every thread of the block reaches it."},
      {"Uninitialized",
       "A thread read memory that nothing wrote: check that every element is written before it "
       "is read."},
  };
  for (const auto& [pattern, text] : explanations)
    if (contains(first, pattern)) return text;
  return "The first line names the problem; the line after \"at\" gives the kernel and file:line, "
         "\"by thread\" the thread and block that did it.";
}

}  // namespace lab::cli

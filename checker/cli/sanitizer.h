// `lab check --sanitize`: the checker under compute-sanitizer, and the first report
// explained in a student's words.
//
// Which tools: memcheck always (out-of-bounds and misaligned accesses). racecheck and
// synccheck only matter for shared memory and barriers, so they run when the chapter
// uses shared memory, by one simple rule: its reference solution or the file being
// checked contains "__shared__" or "__syncthreads".
#pragma once

#include <string>
#include <vector>

namespace lab::cli {

bool uses_shared_memory(const std::string& source_text);

// {"memcheck"} or {"memcheck", "racecheck", "synccheck"}.
std::vector<std::string> sanitizer_tools(const std::string& solution_text,
                                         const std::string& checked_text);

// compute-sanitizer: `chosen` when not "" (LAB_COMPUTE_SANITIZER: a path, or a name found in
// PATH), else from PATH, else next to the build's nvcc or in /usr/local/cuda/bin; "" when none.
std::string find_compute_sanitizer(const std::string& chosen, const std::string& nvcc);

// How to install compute-sanitizer when find_compute_sanitizer() found none: the CUDA
// Toolkit's package for the CUDA version the lab is built with (`cuda_version`, e.g. 13000).
std::string sanitizer_install_hint(int cuda_version);

std::vector<std::string> sanitizer_command(const std::string& sanitizer, const std::string& tool,
                                           const std::string& log_file, const std::string& checker);

struct SanitizerFindings {
  int errors = 0;                         // from "ERROR SUMMARY: N errors"
  std::vector<std::string> first_report;  // without the "========= " prefixes
  std::string cannot_run;                 // the sanitizer itself could not work here
};

SanitizerFindings read_sanitizer_log(const std::string& log_text);

// What the first report means and what to do about it.
std::string explain_sanitizer_report(const std::vector<std::string>& report);

}  // namespace lab::cli

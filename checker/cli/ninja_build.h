// Building only what a verb needs (`ninja -C build check-1.6-vector-add-student`) and
// showing the compiler's messages as file:line, without ninja's progress lines and
// compiler command lines.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/lab_paths.h"

namespace lab::cli {

struct BuildResult {
  bool ok = false;
  std::vector<std::string> messages;  // failed: the compiler's errors; ok: warnings about `watched`
  std::string log;                    // where ninja's whole output was saved
};

// `watched` is the student's file: on success only its warnings are kept.
BuildResult build_targets(const LabPaths& paths, const std::vector<std::string>& targets,
                          const fs::path& watched);

// The compiler's messages in ninja's output, with paths made relative to the repository
// (`from_build_to_source` is how the build folder names the repository, e.g. "..") and
// nvcc's "file(12): error" turned into "file:12: error".
std::vector<std::string> compiler_messages(const std::string& ninja_output,
                                           const std::string& from_build_to_source);

// Of those, the warnings (with their context lines) about one file.
std::vector<std::string> warnings_about(const std::vector<std::string>& messages,
                                        const std::string& file);

// A sentence for the errors beginners meet most ("undefined reference to ..."), or "".
std::string explain_build_errors(const std::vector<std::string>& messages);

}  // namespace lab::cli

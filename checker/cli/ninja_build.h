// Building only what a verb needs (`ninja -C build check-1.6-vector-add-student`): progress
// while it takes long, then the compiler's messages as file:line, without ninja's progress
// lines and compiler command lines, and a link error explained beside the header.
//
//   if (!build_for_student(paths, chapter, {target}, file, "the checker for 1.6", stdout)) ...
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "checker/cli/lab_paths.h"

namespace lab::cli {

struct BuildResult {
  bool ok = false;
  bool link_failed = false;           // everything compiled; linking a program did not
  std::vector<std::string> messages;  // failed: the compiler's errors; ok: warnings about `watched`
  std::string log;                    // where ninja's whole output was saved
};

// `watched` is the student's file: on success only its warnings are kept. With a `what`
// ("the checker for 1.6"), a wait is shown on `progress`: "building the checker for 1.6
// (step 12 of 30)", kept up to date on a terminal, else printed every few seconds.
BuildResult build_targets(const LabPaths& paths, const std::vector<std::string>& targets,
                          const fs::path& watched, const std::string& what = "",
                          std::FILE* progress = nullptr);

// Builds `targets`, which compile `file` (the student's or the solution) for `chapter`,
// then prints on `out` "compiling FILE ... ok" with the file's warnings, or what failed
// ("compiling" or "linking"), the messages and what they mean. True when it built.
bool build_for_student(const LabPaths& paths, const Chapter& chapter,
                       const std::vector<std::string>& targets, const fs::path& file,
                       const std::string& what, std::FILE* out);

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

// The functions a failed link misses, each once, as the header spells their types:
// "vector_add(float const*, float const*, float*, int, cudaStream_t)".
std::vector<std::string> missing_functions(const std::vector<std::string>& messages);

// Where `name` is declared (`definition` false: up to its ';') or defined (up to its '{') in
// C++ source text, outside comments, and its signature on one line; line 0 when nowhere.
struct Signature {
  size_t line = 0;
  std::string text;  // "void vector_add(const float* a, ..., cudaStream_t stream)"
};
Signature signature_in(const std::string& source, const std::string& name, bool definition);

}  // namespace lab::cli

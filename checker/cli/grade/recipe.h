// How one student's file of a chapter becomes a checker, without rebuilding the lab: the
// instructor's build folder is built once (the chapter's test objects, its reference and the
// harness), then for each submission only the student's file is compiled, with the very
// command Meson uses for the skeleton (compile_commands.json), and the checker is relinked
// with the command ninja would run (`ninja -t commands`), the student's object in place of
// the skeleton's library. Each grading job does this in its own folder, so no two collide.
//
// The test hook LAB_GRADE_FIXTURE=<lab-fixture-checker> replaces every chapter's recipe by a
// syntax check of the file with the host compiler and the fixture checker, whose behaviour
// comes from the file's `// lab-fixture: fail,crash` line (the CI machine has no GPU).
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "checker/cli/lab_paths.h"

namespace lab::cli::grade {

struct Recipe {
  std::string chapter;               // "1.6"
  fs::path cwd;                      // where the commands run (the build folder)
  std::vector<std::string> compile;  // with the words {source} and {object}
  std::vector<std::string> link;     // with {object} and {checker}; empty: no link
  std::vector<fs::path> inputs;      // read-only for the build: objects, libraries
  std::vector<fs::path> sources;     // read-only: chapters/, common/
  fs::path fixture;                  // the fixture checker, run instead of {checker}
  fs::path solution_checker;         // the reference's, for the benchmark pass
  std::string solution_text;         // the reference solution, for "identical" checks
  std::string skeleton_text;         // the chapter's skeleton
};

// The words of a shell command line (as ninja prints it): quotes and backslashes undone.
std::vector<std::string> shell_words(const std::string& line);

// From the compile command of the skeleton: `-o X` -> {object}, `-c X` -> {source}; no
// dependency files.
std::vector<std::string> compile_template(const std::vector<std::string>& words);

// From the checker's link command: `-o X` -> {checker}, the skeleton's library -> {object}.
// `inputs` receives the files and -L folders the command reads, found relative to `cwd`;
// the command names each by its real path, the one the sandbox binds.
std::vector<std::string> link_template(const std::vector<std::string>& words,
                                       const std::string& student_library, const fs::path& cwd,
                                       std::vector<fs::path>& inputs);

// {source} -> source, ... in every word.
std::vector<std::string> filled(const std::vector<std::string>& words,
                                const std::map<std::string, std::string>& values);

// Builds what the recipes need in the build folder and returns one recipe per chapter;
// throws std::runtime_error with the build's messages when that fails.
std::map<std::string, Recipe> prepare_recipes(const LabPaths& paths,
                                              const std::vector<const Chapter*>& chapters);

// The test hook's recipes (see above).
std::map<std::string, Recipe> fixture_recipes(const LabPaths& paths,
                                              const std::vector<const Chapter*>& chapters,
                                              const fs::path& fixture_checker);

// The `// lab-fixture: ...` line of a file ("" when none).
std::string fixture_behaviour(const std::string& text);

}  // namespace lab::cli::grade

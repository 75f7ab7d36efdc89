// Where the lab lives: the source tree, the Meson build folder and the student's state
// folder, plus the chapter registry read from the build folder.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "checker/harness/registry.h"

namespace lab::cli {

namespace fs = std::filesystem;

// The state folder's name in the repository, where LAB_STATE_DIR names no other.
constexpr const char* kStateFolder = ".lab";

struct LabPaths {
  fs::path source_root;  // the repository (LAB_SOURCE_ROOT)
  fs::path build_dir;    // the Meson build folder (LAB_BUILD_DIR; default <root>/build)
  fs::path state_dir;    // progress, hints, backups (LAB_STATE_DIR; default <root>/.lab)

  fs::path registry() const { return build_dir / "chapters.json"; }
  fs::path student_file(const Chapter& ch) const;   // chapters/<dir>/<source>.cu
  fs::path solution_file(const Chapter& ch) const;  // solutions/<dir>/<source>.cu
  // checker/<dir>/hints.md, or its Chinese twin hints.zh.md when the reader reads Chinese
  // and the twin exists (see language.h).
  fs::path hints_file(const Chapter& ch) const;
  // A path as a student should read it: relative to the repository when inside it.
  std::string shown(const fs::path& path) const;
};

// The checker target of a chapter's variant ("student", "solution", "mistake.<name>",
// "correct.<name>"): "check-1.6-vector-add-solution", also its program in the build folder.
std::string checker_target(const Chapter& chapter, const std::string& variant);

// The folders given (LabConfig's LAB_SOURCE_ROOT, LAB_BUILD_DIR and LAB_STATE_DIR), each ""
// for the default: the folders this binary was configured for, and <root>/.lab.
LabPaths lab_paths(const std::string& source_root, const std::string& build_dir,
                   const std::string& state_dir);

struct Lab {
  LabPaths paths;
  std::vector<Chapter> chapters;  // in course order
};

// Reads the registry; when a chapter became ready since the build was configured (the file
// its registry entry names as `ready_when` appeared), reconfigures the build first so that it
// is built.
// Throws std::runtime_error with a student-readable message when that fails.
Lab load_lab(const LabPaths& paths);

}  // namespace lab::cli

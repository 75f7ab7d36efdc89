// Where `lab reset` finds the pristine skeleton of a chapter, without relying on the
// student knowing git:
//  1. git's committed version (`git show HEAD:chapters/<dir>/<file>`), when the lab is a
//     git checkout and that version still has the chapter's TODO(<id>) markers (if the
//     student committed finished work, HEAD is theirs, not the skeleton);
//  2. else the copy the lab saved in .lab/pristine/ the first time it ran (any verb),
//     taken only from a file that still has its TODO(<id>) markers.
// (A copy made by Meson at configure time would not do: Meson copies the file again
// whenever it changes, so it would follow the student's edits.)
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/cli/lab_paths.h"
#include "checker/cli/state_store.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

struct PristineCopy {
  std::string text;
  std::string origin;  // "git (HEAD)" or "the copy saved when the lab first ran (date)"
};

// The skeleton still carries the chapter's "TODO(<id>)" markers.
bool looks_like_skeleton(const std::string& text, const Chapter& chapter);

std::optional<PristineCopy> find_pristine(const LabPaths& paths, const StateStore& state,
                                          const Chapter& chapter);

// Saves .lab/pristine/<dir>/<file> for every ready chapter that has none yet.
void save_pristine_copies(const LabPaths& paths, const StateStore& state,
                          const std::vector<Chapter>& chapters);

void write_text(const fs::path& path, const std::string& text);

}  // namespace lab::cli

// The submissions of a class: one entry per student in the SUBMISSIONS folder (a folder, a
// git repository, a .zip or a .tar.gz), read through the checks of file_tree.h, and in each
// the chapter files the grader takes: the registry's student source of each chapter, found
// as chapters/<dir>/<source>.cu or <dir>/<source>.cu (also <id>/...), with or without one
// wrapping top folder. Everything else is listed: files of the lab that do not count (a
// header, a checker, meson.build, a solution) and files the grader does not know.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "checker/cli/grade/file_tree.h"
#include "checker/harness/registry.h"

namespace lab::cli::grade {

namespace fs = std::filesystem;

struct ChapterFile {
  std::string path;  // inside the submission
  std::string text;
};

struct Submission {
  std::string student;  // a file-name-safe name: the entry's name less its suffix
  fs::path origin;
  std::string form;                // "folder", "git repository at HEAD", "zip archive", ...
  std::string rejected;            // non-empty: the whole submission is refused, and why
  std::vector<std::string> notes;  // entries skipped, with their reasons
  std::map<std::string, ChapterFile> chapters;  // chapter id -> its file
  std::vector<std::string> ignored;             // files of the lab that do not count
  std::vector<std::string> unused;              // files the grader does not know
};

// The entries of SUBMISSIONS, sorted by name; hidden ones (".x") are not students.
std::vector<fs::path> submission_entries(const fs::path& folder);

// Unique, file-name-safe student names for the entries, in the same order.
std::vector<std::string> student_names(const std::vector<fs::path>& entries);

// `scratch`: a folder for a git repository's tar stream. `ref`: the commit to take ("HEAD").
Submission read_submission(const fs::path& entry, const std::string& student,
                           const std::vector<const Chapter*>& chapters, const std::string& ref,
                           const TreeLimits& limits, const fs::path& scratch);

// Finds the chapter files in a tree (exposed for the tests).
void locate_chapter_files(const FileTree& tree, const std::vector<const Chapter*>& chapters,
                          Submission& submission);

}  // namespace lab::cli::grade

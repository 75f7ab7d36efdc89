// Reading a submitted archive (.zip, .tar.gz, .tgz, .tar; also the tar stream of `git
// archive`) with libarchive, every entry checked before any of it is kept: no ".." or
// absolute paths, no link leaving the tree, no device files, and the limits of TreeLimits.
// Nothing is written to disk.
#pragma once

#include <filesystem>
#include <string>

#include "checker/cli/grade/file_tree.h"

namespace lab::cli::grade {

FileTree read_archive(const std::filesystem::path& archive, const TreeLimits& limits);

// A submitted folder, read through the same checks (links are never followed out of it).
FileTree read_folder(const std::filesystem::path& folder, const TreeLimits& limits);

// True for the names read_archive reads.
bool is_archive_name(const std::string& file_name);

// The student's name for an archive or folder: the file name less ".zip", ".tar.gz", ...
std::string without_archive_suffix(const std::string& file_name);

}  // namespace lab::cli::grade

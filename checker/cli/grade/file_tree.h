// A submission's files, read into memory through one gate that every form of submission
// (folder, .zip, .tar.gz, git repository) passes: nothing a student sent is written to disk
// before it has been checked, and only the files the grader takes are written later.
//
//   TreeLimits limits;                        // entries, bytes per file, bytes in all
//   TreeReader reader(limits);
//   reader.add_file("chapters/1.6-vector-add/vector_add.cu", read_chunk);
//   FileTree tree = reader.finish();          // tree.rejected: why the whole of it is refused
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace lab::cli::grade {

struct TreeLimits {
  size_t max_entries = 5000;
  uint64_t max_file_bytes = 4ull << 20;    // a chapter's .cu is a few KiB
  uint64_t max_total_bytes = 64ull << 20;  // an archive bomb stops here
};

struct FileTree {
  std::map<std::string, std::string> files;  // "chapters/1.6-vector-add/vector_add.cu" -> text
  std::vector<std::string> notes;            // entries skipped, each with its reason
  std::string rejected;                      // non-empty: nothing of the submission is used
};

// Returns the next chunk of a file's data into `chunk`; false at the end or on an error
// (then `error` says why).
using ChunkReader = std::function<bool(std::string& chunk, std::string& error)>;

class TreeReader {
 public:
  explicit TreeReader(TreeLimits limits) : limits_(limits) {}

  // Each returns false once the whole submission is rejected (see rejected()).
  bool add_file(const std::string& raw_name, const ChunkReader& read);
  bool add_directory(const std::string& raw_name);
  bool add_symlink(const std::string& raw_name, const std::string& target);
  bool add_hardlink(const std::string& raw_name, const std::string& target);
  bool add_special(const std::string& raw_name, const std::string& kind);  // "a device file", ...
  void reject(const std::string& why) {
    if (tree_.rejected.empty()) tree_.rejected = why;
  }
  const std::string& rejected() const { return tree_.rejected; }

  FileTree finish();

 private:
  // The checked, normalised name ("a/b.cu"); "" when the entry is skipped (with a note) or the
  // submission rejected.
  std::string checked_name(const std::string& raw_name);
  bool count_entry();

  TreeLimits limits_;
  FileTree tree_;
  size_t entries_ = 0;
  uint64_t total_bytes_ = 0;
  std::map<std::string, std::string> links_;  // name -> normalised target inside the tree
};

// "a/./b//c" -> "a/b/c"; "" for a name with a ".." component or an absolute one.
std::string normalised_inside(const std::string& name);

// A link's target, resolved from the link's folder ("a/b/" + "../c" -> "a/c"); "" when it
// is absolute or climbs above the tree.
std::string resolved_inside(const std::string& folder, const std::string& target);

bool valid_utf8(const std::string& text);

// A name as it may be shown: invalid UTF-8 bytes as \xNN.
std::string printable_name(const std::string& name);

}  // namespace lab::cli::grade

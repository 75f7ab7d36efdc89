// Waiting for a student's save. inotify reacts at once where the kernel delivers change
// notifications; polling (modification time and size, every `interval_s`) always runs
// as well, because on WSL's Windows drives and on network file systems inotify accepts
// the watch but never reports a change.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace lab::cli {

namespace fs = std::filesystem;

class FileWatcher {
 public:
  // Watches the source files (.cu, .cuh, .h, .hpp, .cpp) directly inside `dir`, so that an
  // editor's swap and backup files do not trigger a check.
  FileWatcher(fs::path dir, double interval_s, bool poll_only);
  ~FileWatcher();
  FileWatcher(const FileWatcher&) = delete;
  FileWatcher& operator=(const FileWatcher&) = delete;

  // Blocks until a watched file's content changed; returns the changed file names.
  std::vector<std::string> wait_for_change();

  bool using_notifications() const { return inotify_fd_ >= 0; }

 private:
  using Snapshot =
      std::map<std::string, std::pair<long long, long long>>;  // name -> (mtime ns, size)
  Snapshot snapshot() const;

  fs::path dir_;
  double interval_s_;
  int inotify_fd_ = -1;
  Snapshot last_;
};

}  // namespace lab::cli

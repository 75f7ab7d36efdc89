#include "checker/cli/file_watch.h"

#include <poll.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lab::cli {

namespace {

bool is_source(const fs::path& path) {
  const std::string ext = path.extension().string();
  return ext == ".cu" || ext == ".cuh" || ext == ".h" || ext == ".hpp" || ext == ".cpp";
}

}  // namespace

FileWatcher::FileWatcher(fs::path dir, double interval_s, bool poll_only)
    : dir_(std::move(dir)), interval_s_(interval_s) {
  if (!poll_only) {
    inotify_fd_ = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (inotify_fd_ >= 0 &&
        inotify_add_watch(inotify_fd_, dir_.c_str(),
                          IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY) < 0) {
      close(inotify_fd_);
      inotify_fd_ = -1;
    }
  }
  last_ = snapshot();
}

FileWatcher::~FileWatcher() {
  if (inotify_fd_ >= 0) close(inotify_fd_);
}

FileWatcher::Snapshot FileWatcher::snapshot() const {
  Snapshot files;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir_, error)) {
    struct stat info {};
    if (!is_source(entry.path()) || stat(entry.path().c_str(), &info) != 0) continue;
    const long long mtime_ns =
        static_cast<long long>(info.st_mtim.tv_sec) * 1000000000LL + info.st_mtim.tv_nsec;
    files[entry.path().filename().string()] = {mtime_ns, static_cast<long long>(info.st_size)};
  }
  return files;
}

std::vector<std::string> FileWatcher::wait_for_change() {
  const int interval_ms = static_cast<int>(interval_s_ * 1000);
  for (;;) {
    if (inotify_fd_ >= 0) {
      pollfd p{inotify_fd_, POLLIN, 0};
      if (poll(&p, 1, interval_ms) > 0) {
        char events[4096];
        while (read(inotify_fd_, events, sizeof events) > 0) {
        }
        usleep(200000);  // let the editor finish writing (several writes, or write + rename)
      }
    } else {
      usleep(static_cast<useconds_t>(interval_ms) * 1000);
    }
    const Snapshot now = snapshot();
    std::vector<std::string> changed;
    for (const auto& [name, stamp] : now) {
      const auto before = last_.find(name);
      if (before == last_.end() || before->second != stamp) changed.push_back(name);
    }
    last_ = now;
    if (!changed.empty()) return changed;
  }
}

}  // namespace lab::cli

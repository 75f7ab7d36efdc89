// One build at a time in a build folder: the lab's ninja runs hold an exclusive lock on
// <build>/.lab-build-lock, the file the ./lab launcher locks with flock(1) for its own
// configure and build. Two lab commands started together (a class's `./lab check` runs in
// one checkout, `watch` beside `check`) then build one after the other instead of running
// two ninjas in one folder, and the second says that it waits.
//
//   { BuildLock lock(paths.build_dir, stderr); run ninja ...; }  // released at the brace
#pragma once

#include <cstdio>
#include <filesystem>

namespace lab::cli {

class BuildLock {
 public:
  // Blocks until the lock is free; prints one line on `progress` (if given) when it has to
  // wait. Where the file cannot be opened (a read-only build folder) it locks nothing.
  BuildLock(const std::filesystem::path& build_dir, std::FILE* progress);
  ~BuildLock();
  BuildLock(const BuildLock&) = delete;
  BuildLock& operator=(const BuildLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace lab::cli

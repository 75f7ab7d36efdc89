#include "checker/cli/build_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>

#include "checker/harness/messages.h"

namespace lab::cli {

BuildLock::BuildLock(const std::filesystem::path& build_dir, std::FILE* progress) {
  const std::filesystem::path file = build_dir / ".lab-build-lock";
  fd_ = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
  if (fd_ < 0) return;
  if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) return;
  if (progress != nullptr && errno == EWOULDBLOCK) {
    std::fprintf(progress, "%s\n",
                 say("cli.build.waiting", {{"folder", build_dir.string()}}).c_str());
    std::fflush(progress);
  }
  while (::flock(fd_, LOCK_EX) != 0 && errno == EINTR) {
  }
}

BuildLock::~BuildLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the only descriptor releases the lock
}

}  // namespace lab::cli

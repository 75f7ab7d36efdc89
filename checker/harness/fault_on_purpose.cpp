#include "checker/harness/fault_on_purpose.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "checker/harness/worker.h"

namespace lab {

FaultOnPurpose::FaultOnPurpose() {
  fd_ = open("/dev/nvidiactl", O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) return;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kFaultLockWait_s);
  bool waited = false;
  while (flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    if (std::chrono::steady_clock::now() >= deadline) {
      close(fd_);  // the holder is stuck: fault without the lock rather than wait on
      fd_ = -1;
      break;
    }
    waited = true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (waited) restart_test_clock();
}

FaultOnPurpose::~FaultOnPurpose() {
  if (fd_ >= 0) close(fd_);  // closing the last descriptor releases the lock
}

}  // namespace lab

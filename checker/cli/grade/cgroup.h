// A memory and process-count limit for each grading job, from a cgroup of its own, where
// the machine lets the grader make one (cgroup v2, or v1's memory and pids hierarchies).
// RLIMIT_AS would break CUDA, which reserves far more address space than it uses; a cgroup
// counts the memory really used. Inside bubblewrap's user namespace the code under test is
// still root to the kernel when the grader runs as root, and RLIMIT_NPROC does not bind root:
// pids.max does.
//
//   JobCgroups cgroups(8ull << 30, 512, jobs);
//   if (!cgroups.usable()) report(cgroups.why_not());
//   spec.cgroups = cgroups.folders(job);  ...  cgroups.kill_all(job);
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace lab::cli::grade {

class JobCgroups {
 public:
  JobCgroups() = default;  // none
  JobCgroups(uint64_t memory_bytes, long max_pids, int jobs);
  ~JobCgroups();
  JobCgroups(const JobCgroups&) = delete;
  JobCgroups& operator=(const JobCgroups&) = delete;

  bool usable() const { return why_not_.empty(); }
  const std::string& why_not() const { return why_not_; }
  std::string description() const;  // "cgroup v2: 8 GiB of memory and 512 processes per job"

  // The folders a job's processes join (one for v2; memory and pids for v1).
  std::vector<std::filesystem::path> folders(int job) const;
  void kill_all(int job) const;         // whatever of the job is still alive
  bool memory_exceeded(int job) const;  // the OOM killer acted since the last reset
  void reset_events(int job);

 private:
  std::string why_not_ = "not set up";
  int version_ = 0;
  uint64_t memory_bytes_ = 0;
  long max_pids_ = 0;
  std::vector<std::filesystem::path> roots_;  // the grader's own folder(s)
  std::vector<std::vector<std::filesystem::path>> jobs_;
  std::vector<uint64_t> oom_seen_;
};

}  // namespace lab::cli::grade

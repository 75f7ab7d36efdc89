#include "checker/cli/grade/cgroup.h"

#include <signal.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <thread>

#include "checker/harness/text_file.h"

namespace lab::cli::grade {

namespace fs = std::filesystem;

namespace {

const fs::path kMount = "/sys/fs/cgroup";

bool write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  out.flush();
  return static_cast<bool>(out);
}

// The grader's own cgroup in a hierarchy: "/user.slice/..." from /proc/self/cgroup, where the
// line's controller list is `controller` ("" for v2's "0::" line).
std::string own_cgroup(const std::string& controller) {
  std::istringstream lines(read_text("/proc/self/cgroup"));
  for (std::string line; std::getline(lines, line);) {
    const size_t a = line.find(':'), b = line.find(':', a + 1);
    if (a == std::string::npos || b == std::string::npos) continue;
    const std::string list = line.substr(a + 1, b - a - 1);
    std::istringstream names(list);
    bool match = controller.empty() && list.empty();
    for (std::string name; !match && std::getline(names, name, ',');) match = name == controller;
    if (match) return line.substr(b + 1);
  }
  return "";
}

// A fresh folder of this grader's own; stale ones of graders that died are removed first.
bool make_root(const fs::path& parent, fs::path& root) {
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(parent, error)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("lab-grade-", 0) != 0) continue;
    const long pid = std::atol(name.c_str() + 10);
    if (pid > 0 && kill(static_cast<pid_t>(pid), 0) != 0) {
      for (const auto& job : fs::directory_iterator(entry.path(), error))
        if (job.is_directory()) fs::remove(job.path(), error);  // rmdir: empty cgroups only
      fs::remove(entry.path(), error);
    }
  }
  root = parent / ("lab-grade-" + std::to_string(getpid()));
  return fs::create_directory(root, error) || fs::is_directory(root);
}

std::string gib(uint64_t bytes) {
  std::ostringstream text;
  text << static_cast<double>(bytes) / (1ull << 30) << " GiB";
  return text.str();
}

uint64_t counter(const fs::path& events, const std::string& key) {
  std::istringstream lines(read_text(events));
  for (std::string name, value; lines >> name >> value;)
    if (name == key) return std::stoull(value);
  return 0;
}

}  // namespace

JobCgroups::JobCgroups(uint64_t memory_bytes, long max_pids, int jobs)
    : memory_bytes_(memory_bytes), max_pids_(max_pids), oom_seen_(static_cast<size_t>(jobs), 0) {
  if (fs::exists(kMount / "cgroup.controllers")) {
    // v2: a folder with controllers of its own must hold no process, so the grader cannot
    // put its jobs under its own cgroup (where it is); it uses the hierarchy's root.
    version_ = 2;
    const std::string enabled = read_text(kMount / "cgroup.subtree_control");
    if (enabled.find("memory") == std::string::npos || enabled.find("pids") == std::string::npos) {
      why_not_ = "cgroup v2 has no memory and pids controllers enabled at " + kMount.string();
      return;
    }
    fs::path root;
    if (!make_root(kMount, root)) {
      why_not_ = "cannot create a cgroup under " + kMount.string() +
                 " (run the grader as root, or delegate a cgroup)";
      return;
    }
    roots_ = {root};
    if (!write_file(root / "cgroup.subtree_control", "+memory +pids")) {
      why_not_ = "cannot enable the memory and pids controllers in " + root.string();
      return;
    }
  } else if (fs::is_directory(kMount / "memory") && fs::is_directory(kMount / "pids")) {
    version_ = 1;
    for (const char* controller : {"memory", "pids"}) {
      fs::path root;
      if (!make_root(kMount / controller / fs::path(own_cgroup(controller)).relative_path(),
                     root)) {
        why_not_ = std::string("cannot create a cgroup in the ") + controller + " hierarchy";
        return;
      }
      roots_.push_back(root);
    }
  } else {
    why_not_ = "no cgroup file system at " + kMount.string();
    return;
  }
  for (int job = 0; job < jobs; ++job) {
    std::vector<fs::path> folders;
    for (const fs::path& root : roots_) {
      const fs::path folder = root / ("job-" + std::to_string(job));
      std::error_code error;
      fs::create_directory(folder, error);
      folders.push_back(folder);
    }
    const fs::path& memory = folders.front();
    const fs::path& pids = folders.back();
    const bool ok =
        version_ == 2
            ? write_file(memory / "memory.max", std::to_string(memory_bytes)) &&
                  write_file(pids / "pids.max", std::to_string(max_pids))
            : write_file(memory / "memory.limit_in_bytes", std::to_string(memory_bytes)) &&
                  write_file(pids / "pids.max", std::to_string(max_pids));
    if (!ok) {
      why_not_ = "cannot set the limits of " + memory.string();
      return;
    }
    if (version_ == 2) write_file(memory / "memory.swap.max", "0");  // where swap accounting exists
    jobs_.push_back(folders);
  }
  why_not_.clear();
}

JobCgroups::~JobCgroups() {
  for (size_t job = 0; job < jobs_.size(); ++job) kill_all(static_cast<int>(job));
  std::error_code error;
  for (const auto& folders : jobs_)
    for (const fs::path& folder : folders) fs::remove(folder, error);
  for (const fs::path& root : roots_) fs::remove(root, error);
}

std::string JobCgroups::description() const {
  if (!usable()) return "no memory or process-count limit: " + why_not_;
  return "cgroup v" + std::to_string(version_) + ": " + gib(memory_bytes_) + " of memory and " +
         std::to_string(max_pids_) + " processes per job";
}

std::vector<fs::path> JobCgroups::folders(int job) const {
  if (!usable() || job < 0 || static_cast<size_t>(job) >= jobs_.size()) return {};
  return jobs_[static_cast<size_t>(job)];
}

void JobCgroups::kill_all(int job) const {
  for (int round = 0; round < 50; ++round) {
    bool any = false;
    for (const fs::path& folder : folders(job)) {
      std::istringstream pids(read_text(folder / "cgroup.procs"));
      for (long pid; pids >> pid;) any = true, kill(static_cast<pid_t>(pid), SIGKILL);
    }
    if (!any) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

bool JobCgroups::memory_exceeded(int job) const {
  const auto f = folders(job);
  if (f.empty()) return false;
  const uint64_t now = version_ == 2 ? counter(f.front() / "memory.events", "oom_kill")
                                     : counter(f.front() / "memory.oom_control", "oom_kill");
  return now > oom_seen_[static_cast<size_t>(job)];
}

void JobCgroups::reset_events(int job) {
  const auto f = folders(job);
  if (f.empty()) return;
  oom_seen_[static_cast<size_t>(job)] = version_ == 2
                                            ? counter(f.front() / "memory.events", "oom_kill")
                                            : counter(f.front() / "memory.oom_control", "oom_kill");
}

}  // namespace lab::cli::grade

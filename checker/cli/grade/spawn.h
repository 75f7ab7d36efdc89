// Running one program of the grader (a compiler, a checker, git), inside the sandbox or not:
// its output to a file, no descriptor of the grader inherited (another student's pipe or the
// journal), a wall-time limit on its whole process group, a CPU-time limit, and a cgroup to
// join before it starts.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace lab::cli::grade {

namespace fs = std::filesystem;

struct SpawnSpec {
  std::vector<std::string> argv;            // argv[0]: a path, or a name looked up in PATH
  std::vector<std::string> env;             // the whole environment, "NAME=VALUE"
  fs::path cwd;                             // "" = the grader's
  fs::path output;                          // stdout and stderr together (created or truncated)
  fs::path stdout_file = {};                // when set: stdout alone goes here, stderr to `output`
  double wall_s = 0;                        // 0 = no limit
  double cpu_s = 0;                         // RLIMIT_CPU of each process (0 = none)
  uint64_t max_file_bytes = 0;              // RLIMIT_FSIZE (0 = none)
  long max_processes = 0;                   // RLIMIT_NPROC (0 = none; root is exempt, see cgroup.h)
  std::vector<fs::path> cgroups = {};       // folders whose cgroup.procs it joins first
  const std::atomic<bool>* stop = nullptr;  // when it turns true, the process group is killed
  // When set: the child's descriptor 3 is the write end of a pipe, and what arrives on it is
  // kept here (at most kChannelBytes). A pipe can only be appended to: whatever else in the
  // process writes to it adds lines, and can neither rewrite nor remove the writer's own.
  std::string* channel = nullptr;
};

constexpr int kChannelFd = 3;
constexpr int kSetupFailed = 125;  // the exit code of a child that could not be set up
constexpr size_t kChannelBytes = 16u << 20;

struct SpawnResult {
  bool started = false;
  int exit_code = -1;
  int signal = 0;
  bool timed_out = false;
  bool stopped = false;
  double seconds = 0;
  bool exited() const { return started && signal == 0 && !timed_out && !stopped; }
};

SpawnResult spawn_and_wait(const SpawnSpec& spec);

// The grader's environment, as "NAME=VALUE" entries.
std::vector<std::string> current_environment();

// How a run ended, in a few words: "exit code 1", "killed by SIGSEGV", "stopped after 60 s".
std::string how_it_ended(const SpawnResult& result);

}  // namespace lab::cli::grade

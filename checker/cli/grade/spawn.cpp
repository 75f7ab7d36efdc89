#include "checker/cli/grade/spawn.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstring>

#include "checker/cli/process.h"

extern char** environ;

namespace lab::cli::grade {

namespace {

// In the child, between fork and exec: only async-signal-safe calls.
[[noreturn]] void exec_child(const SpawnSpec& spec, const std::vector<std::string>& cgroup_procs,
                             char* const* argv, char* const* envp, pid_t grader, int channel) {
  setpgid(0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != grader) _exit(127);
  for (const std::string& procs : cgroup_procs) {
    const int fd = open(procs.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, "0", 1) != 1) {  // never run without the limit it promised
      const char message[] = "lab grade: cannot join the job's cgroup\n";
      const int out = open(spec.output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      (void)!write(out, message, sizeof message - 1);
      _exit(kSetupFailed);
    }
    close(fd);
  }
  const int in = open("/dev/null", O_RDONLY);
  const int out = open(spec.output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (in < 0 || out < 0) _exit(kSetupFailed);
  dup2(in, STDIN_FILENO);
  dup2(out, STDERR_FILENO);
  if (spec.stdout_file.empty()) {
    dup2(out, STDOUT_FILENO);
  } else {
    const int only = open(spec.stdout_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (only < 0) _exit(kSetupFailed);
    dup2(only, STDOUT_FILENO);
  }
  if (channel >= 0) dup2(channel, kChannelFd);  // dup2 clears close-on-exec on the copy
  const int first = channel >= 0 ? kChannelFd + 1 : 3;
  if (syscall(SYS_close_range, static_cast<unsigned>(first), ~0u, 0u) != 0)  // before Linux 5.9
    for (int fd = first; fd < 4096; ++fd) close(fd);
  if (spec.cpu_s > 0) {
    const rlim_t seconds = static_cast<rlim_t>(std::ceil(spec.cpu_s));
    const rlimit cpu{seconds, seconds + 5};
    setrlimit(RLIMIT_CPU, &cpu);
  }
  const rlimit no_core{0, 0};  // a crash of code under test is a verdict, not a core file
  setrlimit(RLIMIT_CORE, &no_core);
  if (spec.max_file_bytes > 0) {
    const rlimit size{static_cast<rlim_t>(spec.max_file_bytes),
                      static_cast<rlim_t>(spec.max_file_bytes)};
    setrlimit(RLIMIT_FSIZE, &size);
  }
  if (spec.max_processes > 0) {
    const rlimit nproc{static_cast<rlim_t>(spec.max_processes),
                       static_cast<rlim_t>(spec.max_processes)};
    setrlimit(RLIMIT_NPROC, &nproc);
  }
  if (!spec.cwd.empty() && chdir(spec.cwd.c_str()) != 0) _exit(kSetupFailed);
  execvpe(argv[0], argv, envp);
  const char message[] = "cannot start the program\n";
  (void)!write(STDERR_FILENO, message, sizeof message - 1);
  _exit(127);
}

}  // namespace

std::vector<std::string> current_environment() {
  std::vector<std::string> env;
  for (char** e = environ; e && *e; ++e) env.emplace_back(*e);
  return env;
}

SpawnResult spawn_and_wait(const SpawnSpec& spec) {
  SpawnResult result;
  if (spec.argv.empty()) return result;
  std::vector<char*> argv, envp;
  for (const std::string& a : spec.argv) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  for (const std::string& e : spec.env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  std::vector<std::string> cgroup_procs;  // built before fork: the child may not allocate
  for (const fs::path& cgroup : spec.cgroups)
    cgroup_procs.push_back((cgroup / "cgroup.procs").string());
  int pipe_fds[2] = {-1, -1};
  if (spec.channel && pipe2(pipe_fds, O_CLOEXEC) != 0) return result;
  const auto start = std::chrono::steady_clock::now();
  const pid_t grader = getpid();
  const pid_t pid = fork();
  if (pid < 0) {
    if (spec.channel) close(pipe_fds[0]), close(pipe_fds[1]);
    return result;
  }
  if (pid == 0) exec_child(spec, cgroup_procs, argv.data(), envp.data(), grader, pipe_fds[1]);
  setpgid(pid, pid);
  if (spec.channel) {
    close(pipe_fds[1]);
    fcntl(pipe_fds[0], F_SETFL, O_NONBLOCK);
    spec.channel->clear();
  }
  char buffer[1 << 16];
  auto drain = [&] {
    if (!spec.channel) return;
    for (ssize_t got; (got = read(pipe_fds[0], buffer, sizeof buffer)) > 0;)
      if (spec.channel->size() < kChannelBytes)
        spec.channel->append(buffer, static_cast<size_t>(got));
  };
  result.started = true;
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  int status = 0;
  for (;;) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) break;
    const bool late = spec.wall_s > 0 && elapsed() > spec.wall_s;
    const bool stop = spec.stop && spec.stop->load();
    if ((late || stop) && !result.timed_out && !result.stopped) {
      result.timed_out = late;
      result.stopped = !late;
      kill(-pid, SIGKILL);
    }
    drain();
    usleep(20000);
  }
  drain();  // what was written before the end (a grandchild still holding the pipe is not waited for)
  if (spec.channel) close(pipe_fds[0]);
  if (result.timed_out || result.stopped) kill(-pid, SIGKILL);  // what is left of the group
  result.seconds = elapsed();
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  return result;
}

std::string how_it_ended(const SpawnResult& result) {
  if (!result.started) return "could not be started";
  if (result.timed_out)
    return "stopped after " + std::to_string(std::lround(result.seconds)) + " s";
  if (result.stopped) return "stopped by an interrupt";
  if (result.signal) return "killed by " + signal_name(result.signal);
  return "exit code " + std::to_string(result.exit_code);
}

}  // namespace lab::cli::grade

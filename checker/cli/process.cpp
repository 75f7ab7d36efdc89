#include "checker/cli/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sstream>

namespace lab::cli {

namespace {

constexpr size_t kMaxOutput = 4u << 20;
volatile sig_atomic_t g_interrupted = 0;

void on_interrupt(int) { g_interrupted = 1; }

// In a child: `argv` in place of it (argv[0] looked up in PATH), else exit 127.
[[noreturn]] void exec_program(const std::vector<std::string>& program) {
  std::vector<char*> argv;
  for (const std::string& arg : program) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  execvp(argv[0], argv.data());
  std::fprintf(stderr, "cannot start %s: %s\n", argv[0], std::strerror(errno));
  _exit(127);
}

[[noreturn]] void exec_child(const ProcessSpec& spec, int out_fd) {
  if (spec.own_group) setpgid(0, 0);
  dup2(out_fd, STDOUT_FILENO);
  dup2(out_fd, STDERR_FILENO);
  const int in_fd = open(spec.input_file.empty() ? "/dev/null" : spec.input_file.c_str(), O_RDONLY);
  if (in_fd < 0) {
    std::fprintf(stderr, "cannot open %s: %s\n", spec.input_file.c_str(), std::strerror(errno));
    _exit(127);
  }
  dup2(in_fd, STDIN_FILENO);
  for (const std::string& name : spec.unset_env) unsetenv(name.c_str());
  for (const std::string& entry : spec.set_env) {
    const size_t eq = entry.find('=');
    setenv(entry.substr(0, eq).c_str(), eq == std::string::npos ? "" : entry.c_str() + eq + 1, 1);
  }
  exec_program(spec.argv);
}

// Installs the Ctrl-C handler while at least one child runs. Children may run from several
// threads at once (lab selftest): the first installs it and clears the flag, the last
// restores the old handlers, so a Ctrl-C that arrives while another child starts is kept.
class InterruptGuard {
 public:
  InterruptGuard() {
    std::lock_guard<std::mutex> lock(mutex());
    if (active()++ > 0) return;
    g_interrupted = 0;
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &old_int());
    sigaction(SIGTERM, &action, &old_term());
  }
  ~InterruptGuard() {
    std::lock_guard<std::mutex> lock(mutex());
    if (--active() > 0) return;
    sigaction(SIGINT, &old_int(), nullptr);
    sigaction(SIGTERM, &old_term(), nullptr);
  }

 private:
  static std::mutex& mutex() {
    static std::mutex m;
    return m;
  }
  static int& active() {
    static int count = 0;
    return count;
  }
  static struct sigaction& old_int() {
    static struct sigaction old {};
    return old;
  }
  static struct sigaction& old_term() {
    static struct sigaction old {};
    return old;
  }
};

void append(ProcessResult& result, const char* data, size_t size, const ProcessSpec& spec) {
  if (spec.on_output) spec.on_output(std::string(data, size));
  if (spec.echo) {
    std::fwrite(data, 1, size, stdout);
    std::fflush(stdout);
  }
  const size_t room = kMaxOutput > result.output.size() ? kMaxOutput - result.output.size() : 0;
  result.output.append(data, size < room ? size : room);
}

}  // namespace

ProcessResult run_process(const ProcessSpec& spec) {
  ProcessResult result;
  int fds[2];
  if (spec.argv.empty() || pipe(fds) != 0) return result;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  InterruptGuard guard;
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return result;
  }
  if (pid == 0) exec_child(spec, fds[1]);
  if (spec.own_group) setpgid(pid, pid);  // also here, so that a kill right away reaches the group
  const pid_t target = spec.own_group ? -pid : pid;
  close(fds[1]);
  result.started = true;

  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  bool eof = false, reaped = false, killed = false;
  int status = 0;
  char buffer[65536];
  while (!reaped) {
    if (!killed && g_interrupted) result.interrupted = killed = true;
    if (!killed && spec.time_limit_s > 0 && elapsed() > spec.time_limit_s)
      result.timed_out = killed = true;
    if (killed) kill(target, SIGKILL);
    if (!eof) {
      pollfd p{fds[0], POLLIN, 0};
      if (poll(&p, 1, 100) > 0) {
        const ssize_t got = read(fds[0], buffer, sizeof buffer);
        if (got > 0) append(result, buffer, static_cast<size_t>(got), spec);
        if (got == 0) eof = true;
      }
    } else {
      usleep(20000);
    }
    const pid_t done = waitpid(pid, &status, WNOHANG);
    reaped = done == pid || (done < 0 && errno != EINTR);
  }
  // What is still in the pipe (without waiting for a grandchild that keeps it open).
  fcntl(fds[0], F_SETFL, O_NONBLOCK);
  for (ssize_t got; (got = read(fds[0], buffer, sizeof buffer)) > 0;)
    append(result, buffer, static_cast<size_t>(got), spec);
  close(fds[0]);
  if (killed && spec.own_group) kill(-pid, SIGKILL);  // anything left of the group

  result.seconds = elapsed();
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  return result;
}

int run_attached(const std::vector<std::string>& argv) {
  if (argv.empty()) return -1;
  std::fflush(nullptr);
  struct sigaction ignore {
  }, old_int{}, old_quit{};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  sigaction(SIGINT, &ignore, &old_int);
  sigaction(SIGQUIT, &ignore, &old_quit);
  const pid_t pid = fork();
  if (pid == 0) {
    sigaction(SIGINT, &old_int, nullptr);
    sigaction(SIGQUIT, &old_quit, nullptr);
    exec_program(argv);
  }
  int status = 0;
  while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  sigaction(SIGINT, &old_int, nullptr);
  sigaction(SIGQUIT, &old_quit, nullptr);
  if (pid < 0) return -1;
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

std::string shell_quoted(const std::string& word) {
  if (!word.empty() &&
      word.find_first_not_of(
          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+./=:,") ==
          std::string::npos)
    return word;
  std::string quoted = "'";
  for (const char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string signal_name(int signal) {
  switch (signal) {
    case SIGSEGV: return "SIGSEGV";
    case SIGABRT: return "SIGABRT";
    case SIGFPE: return "SIGFPE";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGKILL: return "SIGKILL";
    case SIGTERM: return "SIGTERM";
    case SIGINT: return "SIGINT";
    default: return "signal " + std::to_string(signal);
  }
}

std::string program_path(const std::string& program) {
  if (program.empty()) return "";
  if (program.find('/') != std::string::npos)
    return access(program.c_str(), X_OK) == 0 ? program : "";
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const std::string candidate = (dir.empty() ? "." : dir) + "/" + program;
    struct stat info {};
    if (stat(candidate.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
        access(candidate.c_str(), X_OK) == 0)
      return candidate;
  }
  return "";
}

bool program_exists(const std::string& program) { return !program_path(program).empty(); }

std::string find_program(const std::string& chosen, const std::string& name,
                         const std::vector<std::string>& dirs) {
  if (!chosen.empty()) return program_exists(chosen) ? chosen : "";
  if (const std::string on_path = program_path(name); !on_path.empty()) return on_path;
  for (const std::string& dir : dirs)
    if (const std::string candidate = dir + "/" + name; !dir.empty() && program_exists(candidate))
      return candidate;
  return "";
}

}  // namespace lab::cli

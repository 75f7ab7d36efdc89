#include "checker/harness/worker_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <optional>

#include "checker/harness/channel.h"
#include "checker/harness/report.h"
#include "common/language.h"

namespace lab {

namespace {

constexpr double kExitGrace_s = 2;  // a worker's end, after its channel went quiet

std::chrono::steady_clock::duration seconds(double s) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(s));
}

bool read_some(int fd, bool& open, std::string& buffer) {
  char chunk[65536];
  bool got = false;
  for (;;) {
    const ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n > 0) {
      buffer.append(chunk, static_cast<size_t>(n));
      got = true;
      continue;
    }
    if (n == 0) open = false;
    if (n < 0 && errno == EINTR) continue;
    return got;
  }
}

}  // namespace

WorkerProcess::WorkerProcess(const std::string& secret, double timeout_s, WorkerEvents& events,
                             OutputLog& output)
    : secret_(secret), timeout_s_(timeout_s), events_(events), output_log_(output) {}

WorkerProcess::~WorkerProcess() {
  if (channel_ >= 0) ::close(channel_);
  if (output_ >= 0) ::close(output_);
}

bool WorkerProcess::start(const std::string& seed, const std::vector<std::string>& selection) {
  int sv[2], out[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) return false;
  if (::pipe2(out, O_CLOEXEC) != 0) return false;
  std::vector<std::string> args = {"/proc/self/exe",
                                   channel::kWorkerFlag,
                                   "",
                                   "--seed",
                                   seed,
                                   "--lang",
                                   language_code(reader_language())};
  args.insert(args.end(), selection.begin(), selection.end());
  std::fflush(stdout);
  const pid_t parent = ::getpid();
  pid_ = ::fork();
  if (pid_ < 0) return false;
  if (pid_ == 0) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // never outlive the supervisor
    if (::getppid() != parent) ::_exit(127);
    const int null_fd = ::open("/dev/null", O_RDONLY);
    if (null_fd >= 0) ::dup2(null_fd, STDIN_FILENO);
    ::dup2(out[1], STDOUT_FILENO);
    ::dup2(out[1], STDERR_FILENO);
    const int fd = ::dup(sv[1]);  // a dup has no close-on-exec: the worker inherits it
    args[2] = std::to_string(fd);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(sv[1]);
  ::close(out[1]);
  channel_ = sv[0];
  output_ = out[0];
  channel_open_ = output_open_ = true;
  const std::string line = secret_ + "\n";
  if (::write(channel_, line.data(), line.size()) != static_cast<ssize_t>(line.size()))
    return false;
  ::fcntl(channel_, F_SETFL, O_NONBLOCK);
  ::fcntl(output_, F_SETFL, O_NONBLOCK);
  return true;
}

WorkerProcess::End WorkerProcess::follow(const volatile sig_atomic_t& interrupted) {
  deadline_ = Clock::now() + seconds(timeout_s_);
  std::optional<Clock::time_point> exited_at;
  bool killed_for_hang = false;
  while (channel_open_ || output_open_) {
    if (interrupted) break;
    pollfd fds[2] = {{channel_open_ ? channel_ : -1, POLLIN, 0},
                     {output_open_ ? output_ : -1, POLLIN, 0}};
    ::poll(fds, 2, 100);
    if (fds[1].revents) read_output();
    if (fds[0].revents) read_channel();
    if (!exited_ && ::waitpid(pid_, &status_, WNOHANG) == pid_) {
      exited_ = true;
      exited_at = Clock::now();
    }
    // A child the code under test started may hold the pipes open: stop waiting for them.
    if (exited_at && Clock::now() > *exited_at + seconds(kExitGrace_s)) break;
    if (!exited_ && Clock::now() > deadline_) {
      killed_for_hang = true;
      break;
    }
  }
  ::kill(-pid_, SIGKILL);  // the worker's whole process group, strays included
  if (!exited_) ::waitpid(pid_, &status_, 0);
  read_output();
  return killed_for_hang ? End::timed_out : End::ended;
}

// What the code under test printed (stdout and stderr of the worker).
void WorkerProcess::read_output() {
  if (!output_open_ && output_buffer_.empty()) return;
  if (output_open_) read_some(output_, output_open_, output_buffer_);
  size_t start = 0;
  for (size_t nl; (nl = output_buffer_.find('\n', start)) != std::string::npos; start = nl + 1)
    printed(output_buffer_.substr(start, nl - start));
  output_buffer_.erase(0, start);
  if (!output_open_ && !output_buffer_.empty()) {
    printed(output_buffer_);
    output_buffer_.clear();
  }
}

void WorkerProcess::printed(const std::string& line) {
  // The worker's own marks between tests (see channel::mark_output).
  std::string mark;
  if (line.size() > 1 && line[0] == channel::kOutputMark &&
      channel::strip_secret(secret_, line.substr(1), mark))
    output_log_.mark(mark);
  else
    output_log_.printed(line);
}

void WorkerProcess::read_channel() {
  read_some(channel_, channel_open_, channel_buffer_);
  size_t start = 0;
  for (size_t nl; (nl = channel_buffer_.find('\n', start)) != std::string::npos; start = nl + 1) {
    read_output();  // what the test printed before this line belongs to it
    handle_line(channel_buffer_.substr(start, nl - start));
  }
  channel_buffer_.erase(0, start);
}

void WorkerProcess::handle_line(const std::string& line) {
  std::string rest;
  report::WorkerEvent e;
  if (!channel::strip_secret(secret_, line, rest) || !report::parse_worker_line(rest, e)) {
    events_.forged(line);
    return;
  }
  deadline_ = Clock::now() + seconds(timeout_s_);  // every line, "restart-clock" for no more
  events_.said(e);
}

}  // namespace lab

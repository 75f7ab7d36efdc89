#include "checker/harness/supervisor.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <vector>

#include "checker/harness/channel.h"
#include "checker/harness/messages.h"
#include "checker/harness/output_log.h"
#include "checker/harness/report.h"
#include "checker/harness/run_record.h"
#include "checker/harness/supervisor_options.h"

namespace lab {

namespace {

using Clock = std::chrono::steady_clock;
using report::Status;

constexpr double kExitGrace_s = 2;  // a worker's end, after its channel went quiet

volatile sig_atomic_t g_interrupted = 0;
void on_interrupt(int) { g_interrupted = 1; }

std::string signal_explanation(int signal) {
  switch (signal) {
    case SIGSEGV: return say("harness.signal-segv");
    case SIGABRT: return say("harness.signal-abrt");
    case SIGFPE: return say("harness.signal-fpe");
    case SIGBUS: return say("harness.signal-bus");
    case SIGKILL: return say("harness.signal-kill");
    default: return say("harness.signal-other");
  }
}

std::string signal_name(int signal) {
  const char* abbrev = sigabbrev_np(signal);
  return abbrev ? std::string("SIG") + abbrev : say("harness.signal-number", {{"number", signal}});
}

// One worker process: the tests it runs, and what it said and printed.
struct Worker {
  pid_t pid = -1;
  int channel = -1, output = -1;
  std::string channel_buffer, output_buffer;
  bool channel_open = false, output_open = false;
  bool exited = false;
  int status = 0;
};

class Supervisor {
 public:
  Supervisor(const SupervisorOptions& options, const char* chapter, const char* variant,
             bool needs_gpu)
      : o_(options),
        record_(options, chapter, variant, needs_gpu, output_),
        secret_(channel::new_secret()) {}

  int run() {
    record_.print_header();
    run_worker(o_.selection);
    if (!record_.has_session()) {
      record_.no_session();  // nothing can be re-run
    } else if (record_.skipped()) {
      return record_.finish(g_interrupted);
    }
    // After a crash, an exit or a sticky error: each test not reached, alone in a fresh worker.
    for (const std::string& test : record_.tests()) {
      if (g_interrupted) break;
      if (record_.ended(test)) continue;
      if (!hang_test_.empty()) {
        record_.not_run(test, say("harness.not-run-after-hang", {{"test", hang_test_}}),
                        worker_index_);
        continue;
      }
      const size_t before = record_.results();
      hello_tests_ = 0;
      run_worker({catch_filter_for(test)});
      if (record_.results() == before)
        record_.not_run(test,
                        hello_tests_ == 0 && last_end_.empty()
                            ? say("harness.not-run-not-selected")
                            : say("harness.not-run-ended-early", {{"how", last_end_}}),
                        worker_index_);
    }
    return record_.finish(g_interrupted);
  }

 private:
  // --- one worker ---------------------------------------------------------------------

  void run_worker(const std::vector<std::string>& selection) {
    ++worker_index_;
    Worker w;
    if (!spawn(w, selection)) {
      record_.stop(say("harness.cannot-start", {{"reason", std::strerror(errno)}}));
      return;
    }
    in_test_.clear();
    last_end_.clear();
    done_ = false;
    sticky_ = false;
    Clock::time_point deadline = Clock::now() + seconds(o_.timeout_s);
    std::optional<Clock::time_point> exited_at;
    bool killed_for_hang = false;
    while (w.channel_open || w.output_open) {
      if (g_interrupted) break;
      pollfd fds[2] = {{w.channel_open ? w.channel : -1, POLLIN, 0},
                       {w.output_open ? w.output : -1, POLLIN, 0}};
      ::poll(fds, 2, 100);
      if (fds[1].revents) read_output(w);
      if (fds[0].revents) read_channel(w, deadline);
      if (!w.exited && ::waitpid(w.pid, &w.status, WNOHANG) == w.pid) {
        w.exited = true;
        exited_at = Clock::now();
      }
      // A child the code under test started may hold the pipes open: stop waiting for them.
      if (exited_at && Clock::now() > *exited_at + seconds(kExitGrace_s)) break;
      if (!w.exited && Clock::now() > deadline) {
        killed_for_hang = true;
        break;
      }
    }
    ::kill(-w.pid, SIGKILL);  // the worker's whole process group, strays included
    if (!w.exited) ::waitpid(w.pid, &w.status, 0);
    read_output(w);
    ::close(w.channel);
    ::close(w.output);
    record_.flush_output();
    if (g_interrupted) return;
    if (killed_for_hang) return hang();
    if (done_ || sticky_) return;
    ended_early(w.status);
  }

  bool spawn(Worker& w, const std::vector<std::string>& selection) {
    int sv[2], out[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) return false;
    if (::pipe2(out, O_CLOEXEC) != 0) return false;
    std::vector<std::string> args = {"/proc/self/exe", channel::kWorkerFlag, "", "--seed",
                                     o_.seed.text()};
    args.insert(args.end(), selection.begin(), selection.end());
    std::fflush(stdout);
    const pid_t parent = ::getpid();
    w.pid = ::fork();
    if (w.pid < 0) return false;
    if (w.pid == 0) {
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
    w.channel = sv[0];
    w.output = out[0];
    w.channel_open = w.output_open = true;
    const std::string line = secret_ + "\n";
    if (::write(w.channel, line.data(), line.size()) != static_cast<ssize_t>(line.size()))
      return false;
    ::fcntl(w.channel, F_SETFL, O_NONBLOCK);
    ::fcntl(w.output, F_SETFL, O_NONBLOCK);
    return true;
  }

  static bool read_some(int fd, bool& open, std::string& buffer) {
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

  // What the code under test printed (stdout and stderr of the worker).
  void read_output(Worker& w) {
    if (!w.output_open && w.output_buffer.empty()) return;
    if (w.output_open) read_some(w.output, w.output_open, w.output_buffer);
    size_t start = 0;
    for (size_t nl; (nl = w.output_buffer.find('\n', start)) != std::string::npos; start = nl + 1)
      printed(w.output_buffer.substr(start, nl - start));
    w.output_buffer.erase(0, start);
    if (!w.output_open && !w.output_buffer.empty()) {
      printed(w.output_buffer);
      w.output_buffer.clear();
    }
  }

  void read_channel(Worker& w, Clock::time_point& deadline) {
    read_some(w.channel, w.channel_open, w.channel_buffer);
    size_t start = 0;
    for (size_t nl; (nl = w.channel_buffer.find('\n', start)) != std::string::npos;
         start = nl + 1) {
      read_output(w);  // what the test printed before this line belongs to it
      handle_line(w.channel_buffer.substr(start, nl - start), deadline);
    }
    w.channel_buffer.erase(0, start);
  }

  void handle_line(const std::string& line, Clock::time_point& deadline) {
    std::string rest;
    report::WorkerEvent e;
    if (!channel::strip_secret(secret_, line, rest) || !report::parse_worker_line(rest, e)) {
      forged(line);
      return;
    }
    deadline = Clock::now() + seconds(o_.timeout_s);  // every line, "restart-clock" for no more
    if (e.event == "hello") {
      hello_tests_ = e.hello.tests.size();
      record_.hello(e.hello);
    } else if (e.event == "test-start") {
      in_test_ = e.test_end.test;
      record_.test_start(in_test_, worker_index_);
    } else if (e.event == "test-end") {
      e.test_end.worker = worker_index_;
      const size_t lines = e.test_end.output_lines = output_.lines_printed_in(e.test_end.test);
      if (lines > 0) {
        e.test_end.status = Status::fail;
        add_diagnosis(e.test_end, "printed-output", say("printed-output", {{"count", lines}}));
      }
      record_.record(e.test_end);
      in_test_.clear();
    } else if (e.event == "sticky-error") {
      sticky_ = true;
      record_.incident({"sticky-error", e.test_end.test, e.text});
    } else if (e.event == "usage") {
      record_.usage_error(e.text);
      done_ = true;
    } else if (e.event == "done") {
      done_ = true;
    }
  }

  void printed(const std::string& line) {
    // The worker's own marks between tests (see channel::mark_output).
    std::string mark;
    if (line.size() > 1 && line[0] == channel::kOutputMark &&
        channel::strip_secret(secret_, line.substr(1), mark))
      output_.mark(mark);
    else
      output_.printed(line);
  }

  void forged(const std::string& line) { record_.forged(in_test_, line); }

  void hang() {
    hang_test_ = in_test_.empty() ? say("harness.between-tests") : in_test_;
    const std::string text = hang_text(hang_test_, o_.timeout_s);
    record_.incident({"hang", in_test_, text});
    if (!in_test_.empty()) {
      report::TestEnd t{
          in_test_,     Status::fail, "", {}, o_.timeout_s, {}, output_.lines_printed_in(in_test_),
          worker_index_};
      add_diagnosis(t, "hang", text);
      record_.record(t);
    } else {
      record_.stop(text);
    }
  }

  void ended_early(int status) {
    std::string how, id, text;
    if (WIFSIGNALED(status)) {
      how = say("harness.killed-by", {{"signal", signal_name(WTERMSIG(status))}});
      id = "crash";
      text = say("crash", {{"how", how}, {"explanation", signal_explanation(WTERMSIG(status))}});
    } else {
      how = say("harness.exit-code", {{"code", WEXITSTATUS(status)}});
      id = "process-exited";
      text = say("process-exited", {{"how", how}});
    }
    last_end_ = how;
    if (in_test_.empty()) {
      if (!record_.has_session() || !record_.stopped())
        record_.stop(say("harness.ended-outside-test", {{"how", how}}));
      return;
    }
    record_.incident({id == "crash" ? "crash" : "exit", in_test_, text});
    report::TestEnd t{in_test_,     Status::fail, "", {}, 0, {}, output_.lines_printed_in(in_test_),
                      worker_index_};
    add_diagnosis(t, id, text);
    record_.record(t);
    in_test_.clear();
  }

  static Clock::duration seconds(double s) {
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
  }

  const SupervisorOptions& o_;
  OutputLog output_;
  RunRecord record_;  // opens the report before the secret is drawn: its error comes first
  std::string secret_;
  int worker_index_ = 0;
  bool done_ = false, sticky_ = false;
  std::string in_test_, hang_test_, last_end_;
  size_t hello_tests_ = 0;
};

}  // namespace

std::string hang_text(const std::string& test, double timeout_s) {
  return say("hang", {{"test", test}, {"seconds", static_cast<int>(timeout_s)}});
}

std::string catch_filter_for(const std::string& test_name) {
  std::string filter;
  for (char c : test_name) {
    if (c == '\\' || c == ',' || c == '[' || c == ']' || c == '"' || c == '~') filter += '\\';
    filter += c;
  }
  return filter;
}

int supervise(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu) {
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  signal(SIGPIPE, SIG_IGN);
  try {
    const SupervisorOptions options = parse_supervisor_options(argc, argv);
    // The expected diagnosis is English (the known-wrong variant's expect-diagnosis line): the
    // workers, which inherit the environment, then write their diagnoses in English too.
    if (!options.expect.empty()) setenv("LAB_LANG", "en", 1);
    Supervisor supervisor(options, chapter, variant, needs_gpu);
    return supervisor.run();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", say("harness.error", {{"error", e.what()}}).c_str());
    return 2;
  }
}

}  // namespace lab

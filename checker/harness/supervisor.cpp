#include "checker/harness/supervisor.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <vector>

#include "checker/harness/channel.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"
#include "checker/harness/output_log.h"
#include "checker/harness/report.h"
#include "checker/harness/supervisor_options.h"

namespace lab {

namespace {

using Clock = std::chrono::steady_clock;
using report::Status;

constexpr double kExitGrace_s = 2;  // a worker's end, after its channel went quiet

volatile sig_atomic_t g_interrupted = 0;
void on_interrupt(int) { g_interrupted = 1; }

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

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
      : o_(options), needs_gpu_(needs_gpu) {
    session_.chapter = chapter;
    session_.variant = variant;
    session_.seed = o_.seed.text();
    if (!o_.report_path.empty()) {
      // Close-on-exec: the worker (and the code under test in it) gets no handle on the report.
      report_file_ = std::fopen(o_.report_path.c_str(), "we");
      if (!report_file_)
        throw std::runtime_error(say("harness.cannot-write-report",
                                     {{"path", o_.report_path}, {"reason", std::strerror(errno)}}));
    }
    secret_ = channel::new_secret();
  }
  ~Supervisor() {
    if (report_file_) std::fclose(report_file_);
  }

  int run() {
    std::printf("%s\n", say("harness.header", {{"chapter", session_.chapter},
                                               {"variant", session_.variant},
                                               {"seed", o_.seed.text()}})
                            .c_str());
    std::fflush(stdout);
    run_worker(o_.selection);
    if (!have_session_) {
      // The first worker never said which tests there are: nothing can be re-run.
      write_session();
      if (stopped_.empty()) stopped_ = say("harness.ended-before-tests");
    } else if (skip_) {
      return finish();
    }
    // After a crash, an exit or a sticky error: each test not reached, alone in a fresh worker.
    for (const std::string& test : session_.tests) {
      if (g_interrupted) break;
      if (ended(test)) continue;
      if (!hang_test_.empty()) {
        not_run(test, say("harness.not-run-after-hang", {{"test", hang_test_}}));
        continue;
      }
      const size_t before = results_.size();
      hello_tests_ = 0;
      run_worker({catch_filter_for(test)});
      if (results_.size() == before)
        not_run(test, hello_tests_ == 0 && last_end_.empty()
                          ? say("harness.not-run-not-selected")
                          : say("harness.not-run-ended-early", {{"how", last_end_}}));
    }
    return finish();
  }

 private:
  // --- one worker ---------------------------------------------------------------------

  void run_worker(const std::vector<std::string>& selection) {
    ++worker_index_;
    Worker w;
    if (!spawn(w, selection)) {
      stopped_ = say("harness.cannot-start", {{"reason", std::strerror(errno)}});
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
    flush_output_line();
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
      if (!have_session_) {
        session_.gpu = e.hello.gpu;
        session_.gpu_reason = e.hello.gpu_reason;
        session_.tests = e.hello.tests;
        write_session();
        if (needs_gpu_ && !session_.gpu) skip_ = true;
      }
    } else if (e.event == "test-start") {
      in_test_ = e.test_end.test;
      emit(report::test_start_line(in_test_, worker_index_));
    } else if (e.event == "test-end") {
      e.test_end.worker = worker_index_;
      const size_t lines = e.test_end.output_lines = output_.lines_printed_in(e.test_end.test);
      if (lines > 0) {
        e.test_end.status = Status::fail;
        add(e.test_end, "printed-output", say("printed-output", {{"count", lines}}));
      }
      record(e.test_end);
      in_test_.clear();
    } else if (e.event == "sticky-error") {
      sticky_ = true;
      incident({"sticky-error", e.test_end.test, e.text});
    } else if (e.event == "usage") {
      usage_error_ = e.text;
      done_ = true;
    } else if (e.event == "done") {
      done_ = true;
    }
  }

  // --- what happened ------------------------------------------------------------------

  void printed(const std::string& line) {
    // The worker's own marks between tests (see channel::mark_output).
    std::string mark;
    if (line.size() > 1 && line[0] == channel::kOutputMark &&
        channel::strip_secret(secret_, line.substr(1), mark))
      output_.mark(mark);
    else
      output_.printed(line);
  }

  void flush_output_line() {
    if (const auto line = output_.take_output_line()) emit(*line);
  }

  void forged(const std::string& line) {
    const std::string shown = line.substr(0, 80);
    const std::string text = say("forged-report", {{"line", shown}});
    forged_ = true;
    incident({"forged", in_test_, text});
    pending_forgery_ = text;
  }

  void hang() {
    hang_test_ = in_test_.empty() ? say("harness.between-tests") : in_test_;
    const std::string text = hang_text(hang_test_, o_.timeout_s);
    incident({"hang", in_test_, text});
    if (!in_test_.empty()) {
      report::TestEnd t{
          in_test_,     Status::fail, "", {}, o_.timeout_s, {}, output_.lines_printed_in(in_test_),
          worker_index_};
      add(t, "hang", text);
      record(t);
    } else {
      stopped_ = text;
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
      if (!have_session_ || stopped_.empty())
        stopped_ = say("harness.ended-outside-test", {{"how", how}});
      return;
    }
    incident({id == "crash" ? "crash" : "exit", in_test_, text});
    report::TestEnd t{in_test_,     Status::fail, "", {}, 0, {}, output_.lines_printed_in(in_test_),
                      worker_index_};
    add(t, id, text);
    record(t);
    in_test_.clear();
  }

  void not_run(const std::string& test, const std::string& why) {
    report::TestEnd t{test, Status::not_run, why, {"not-run"}, 0, {}, 0, worker_index_};
    record(t);
  }

  static void add(report::TestEnd& t, const std::string& id, const std::string& text) {
    t.diagnosis += (t.diagnosis.empty() ? "" : "\n") + text;
    if (std::find(t.diagnosis_ids.begin(), t.diagnosis_ids.end(), id) == t.diagnosis_ids.end())
      t.diagnosis_ids.push_back(id);
  }

  bool ended(const std::string& test) const {
    return std::any_of(results_.begin(), results_.end(),
                       [&](const report::TestEnd& t) { return t.test == test; });
  }

  void record(report::TestEnd t) {
    if (!pending_forgery_.empty()) {
      t.status = Status::fail;
      add(t, "forged-report", pending_forgery_);
      pending_forgery_.clear();
    }
    flush_output_line();
    emit(report::test_end_line(t));
    print_test(t);
    results_.push_back(std::move(t));
  }

  void incident(const report::Incident& i) {
    flush_output_line();
    emit(report::incident_line(i));
  }

  // --- output -------------------------------------------------------------------------

  void write_session() {
    have_session_ = true;
    emit(report::session_line(session_));
    if (session_.gpu)
      std::printf("%s\n", say("harness.gpu", {{"name", session_.gpu->name},
                                              {"major", session_.gpu->major},
                                              {"minor", session_.gpu->minor},
                                              {"sms", session_.gpu->multiprocessors}})
                              .c_str());
  }

  void emit(const std::string& line) {
    if (!report_file_) return;
    std::fputs(line.c_str(), report_file_);
    std::fputc('\n', report_file_);
    std::fflush(report_file_);
  }

  static const char* outcome_id(const report::TestEnd& t) {
    switch (report::outcome_of(t)) {
      case report::Outcome::pass: return "harness.outcome-pass";
      case report::Outcome::fail: return "harness.outcome-fail";
      case report::Outcome::crash: return "harness.outcome-crash";
      case report::Outcome::hang: return "harness.outcome-hang";
      case report::Outcome::exited: return "harness.outcome-exited";
      case report::Outcome::skip: return "harness.outcome-skip";
      case report::Outcome::not_run: return "harness.outcome-not-run";
    }
    return "harness.outcome-fail";
  }

  // The outcome's word, padded to one column width (a CJK character takes two columns).
  static std::string tag(const report::TestEnd& t) {
    constexpr size_t kColumns = 7;
    std::string word = say(outcome_id(t));
    size_t columns = 0;
    for (size_t i = 0; i < word.size(); ++i) {
      const unsigned char c = static_cast<unsigned char>(word[i]);
      if ((c & 0xC0) == 0x80) continue;  // a continuation byte of a UTF-8 sequence
      columns += c >= 0xE0 ? 2 : 1;      // three- and four-byte sequences: CJK, wide
    }
    return word + std::string(columns < kColumns ? kColumns - columns : 0, ' ');
  }

  void print_test(const report::TestEnd& t) const {
    std::printf("  %s %s%s\n", tag(t).c_str(), t.test.c_str(),
                t.worker > 1 ? ("   " + say("harness.ran-alone")).c_str() : "");
    size_t start = 0;
    for (size_t nl = 0; !t.diagnosis.empty() && nl != std::string::npos; start = nl + 1) {
      nl = t.diagnosis.find('\n', start);
      std::printf("          %s\n",
                  t.diagnosis.substr(start, nl == std::string::npos ? nl : nl - start).c_str());
    }
    std::fflush(stdout);
  }

  int finish() {
    report::End end;
    for (const report::TestEnd& t : results_) {
      if (t.status == Status::pass)
        ++end.passed;
      else if (t.status == Status::fail)
        ++end.failed;
      else if (t.status == Status::skip)
        ++end.skipped;
      else
        ++end.not_run;
    }
    const bool all_passed = !results_.empty() && end.passed == results_.size() &&
                            stopped_.empty() && !forged_ && usage_error_.empty() && !g_interrupted;
    end.status = all_passed ? Status::pass : Status::fail;
    output_.print_shown();
    if (!stopped_.empty()) {
      incident({"stopped", "", stopped_});
      std::printf("\n%s\n", say("harness.could-not-finish", {{"reason", stopped_}}).c_str());
    }

    int code = all_passed ? 0 : 1;
    if (skip_) {
      const bool require = gpu_required();
      end.status = Status::skip;
      std::printf("%s\n", no_gpu_line(session_.gpu_reason).c_str());
      std::printf("%s\n", say("harness.needs-gpu").c_str());
      code = require ? 1 : 77;
    } else if (!usage_error_.empty()) {
      std::fprintf(
          stderr, "%s\n",
          say("harness.usage-error", {{"error", usage_error_}, {"selection", join(o_.selection)}})
              .c_str());
      code = 2;
    } else if (g_interrupted) {
      std::printf("\n%s\n", say("harness.interrupted").c_str());
      code = 130;
    } else {
      std::printf("\n%s\n", (all_passed ? say("harness.passed-all", {{"total", results_.size()}})
                                        : say("harness.passed-some",
                                              {{"passed", end.passed}, {"total", results_.size()}}))
                                .c_str());
      if (!all_passed)
        std::printf("%s\n", say("harness.replay-seed", {{"seed", o_.seed.text()}}).c_str());
      if (!o_.expect.empty()) code = expectation(all_passed, end);
    }
    end.exit_code = code;
    emit(report::end_line(end));
    write_junit();
    std::fflush(stdout);
    return code;
  }

  // --expect-diagnosis: the exit code says whether the known-wrong variant was caught for the
  // right reason.
  int expectation(bool all_passed, report::End& end) const {
    end.expected_diagnosis = o_.expect;
    if (all_passed) {
      std::printf("%s\n", say("harness.expect-not-caught", {{"text", o_.expect}}).c_str());
      return 1;
    }
    const std::string want = lower(o_.expect);
    for (const report::TestEnd& t : results_)
      if (lower(t.diagnosis).find(want) != std::string::npos) end.expected_found = true;
    if (lower(stopped_).find(want) != std::string::npos) end.expected_found = true;
    if (!end.expected_found) {
      std::printf("%s\n", say("harness.expect-wrong-diagnosis", {{"text", o_.expect}}).c_str());
      for (const report::TestEnd& t : results_)
        if (!t.diagnosis.empty())
          std::printf("  - %s\n", t.diagnosis.substr(0, t.diagnosis.find('\n')).c_str());
      if (!stopped_.empty()) std::printf("  - %s\n", stopped_.c_str());
      return 1;
    }
    std::printf("%s\n", say("harness.expect-caught", {{"text", o_.expect}}).c_str());
    return 0;
  }

  void write_junit() const {
    if (o_.junit_path.empty()) return;
    report::Report r;
    r.session = session_;
    r.tests = results_;
    if (FILE* f = std::fopen(o_.junit_path.c_str(), "we")) {
      std::fputs(report::junit_document({report::junit_xml(r)}).c_str(), f);
      std::fclose(f);
    } else {
      std::fprintf(
          stderr, "%s\n",
          say("harness.cannot-write", {{"path", o_.junit_path}, {"reason", std::strerror(errno)}})
              .c_str());
    }
  }

  static std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : " ") + p;
    return out;
  }
  static Clock::duration seconds(double s) {
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
  }

  const SupervisorOptions& o_;
  bool needs_gpu_;
  report::Session session_;
  FILE* report_file_ = nullptr;
  std::string secret_;
  int worker_index_ = 0;
  bool have_session_ = false, skip_ = false, done_ = false, sticky_ = false, forged_ = false;
  std::string in_test_, hang_test_, stopped_, usage_error_, last_end_, pending_forgery_;
  OutputLog output_;
  size_t hello_tests_ = 0;
  std::vector<report::TestEnd> results_;
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

#include "checker/harness/supervisor.h"

#include <signal.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include "checker/harness/channel.h"
#include "checker/harness/harness_config.h"
#include "checker/harness/messages.h"
#include "checker/harness/output_log.h"
#include "checker/harness/run_record.h"
#include "checker/harness/supervisor_options.h"
#include "checker/harness/worker_events.h"
#include "checker/harness/worker_process.h"
#include "common/language.h"

namespace lab {

namespace {

volatile sig_atomic_t g_interrupted = 0;
void on_interrupt(int) { g_interrupted = 1; }

class Supervisor {
 public:
  Supervisor(const SupervisorOptions& options, const char* chapter, const char* variant,
             bool needs_gpu)
      : o_(options),
        record_(options, chapter, variant, needs_gpu, output_),
        secret_(channel::new_secret()) {}

  int run() {
    record_.print_header();
    follow_worker(o_.selection);
    if (!record_.has_session()) {
      // The first worker never said which tests there are: nothing can be re-run.
      record_.no_session();
    } else if (record_.skipped()) {
      return record_.finish(g_interrupted);
    }
    // After a crash, an exit or a sticky error: each test not reached, alone in a fresh worker.
    for (const std::string& test : record_.tests()) {
      if (g_interrupted) break;
      if (record_.ended(test)) continue;
      if (!hang_test_.empty())
        record_.not_run(test, say("harness.not-run-after-hang", {{"test", hang_test_}}),
                        worker_index_);
      else
        run_alone(test);
    }
    return record_.finish(g_interrupted);
  }

 private:
  // Starts a worker for `selection` and follows it until it ends.
  WorkerEvents follow_worker(const std::vector<std::string>& selection) {
    WorkerEvents events(++worker_index_, o_.timeout_s, record_, output_);
    WorkerProcess process(secret_, o_.timeout_s, events, output_);
    if (!process.start(o_.seed.text(), selection)) {
      record_.stop(say("harness.cannot-start", {{"reason", std::strerror(errno)}}));
      return events;
    }
    const WorkerProcess::End end = process.follow(g_interrupted);
    record_.flush_output();
    if (g_interrupted) return events;
    if (end == WorkerProcess::End::timed_out)
      hang_test_ = events.hang();
    else if (!events.said_its_end())
      events.ended_early(process.status());
    return events;
  }

  void run_alone(const std::string& test) {
    const size_t before = record_.results();
    const WorkerEvents worker = follow_worker({catch_filter_for(test)});
    if (record_.results() == before)
      record_.not_run(test,
                      worker.hello_tests() == 0 && worker.last_end().empty()
                          ? say("harness.not-run-not-selected")
                          : say("harness.not-run-ended-early", {{"how", worker.last_end()}}),
                      worker_index_);
  }

  const SupervisorOptions& o_;
  OutputLog output_;
  RunRecord record_;  // opens the report before the secret is drawn: its error comes first
  std::string secret_;
  int worker_index_ = 0;
  std::string hang_test_;  // the run stops at a hang: each test after it would likely hang too
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
    const SupervisorOptions options = parse_supervisor_options(argc, argv, read_harness_config());
    // The expected diagnosis is English (the known-wrong variant's expect-diagnosis line): the
    // workers, told the supervisor's language, then write their diagnoses in English too.
    if (!options.expect.empty()) set_reader_language(Language::en);
    Supervisor supervisor(options, chapter, variant, needs_gpu);
    return supervisor.run();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", say("harness.error", {{"error", e.what()}}).c_str());
    return 2;
  }
}

}  // namespace lab

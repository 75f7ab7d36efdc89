#include "checker/harness/worker_events.h"

#include <signal.h>
#include <sys/wait.h>

#include <cstring>

#include "checker/harness/messages.h"
#include "checker/harness/supervisor.h"

namespace lab {

namespace {

using report::Outcome;

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

}  // namespace

WorkerEvents::WorkerEvents(int worker, double timeout_s, RunRecord& record, const OutputLog& output)
    : worker_index_(worker), timeout_s_(timeout_s), record_(record), output_(output) {}

void WorkerEvents::said(report::WorkerEvent& e) {
  if (e.event == "hello") {
    hello_tests_ = e.hello.tests.size();
    record_.hello(e.hello);
  } else if (e.event == "test-start") {
    in_test_ = e.test_end.test;
    crash_id_.clear(), crash_context_.clear();
    record_.test_start(in_test_, worker_index_);
  } else if (e.event == "test-end") {
    e.test_end.worker = worker_index_;
    const size_t lines = e.test_end.output_lines = output_.lines_printed_in(e.test_end.test);
    if (lines > 0) {
      e.test_end.status = Outcome::fail;
      add_diagnosis(e.test_end, "printed-output", say("printed-output", {{"count", lines}}));
    }
    record_.record(e.test_end);
    in_test_.clear();
  } else if (e.event == report::to_string(report::IncidentKind::sticky_error)) {
    sticky_ = true;
    record_.incident({report::IncidentKind::sticky_error, e.test_end.test, e.text});
  } else if (e.event == "usage") {
    record_.usage_error(e.text);
    done_ = true;
  } else if (e.event == "crash-context") {
    crash_id_ = e.id, crash_context_ = e.text;
  } else if (e.event == "done") {
    done_ = true;
  }
}

void WorkerEvents::forged(const std::string& line) { record_.forged(in_test_, line); }

std::string WorkerEvents::hang() {
  const std::string hang_test = in_test_.empty() ? say("harness.between-tests") : in_test_;
  const std::string text = hang_text(hang_test, timeout_s_);
  record_.incident({report::IncidentKind::hang, in_test_, text});
  if (!in_test_.empty()) {
    report::TestEnd t{
        in_test_,     Outcome::fail, "", {}, timeout_s_, {}, output_.lines_printed_in(in_test_),
        worker_index_};
    add_diagnosis(t, report::outcome_id(report::Outcome::hang), text);
    record_.record(t);
  } else {
    record_.stop(text);
  }
  return hang_test;
}

void WorkerEvents::ended_early(int status) {
  std::string how, text;
  report::Outcome outcome = report::Outcome::crash;
  if (WIFSIGNALED(status)) {
    how = say("harness.killed-by", {{"signal", signal_name(WTERMSIG(status))}});
    text = say("crash", {{"how", how}, {"explanation", signal_explanation(WTERMSIG(status))}});
  } else {
    how = say("harness.exit-code", {{"code", WEXITSTATUS(status)}});
    outcome = report::Outcome::exited;
    text = say("process-exited", {{"how", how}});
  }
  last_end_ = how;
  if (in_test_.empty()) {
    if (!record_.has_session() || !record_.stopped())
      record_.stop(say("harness.ended-outside-test", {{"how", how}}));
    return;
  }
  record_.incident(
      {outcome == report::Outcome::crash ? report::IncidentKind::crash : report::IncidentKind::exit,
       in_test_, text});
  report::TestEnd t{in_test_,     Outcome::fail, "", {}, 0, {}, output_.lines_printed_in(in_test_),
                    worker_index_};
  add_diagnosis(t, report::outcome_id(outcome), text);
  if (WIFSIGNALED(status) && !crash_context_.empty()) add_diagnosis(t, crash_id_, crash_context_);
  record_.record(t);
  in_test_.clear();
}

}  // namespace lab

// The worker: runs the Catch2 test cases and reports each one to the supervisor. With
// Catch2 v2 this is the one translation unit that compiles Catch2's implementation.
#if LAB_CATCH2_MAJOR < 3
#define CATCH_CONFIG_RUNNER
// The supervisor sees a signal as the worker's end; Catch2 must not report it as a result.
#define CATCH_CONFIG_NO_POSIX_SIGNALS
#endif
#include "checker/harness/worker.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/cause_rules.h"
#include "checker/harness/channel.h"
#include "checker/harness/checker_main.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"
#include "common/language.h"

#if LAB_CATCH2_MAJOR >= 3
#include <catch2/catch_session.hpp>
#include <catch2/catch_test_case_info.hpp>
#include <catch2/internal/catch_test_case_registry_impl.hpp>
#include <catch2/reporters/catch_reporter_event_listener.hpp>
#include <catch2/reporters/catch_reporter_registrars.hpp>
#endif

namespace lab {

namespace {

using Clock = std::chrono::steady_clock;

struct CurrentTest {
  std::string name;
  Clock::time_point started;
  std::vector<std::string> failures;
  std::vector<report::KernelTiming> timings;
  bool fatal = false;  // Catch2 caught a signal: the process is about to end
};

CurrentTest& current() {
  static CurrentTest test;
  return test;
}

#if LAB_CATCH2_MAJOR >= 3
using ListenerBase = Catch::EventListenerBase;
using AssertionEndedResult = void;
#define LAB_ASSERTION_RETURN
const Catch::TestCaseInfo& info_of(const Catch::TestCaseStats& stats) { return *stats.testInfo; }
#else
using ListenerBase = Catch::TestEventListenerBase;
using AssertionEndedResult = bool;
#define LAB_ASSERTION_RETURN true
const Catch::TestCaseInfo& info_of(const Catch::TestCaseStats& stats) { return stats.testInfo; }
#endif

// What one failed assertion says: the message (LAB_FAIL's diagnosis), else the expression.
std::string failure_text(const Catch::AssertionStats& stats) {
  const Catch::AssertionResult& r = stats.assertionResult;
  std::string text = std::string(r.getMessage());
  if (r.getResultType() == Catch::ResultWas::ThrewException)
    text = say("harness.exception-escaped", {{"what", text}});
  else if (text.empty() && r.hasExpression())
    text = say("harness.assertion-failed", {{"macro", std::string(r.getTestMacroName())},
                                            {"expression", std::string(r.getExpression())},
                                            {"expanded", std::string(r.getExpandedExpression())}});
  for (const auto& info : stats.infoMessages)
    if (info.type == Catch::ResultWas::Info) text += "\n  (" + std::string(info.message) + ")";
  return text;
}

struct WorkerListener : ListenerBase {
  using ListenerBase::ListenerBase;

  void testCaseStarting(const Catch::TestCaseInfo& info) override {
    current() = CurrentTest{std::string(info.name), Clock::now(), {}, {}, false};
    take_diagnosis_ids();
    take_causes();
    channel::send(report::test_start_line(current().name, 0));
    channel::mark_output("test-start " + current().name);
  }

  AssertionEndedResult assertionEnded(const Catch::AssertionStats& stats) override {
    const Catch::AssertionResult& r = stats.assertionResult;
    if (r.getResultType() == Catch::ResultWas::FatalErrorCondition) current().fatal = true;
    if (!r.isOk()) current().failures.push_back(failure_text(stats));
    return LAB_ASSERTION_RETURN;
  }

  void testCaseEnded(const Catch::TestCaseStats& stats) override {
    CurrentTest& t = current();
    if (t.fatal) return;  // the supervisor reports the signal the process ends with
    report::TestEnd end;
    end.test = std::string(info_of(stats).name);
    const bool failed = stats.totals.assertions.failed > 0 || !t.failures.empty();
    end.status = failed ? report::Outcome::fail : report::Outcome::pass;
    Problems failures;
    for (const std::string& failure : t.failures) failures.add({"", failure});
    end.diagnosis = failed ? failures.text() : "";
    if (failed) end.diagnosis_ids = take_diagnosis_ids();
    if (failed)
      for (const Diagnosis& c : take_causes()) end.causes.push_back({c.id, c.text});
    end.seconds = std::chrono::duration<double>(Clock::now() - t.started).count();
    end.timings = t.timings;
    // What the test printed reaches the supervisor before its result, so it is counted there.
    channel::mark_output("test-end");
    channel::send(report::test_end_line(end));
    if (context_broken()) {
      // Nothing can run in this process any more: the supervisor runs the rest afresh.
      channel::send(report::worker_line(report::to_string(report::IncidentKind::sticky_error),
                                        end.test, broken_reason()));
      std::fflush(stdout);
      std::_Exit(kStickyExit);
    }
  }
};

#if LAB_CATCH2_MAJOR >= 3
std::string name_of(const Catch::TestCaseHandle& test) { return test.getTestCaseInfo().name; }
#else
std::string name_of(const Catch::TestCase& test) { return test.name; }
#endif

// The test cases this run will run, in the order it runs them.
std::vector<std::string> selected_tests(Catch::Session& session) {
  std::vector<std::string> names;
  const auto& config = session.config();
  for (const auto& test :
       Catch::filterTests(Catch::getAllTestCasesSorted(config), config.testSpec(), config))
    names.push_back(name_of(test));
  return names;
}

}  // namespace

void restart_test_clock() {
  channel::send(report::worker_line("restart-clock", current().name, ""));
}

void record_kernel_timing(const report::KernelTiming& timing) {
  current().timings.push_back(timing);
}

int run_worker(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu) {
  std::vector<std::string> args(argv, argv + argc);
  if (argc == 2 && args[1] == kListTestsFlag) {  // no GPU, no supervisor: the names only
    Catch::Session session;
    const char* catch_argv[] = {argv[0]};
    if (session.applyCommandLine(1, catch_argv) != 0) return 2;
    const std::vector<std::string> names = selected_tests(session);
    for (const std::string& name : names) std::printf("%s\n", name.c_str());
    // A cause rule that names no test of this checker could never hold: a renamed test.
    const std::vector<std::string> unknown = unknown_rule_tests(cause_rules_of(chapter), names);
    for (const std::string& name : unknown)
      std::fprintf(stderr, "%s\n", say("harness.rule-names-no-test", {{"test", name}}).c_str());
    return unknown.empty() ? 0 : 1;
  }
  // The supervisor's arguments: --lab-worker FD --seed N --lang en|zh [Catch2 arguments...].
  std::vector<std::string> catch_args = {args[0], "--order", "decl", "--out", "/dev/null"};
  std::string seed;
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i] == channel::kWorkerFlag && i + 1 < args.size()) {
      ++i;
    } else if (args[i] == "--seed" && i + 1 < args.size()) {
      seed = args[++i];
    } else if (args[i] == "--lang" && i + 1 < args.size()) {
      if (const auto language = parse_language(args[++i])) set_reader_language(*language);
    } else {
      catch_args.push_back(args[i]);
    }
  }
  set_master_seed(Seed::parse(seed));
  report::Session hello;
  hello.chapter = chapter;
  hello.variant = variant;
  hello.seed = master_seed().text();
  std::setvbuf(stdout, nullptr, _IOLBF, 0);

  if (needs_gpu) {
    const GpuInfo& gpu = gpu_info();
    if (!gpu.usable) {
      hello.gpu_reason = gpu.reason;
      channel::send(report::session_line(hello, "hello"));
      channel::send(report::worker_line("done", "", ""));
      return 77;
    }
    hello.gpu = report::Gpu{gpu.name, gpu.major, gpu.minor, gpu.multiprocessors};
  }

  Catch::Session session;
  std::vector<const char*> catch_argv;
  for (const std::string& a : catch_args) catch_argv.push_back(a.c_str());
  if (session.applyCommandLine(static_cast<int>(catch_argv.size()), catch_argv.data()) != 0) {
    channel::send(report::worker_line("usage", "", say("harness.usage-selection")));
    return 2;
  }
  hello.tests = selected_tests(session);
  channel::send(report::session_line(hello, "hello"));
  session.run();
  std::fflush(stdout);
  std::fflush(stderr);
  channel::send(report::worker_line("done", "", ""));
  return 0;
}

}  // namespace lab

using lab::WorkerListener;
CATCH_REGISTER_LISTENER(WorkerListener)

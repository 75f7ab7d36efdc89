#include "checker/cli/checker_run.h"

#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

namespace lab::cli {

namespace {

// Extra time after the checker's own watchdog before its process group gets SIGKILL.
constexpr double kKillGrace_s = 10;

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

std::string signal_explanation(int signal) {
  switch (signal) {
    case SIGSEGV:
      return "segmentation fault: the host code read or wrote memory it does not own, for example "
             "it dereferenced a device pointer on the CPU or indexed past the end of a host array";
    case SIGABRT:
      return "abort(): an assert failed, an exception escaped, or the code under test called abort()";
    case SIGFPE: return "an arithmetic error on the CPU, such as an integer division by zero";
    case SIGBUS: return "a bus error: a misaligned or unmapped memory access on the CPU";
    case SIGKILL: return "killed from outside the lab, often because the machine ran out of memory";
    default: return "the process was stopped by this signal";
  }
}

// A crash that Catch2 saw (it reports the signal, then re-raises it) or an outside kill.
bool is_crash(const ProcessResult& process, const CatchReport& report, bool saw_fatal) {
  return process.signal && (report.complete || saw_fatal || process.signal == SIGKILL);
}

std::string process_problem(const ProcessResult& process, const CatchReport& report, bool saw_fatal) {
  if (is_crash(process, report, saw_fatal))
    return "the checker process was killed by " + signal_name(process.signal) + " (" +
           signal_explanation(process.signal) + ").";
  const std::string ended = "something in the code under test ended the whole program, for example exit() or "
                            "abort(). A launcher function must return to its caller. This counts as failed, "
                            "whatever the exit code.";
  if (process.signal)  // exit() in the middle of a test: the clean-up at exit then crashes
    return "the checker process ended in the middle of a test, without its final report (then " +
           signal_name(process.signal) + " during the clean-up at exit): " + ended;
  if (!report.complete)
    return "the checker process ended before its final report (exit code " + std::to_string(process.exit_code) +
           "): " + ended;
  if (process.exit_code != 0 && process.exit_code != 1)
    return "the checker ended with the unexpected exit code " + std::to_string(process.exit_code) + ".";
  return "";
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool has_test(const std::vector<TestOutcome>& tests, const std::string& name) {
  return std::any_of(tests.begin(), tests.end(), [&](const TestOutcome& t) { return t.name == name; });
}

struct OneRun {
  ProcessResult process;
  CatchReport report;
  CheckerOutput output;
};

class CheckerDriver {
 public:
  explicit CheckerDriver(const CheckerInvocation& invocation) : inv_(invocation) {}

  CheckerResult run() {
    const OneRun first = run_once("");
    result_.first_output = first.process.output;
    result_.seed = first.output.seed;
    result_.gpu = first.output.gpu;
    result_.printed = first.output.printed;
    if (first.process.interrupted) return finish(CheckerResult::Verdict::interrupted);
    if (first.process.exit_code == 77 && !first.output.no_gpu_reason.empty()) {
      result_.reason = first.output.no_gpu_reason;
      return finish(CheckerResult::Verdict::no_gpu);
    }
    if (first.process.exit_code == 2 && first.report.tests.empty() && !first.report.complete) {
      result_.reason = first.process.output;
      return finish(CheckerResult::Verdict::usage_error);
    }

    const RunAnalysis analysis = analyse_run(first.process, first.report, first.output, inv_.timeout_s);
    result_.tests = analysis.finished;
    result_.problem = analysis.problem;
    hung_ = analysis.hung;
    std::vector<std::string> pending = analysis.run_again;
    std::vector<std::string> order;
    if (!analysis.problem.empty()) {  // the run stopped early: which tests did it never reach?
      order = list_tests();
      for (const std::string& name : order)
        if (!has_test(result_.tests, name) && std::find(pending.begin(), pending.end(), name) == pending.end())
          pending.push_back(name);
    }
    for (const std::string& name : pending)
      if (!run_alone(name)) return finish(CheckerResult::Verdict::interrupted);
    sort_by(order);

    bool all_passed = !result_.tests.empty() && result_.problem.empty();
    for (const TestOutcome& t : result_.tests) all_passed = all_passed && t.status == TestStatus::passed;
    if (result_.tests.empty() && result_.problem.empty()) result_.problem = "the checker reported no tests.";
    return finish(all_passed ? CheckerResult::Verdict::passed : CheckerResult::Verdict::failed);
  }

 private:
  OneRun run_once(const std::string& filter) {
    const int index = result_.runs++;
    const std::string xml = inv_.report_dir + "/report-" + std::to_string(index) + ".xml";
    std::filesystem::remove(xml);
    std::vector<std::string> argv = inv_.command(index);
    argv.insert(argv.end(), {"--timeout", std::to_string(inv_.timeout_s), "-r", "xml", "-o", xml});
    const std::string seed = result_.seed.empty() ? inv_.seed : result_.seed;
    if (!seed.empty()) argv.insert(argv.end(), {"--seed", seed});
    if (!filter.empty()) argv.push_back(filter);
    // The checker's watchdog limits each test case to timeout_s; the hard limit here is the
    // backstop for a process stuck where the watchdog cannot act (inside the driver).
    const size_t tests = filter.empty() ? std::max<size_t>(1, list_tests().size()) : 1;
    OneRun run;
    run.process = run_process({argv, {}, {}, inv_.timeout_s * static_cast<double>(tests) + kKillGrace_s});
    run.report = parse_catch_xml(read_file(xml));
    run.output = read_checker_output(run.process.output);
    return run;
  }

  std::vector<std::string> list_tests() {
    std::vector<std::string> argv = inv_.list_command;
    argv.push_back("--list-test-names-only");
    const ProcessResult listing = run_process({argv, {}, {}, inv_.timeout_s});
    return read_checker_output(listing.output).printed;
  }

  // Runs one test in a fresh process; false when the user interrupted.
  bool run_alone(const std::string& name) {
    if (hung_) {
      result_.tests.push_back({name, TestStatus::not_run, {"not run: the checker was stopped by the hang above."}, false});
      return true;
    }
    const OneRun run = run_once(catch_filter_for(name));
    if (run.process.interrupted) return false;
    const RunAnalysis analysis = analyse_run(run.process, run.report, run.output, inv_.timeout_s);
    hung_ = analysis.hung;
    for (const std::string& line : run.output.printed)
      if (std::find(result_.printed.begin(), result_.printed.end(), line) == result_.printed.end())
        result_.printed.push_back(line);
    TestOutcome outcome{name, TestStatus::not_run, {}, true};
    for (const TestOutcome& t : analysis.finished)
      if (t.name == name) outcome = t;
    if (outcome.messages.empty() && outcome.status == TestStatus::not_run) {
      const std::string why = !analysis.problem.empty() ? analysis.problem
                              : run.report.tests.empty() ? "the checker did not find it."
                                                         : "the GPU context was unusable from the start.";
      outcome.messages.push_back("not run: running it alone in a fresh process failed: " + why);
    }
    outcome.ran_alone = true;
    result_.tests.push_back(outcome);
    return true;
  }

  void sort_by(const std::vector<std::string>& order) {
    if (order.empty()) return;
    auto rank = [&](const TestOutcome& t) {
      return std::find(order.begin(), order.end(), t.name) - order.begin();
    };
    std::stable_sort(result_.tests.begin(), result_.tests.end(),
                     [&](const TestOutcome& a, const TestOutcome& b) { return rank(a) < rank(b); });
  }

  CheckerResult finish(CheckerResult::Verdict verdict) {
    result_.verdict = verdict;
    return result_;
  }

  const CheckerInvocation& inv_;
  CheckerResult result_;
  bool hung_ = false;
};

}  // namespace

CheckerResult run_checker(const CheckerInvocation& invocation) { return CheckerDriver(invocation).run(); }

CheckerOutput read_checker_output(const std::string& output) {
  CheckerOutput out;
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);) {
    if (starts_with(line, "cuda-lab checker:")) {
      const size_t at = line.rfind(", seed ");
      if (at != std::string::npos) out.seed = line.substr(at + 7);
    } else if (starts_with(line, "GPU: ")) {
      out.gpu = line.substr(5);
    } else if ((starts_with(line, "SKIPPED: ") || starts_with(line, "FAILED (LAB_REQUIRE_GPU=1)")) &&
               line.find("no usable GPU: ") != std::string::npos) {
      out.no_gpu_reason = line.substr(line.find("no usable GPU: ") + 15);
    } else if (starts_with(line, "HANG: the test \"")) {
      out.hang_message = line;
      const size_t end = line.find("\" did not finish");
      if (end != std::string::npos) out.hang_test = line.substr(16, end - 16);
    } else if (!line.empty() && !starts_with(line, "This checker runs your kernels") &&
               !starts_with(line, "Inputs came from seed") && !starts_with(line, "No test cases matched")) {
      out.printed.push_back(line);
    }
  }
  return out;
}

std::string hang_explanation(double timeout_s) {
  return "HANG: the checker did not finish within " + std::to_string(static_cast<int>(timeout_s)) +
         " s and was stopped. Likely causes: a loop whose exit condition never becomes true, "
         "__syncthreads() inside a branch that not all threads of a block take, or a thread "
         "waiting for a value another block never writes. (--timeout SECONDS changes the limit.)";
}

RunAnalysis analyse_run(const ProcessResult& process, const CatchReport& report,
                        const CheckerOutput& output, double timeout_s) {
  RunAnalysis analysis;
  std::string culprit;
  std::vector<std::string> culprit_messages;
  bool saw_fatal = false;
  for (const CatchTestCase& t : report.tests) {
    using State = CatchTestCase::State;
    if (t.state == State::not_run) {
      analysis.run_again.push_back(t.name);
    } else if (t.state == State::unfinished || t.fatal_signal) {
      culprit = t.name;
      culprit_messages = t.messages;
      saw_fatal = saw_fatal || t.fatal_signal;
    } else {
      analysis.finished.push_back({t.name, t.state == State::passed ? TestStatus::passed : TestStatus::failed,
                                   t.messages, false});
    }
  }

  analysis.hung = process.timed_out || !output.hang_message.empty();
  if (analysis.hung) {
    analysis.problem = output.hang_message.empty() ? hang_explanation(timeout_s) : output.hang_message;
    if (!output.hang_test.empty()) culprit = output.hang_test;
  } else if (process.interrupted) {
    analysis.problem = "interrupted (Ctrl-C).";
  } else {
    analysis.problem = process_problem(process, report, saw_fatal);
  }
  if (culprit.empty()) return analysis;

  TestStatus status = TestStatus::failed;
  if (analysis.hung) status = TestStatus::hung;
  else if (is_crash(process, report, saw_fatal)) status = TestStatus::crashed;
  else if (!analysis.problem.empty()) status = TestStatus::ended_early;
  if (!analysis.problem.empty()) culprit_messages.push_back(analysis.problem);
  analysis.finished.push_back({culprit, status, culprit_messages, false});
  return analysis;
}

}  // namespace lab::cli

#include "checker/cli/check_report.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

#include "checker/cli/terminal.h"

namespace lab::cli {

namespace {

constexpr size_t kDiagnosisLines = 30;
constexpr size_t kPrintedLines = 20;

void print_indented(const std::string& text, size_t& budget, bool verbose) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!verbose && budget == 0) return;
    std::printf("        %s\n", line.c_str());
    if (budget > 0) --budget;
  }
}


}  // namespace

std::string status_tag(TestStatus status) {
  switch (status) {
    case TestStatus::passed: return green("PASS   ");
    case TestStatus::failed: return red("FAIL   ");
    case TestStatus::crashed: return red("CRASH  ");
    case TestStatus::hung: return red("HANG   ");
    case TestStatus::ended_early: return red("EXITED ");
    case TestStatus::not_run: return yellow("NOT RUN");
  }
  return "?";
}

void print_tests(const CheckerResult& result, bool verbose) {
  for (const TestOutcome& t : result.tests) {
    std::printf("  %s %s%s\n", status_tag(t.status).c_str(), t.name.c_str(),
                t.ran_alone ? dim("   (ran alone in a fresh process)").c_str() : "");
    size_t budget = kDiagnosisLines;
    print_indented(t.diagnosis, budget, verbose);
    if (!verbose && budget == 0) std::printf("        %s\n", dim("... (--verbose shows the rest)").c_str());
  }
  if (!result.problem.empty()) {
    std::printf("  %s\n", red("The checker process itself:").c_str());
    size_t budget = kDiagnosisLines;
    print_indented(result.problem, budget, verbose);
  }
  if (!result.printed.empty()) {
    std::printf("\n  The code under test printed (a launcher and its kernels must not print):\n");
    for (size_t i = 0; i < result.printed.size() && (verbose || i < kPrintedLines); ++i)
      std::printf("  | %s\n", result.printed[i].c_str());
    const size_t more = result.printed_cut + (verbose ? 0 : result.printed.size() - std::min(result.printed.size(), kPrintedLines));
    if (more) std::printf("  | %s\n", dim("... " + std::to_string(more) + " more lines").c_str());
  }
}

std::string test_counts(const CheckerResult& result) {
  std::map<TestStatus, int> count;
  for (const TestOutcome& t : result.tests) ++count[t.status];
  std::string text = std::to_string(count[TestStatus::passed]) + " of " +
                     std::to_string(result.tests.size()) + " tests passed";
  const std::pair<TestStatus, const char*> others[] = {
      {TestStatus::failed, "failed"}, {TestStatus::crashed, "crashed"}, {TestStatus::hung, "hung"},
      {TestStatus::ended_early, "ended the process"}, {TestStatus::not_run, "not run"}};
  std::string details;
  for (const auto& [status, word] : others)
    if (count[status]) details += (details.empty() ? "" : ", ") + std::to_string(count[status]) + " " + word;
  return details.empty() ? text : text + " (" + details + ")";
}

}  // namespace lab::cli

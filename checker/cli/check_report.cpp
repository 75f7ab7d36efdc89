#include "checker/cli/check_report.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"

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

// The tag's text, as wide as the widest English tag ("NOT RUN").
std::string tag(const char* id) { return padded(say(id), 7); }

// A test that was skipped (no GPU) shows as not run: it gave no verdict.
report::Outcome shown(report::Outcome outcome) {
  return outcome == report::Outcome::skip ? report::Outcome::not_run : outcome;
}

}  // namespace

std::string status_tag(report::Outcome outcome) {
  const std::string word =
      tag(("cli.test." + std::string(report::to_string(shown(outcome)))).c_str());
  switch (shown(outcome)) {
    case report::Outcome::pass: return green(word);
    case report::Outcome::not_run: return yellow(word);
    default: return red(word);
  }
}

void print_tests(const CheckerResult& result, bool verbose) {
  for (const TestOutcome& t : result.tests) {
    std::printf("  %s %s%s\n", status_tag(t.outcome).c_str(), t.name.c_str(),
                t.ran_alone ? dim("   " + say("cli.test.ran-alone")).c_str() : "");
    size_t budget = kDiagnosisLines;
    print_indented(t.diagnosis, budget, verbose);
    if (!verbose && budget == 0)
      std::printf("        %s\n", dim(say("cli.test.more-diagnosis")).c_str());
  }
  if (!result.problem.empty()) {
    std::printf("  %s\n", red(say("cli.test.checker-process")).c_str());
    size_t budget = kDiagnosisLines;
    print_indented(result.problem, budget, verbose);
  }
  if (!result.printed.empty()) {
    std::printf("\n  %s\n", say("cli.test.printed").c_str());
    for (size_t i = 0; i < result.printed.size() && (verbose || i < kPrintedLines); ++i)
      std::printf("  | %s\n", result.printed[i].c_str());
    const size_t more =
        result.printed_cut +
        (verbose ? 0 : result.printed.size() - std::min(result.printed.size(), kPrintedLines));
    if (more) std::printf("  | %s\n", dim(say("cli.test.more-lines", {{"count", more}})).c_str());
  }
}

std::string test_counts(const CheckerResult& result) {
  using report::Outcome;
  std::map<Outcome, int> count;
  for (const TestOutcome& t : result.tests) ++count[shown(t.outcome)];
  const std::string text =
      say("cli.counts.passed", {{"passed", count[Outcome::pass]}, {"total", result.tests.size()}});
  const std::pair<Outcome, const char*> others[] = {{Outcome::fail, "cli.counts.failed"},
                                                    {Outcome::crash, "cli.counts.crashed"},
                                                    {Outcome::hang, "cli.counts.hung"},
                                                    {Outcome::exited, "cli.counts.ended"},
                                                    {Outcome::not_run, "cli.counts.not-run"}};
  std::string details;
  for (const auto& [status, id] : others)
    if (count[status])
      details += (details.empty() ? "" : say("cli.counts.separator")) +
                 say(id, {{"count", count[status]}});
  return details.empty() ? text
                         : say("cli.counts.with-details", {{"counts", text}, {"details", details}});
}

}  // namespace lab::cli

#include "checker/cli/sanitized_check.h"

#include <cstdio>
#include <filesystem>

#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

SanitizedRun run_sanitized(const std::string& sanitizer, const std::vector<std::string>& tools,
                           const std::string& checker, CheckerInvocation base) {
  SanitizedRun run;
  const std::string log = base.report_path + ".sanitizer.log";
  for (const std::string& tool : tools) {
    base.command = sanitizer_command(sanitizer, tool, log, checker);
    const CheckerResult result = run_checker(base);
    if (tool == tools.front()) run.checker = result;
    const SanitizerFindings findings = read_sanitizer_log(read_text(log));
    std::filesystem::remove(log);
    if (!findings.cannot_run.empty()) {
      run.cannot_run = findings.cannot_run;
      return run;
    }
    std::printf("  compute-sanitizer %-9s %s\n", tool.c_str(),
                findings.errors
                    ? red(say("cli.sanitizer.errors", {{"count", findings.errors}})).c_str()
                    : green(say("cli.sanitizer.no-errors")).c_str());
    if (result.verdict == report::Verdict::no_gpu ||
        result.verdict == report::Verdict::interrupted) {
      run.checker = result;
      return run;
    }
    if (findings.errors > 0) {
      run.failed_tool = tool;
      run.findings = findings;
      return run;
    }
  }
  return run;
}

void print_sanitizer_findings(const SanitizedRun& run) {
  if (run.failed_tool.empty()) return;
  std::printf("\n  %s\n",
              bold(say("cli.sanitizer.first-report", {{"tool", run.failed_tool}})).c_str());
  for (const std::string& line : run.findings.first_report) std::printf("  | %s\n", line.c_str());
  const std::string meaning = say(
      "cli.sanitizer.meaning", {{"meaning", explain_sanitizer_report(run.findings.first_report)}});
  std::printf("  %s\n", wrap(meaning, 2).c_str());
}

}  // namespace lab::cli

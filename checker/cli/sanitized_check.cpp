#include "checker/cli/sanitized_check.h"

#include <cstdio>
#include <filesystem>

#include "checker/cli/pristine.h"
#include "checker/cli/terminal.h"

namespace lab::cli {

namespace {

std::string log_path(const std::string& dir, const std::string& tool, int run) {
  return dir + "/sanitizer-" + tool + "-" + std::to_string(run) + ".log";
}

}  // namespace

SanitizedRun run_sanitized(const std::string& sanitizer, const std::vector<std::string>& tools,
                           const std::string& checker, CheckerInvocation base) {
  SanitizedRun run;
  for (const std::string& tool : tools) {
    const std::string dir = base.report_dir;
    base.command = [=](int index) { return sanitizer_command(sanitizer, tool, log_path(dir, tool, index), checker); };
    const CheckerResult result = run_checker(base);
    if (tool == tools.front()) run.checker = result;
    SanitizerFindings findings;
    for (int i = 0; i < result.runs; ++i) {
      const std::string path = log_path(dir, tool, i);
      const SanitizerFindings one = read_sanitizer_log(read_text(path));
      std::filesystem::remove(path);
      findings.errors += one.errors;
      if (findings.first_report.empty()) findings.first_report = one.first_report;
      if (findings.cannot_run.empty()) findings.cannot_run = one.cannot_run;
    }
    if (!findings.cannot_run.empty()) {
      run.cannot_run = findings.cannot_run;
      return run;
    }
    std::printf("  compute-sanitizer %-9s %s\n", tool.c_str(),
                findings.errors ? red(std::to_string(findings.errors) + " error(s)").c_str() : green("no errors").c_str());
    if (result.verdict == CheckerResult::Verdict::no_gpu || result.verdict == CheckerResult::Verdict::interrupted) {
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
  std::printf("\n  %s\n", bold("compute-sanitizer " + run.failed_tool + ", the first report:").c_str());
  for (const std::string& line : run.findings.first_report) std::printf("  | %s\n", line.c_str());
  const std::string meaning = "What it means: " + explain_sanitizer_report(run.findings.first_report);
  std::printf("  %s\n", wrap(meaning, 2).c_str());
}

}  // namespace lab::cli

#include "checker/cli/grade/verdict.h"

#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

namespace lab::cli::grade {

namespace {

std::string tampered(const std::string& what) {
  return "the checker's report does not hold together (" + what +
         "): something other than the checker wrote to it, so nothing of this run counts";
}

}  // namespace

Judged judge(const std::string& report_text, const SpawnResult& process) {
  Judged judged;
  judged.outcome = SubmissionOutcome::no_result;
  judged.exit_code = process.exit_code;
  if (!process.exited()) {
    judged.reason = "the checker " + how_it_ended(process) + " before it finished its report";
    return judged;
  }
  // Event by event, in the order written.
  std::vector<std::string> events;
  std::istringstream lines(report_text);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) continue;
    const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    events.push_back(j.is_object() ? j.value("event", "?") : "?");
  }
  const report::Report report = report::parse(report_text);
  const report::Reading reading = report::read(report, process.exit_code);
  if (reading.no_gpu) {
    judged.outcome = SubmissionOutcome::no_gpu;
    judged.reason = report.session ? report.session->gpu_reason : "no usable GPU";
    return judged;
  }
  if (process.exit_code != 0 && process.exit_code != 1) {
    judged.reason = "the checker ended with exit code " + std::to_string(process.exit_code);
    return judged;
  }
  if (events.empty() || !report.session) {
    judged.reason = "the checker wrote no report";
    return judged;
  }
  const auto count = [&](const char* e) { return std::count(events.begin(), events.end(), e); };
  if (events.front() != "session" || count("session") != 1)
    return judged.reason = tampered("session line"), judged;
  if (count("end") != 1 || events.back() != "end" || !report.end)
    return judged.reason = tampered("end line"), judged;
  if (count("?") > 0 || !report.error.empty())
    return judged.reason = tampered("a line that is not a report event"), judged;

  std::map<std::string, const report::TestEnd*> ends;
  for (const report::TestEnd& t : report.tests) {
    const auto& list = report.session->tests;
    if (std::find(list.begin(), list.end(), t.test) == list.end())
      return judged.reason = tampered("a result for a test the run does not have"), judged;
    if (!ends.emplace(t.test, &t).second)
      return judged.reason = tampered("two results for one test"), judged;
  }
  size_t passed = 0, failed = 0;
  for (const std::string& name : report.session->tests) {
    const auto found = ends.find(name);
    TestResult test{name, report::Outcome::not_run, "", {}, {}};
    if (found != ends.end()) {
      const report::TestEnd& t = *found->second;
      test.outcome = report::outcome_of(t);
      test.diagnosis = t.diagnosis;
      test.ids = t.diagnosis_ids;
      test.timings = t.timings;
      passed += t.status == report::Outcome::pass;
      failed += t.status == report::Outcome::fail;
    } else {
      test.ids = {report::outcome_id(report::Outcome::not_run)};
    }
    judged.tests.push_back(std::move(test));
  }
  const report::End& end = *report.end;
  if (end.passed != passed || end.failed != failed || end.exit_code != process.exit_code)
    return judged.reason = tampered("the end line's counts"), judged;
  const bool all_passed = passed == report.session->tests.size() && !report.session->tests.empty();
  if ((process.exit_code == 0) != (all_passed && end.status == report::Outcome::pass))
    return judged.reason = tampered("the exit code and the results disagree"), judged;

  judged.outcome = SubmissionOutcome::graded;
  judged.checker = report.session->chapter;
  judged.printed = report.output;
  if (report.session->gpu) judged.gpu = report.session->gpu->name;
  for (const std::string& problem : reading.problems)  // no broken line: tampered() above
    judged.reason += (judged.reason.empty() ? "" : " ") + problem;
  return judged;
}

}  // namespace lab::cli::grade

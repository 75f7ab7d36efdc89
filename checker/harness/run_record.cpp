#include "checker/harness/run_record.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "checker/harness/cause_rules.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"

namespace lab {

namespace {

using report::Outcome;

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

const char* outcome_id(const report::TestEnd& t) {
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
std::string tag(const report::TestEnd& t) {
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

// Each line of `text`, indented under its test.
void print_lines(const std::string& text) {
  size_t start = 0;
  for (size_t nl = 0; !text.empty() && nl != std::string::npos; start = nl + 1) {
    nl = text.find('\n', start);
    std::printf("          %s\n",
                text.substr(start, nl == std::string::npos ? nl : nl - start).c_str());
  }
  std::fflush(stdout);
}

void print_test(const report::TestEnd& t) {
  std::printf("  %s %s%s\n", tag(t).c_str(), t.test.c_str(),
              t.worker > 1 ? ("   " + say("harness.ran-alone")).c_str() : "");
  print_lines(t.diagnosis);
}

}  // namespace

void add_diagnosis(report::TestEnd& t, const std::string& id, const std::string& text) {
  t.diagnosis += (t.diagnosis.empty() ? "" : "\n") + text;
  if (std::find(t.diagnosis_ids.begin(), t.diagnosis_ids.end(), id) == t.diagnosis_ids.end())
    t.diagnosis_ids.push_back(id);
}

RunRecord::RunRecord(const SupervisorOptions& options, const char* chapter, const char* variant,
                     bool needs_gpu, OutputLog& output)
    : o_(options), needs_gpu_(needs_gpu), output_(output) {
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
}

RunRecord::~RunRecord() {
  if (report_file_) std::fclose(report_file_);
}

void RunRecord::print_header() const {
  std::printf("%s\n", say("harness.header", {{"chapter", session_.chapter},
                                             {"variant", session_.variant},
                                             {"seed", o_.seed.text()}})
                          .c_str());
  std::fflush(stdout);
}

void RunRecord::hello(const report::Session& hello) {
  if (have_session_) return;  // a fresh worker's, for the same run
  session_.gpu = hello.gpu;
  session_.gpu_reason = hello.gpu_reason;
  session_.tests = hello.tests;
  write_session();
  if (needs_gpu_ && !session_.gpu) skip_ = true;
}

void RunRecord::no_session() {
  write_session();
  if (stopped_.empty()) stopped_ = say("harness.ended-before-tests");
}

void RunRecord::test_start(const std::string& test, int worker) {
  emit(report::test_start_line(test, worker));
}

void RunRecord::record(report::TestEnd t) {
  if (!pending_forgery_.empty()) {
    t.status = Outcome::fail;
    add_diagnosis(t, "forged-report", pending_forgery_);
    pending_forgery_.clear();
  }
  flush_output();
  emit(report::test_end_line(t));
  print_test(t);
  results_.push_back(std::move(t));
}

void RunRecord::not_run(const std::string& test, const std::string& why, int worker) {
  report::TestEnd t{
      test,  Outcome::not_run, why, {report::outcome_id(report::Outcome::not_run)}, 0, {}, 0,
      worker};
  record(t);
}

bool RunRecord::ended(const std::string& test) const {
  return std::any_of(results_.begin(), results_.end(),
                     [&](const report::TestEnd& t) { return t.test == test; });
}

void RunRecord::incident(const report::Incident& i) {
  flush_output();
  emit(report::incident_line(i));
}

void RunRecord::forged(const std::string& in_test, const std::string& line) {
  const std::string shown = line.substr(0, 80);
  const std::string text = say("forged-report", {{"line", shown}});
  forged_ = true;
  incident({report::IncidentKind::forged, in_test, text});
  pending_forgery_ = text;
}

void RunRecord::flush_output() {
  if (const auto line = output_.take_output_line()) emit(*line);
}

void RunRecord::write_session() {
  have_session_ = true;
  emit(report::session_line(session_));
  if (session_.gpu)
    std::printf("%s\n", say("harness.gpu", {{"name", session_.gpu->name},
                                            {"major", session_.gpu->major},
                                            {"minor", session_.gpu->minor},
                                            {"sms", session_.gpu->multiprocessors}})
                            .c_str());
}

void RunRecord::emit(const std::string& line) {
  if (!report_file_) return;
  std::fputs(line.c_str(), report_file_);
  std::fputc('\n', report_file_);
  std::fflush(report_file_);
}

int RunRecord::finish(bool interrupted) {
  report::End end;
  for (const report::TestEnd& t : results_) {
    if (t.status == Outcome::pass)
      ++end.passed;
    else if (t.status == Outcome::fail)
      ++end.failed;
    else if (t.status == Outcome::skip)
      ++end.skipped;
    else
      ++end.not_run;
  }
  const bool all_passed = !results_.empty() && end.passed == results_.size() && stopped_.empty() &&
                          !forged_ && usage_error_.empty() && !interrupted;
  end.status = all_passed ? Outcome::pass : Outcome::fail;
  output_.print_shown();
  judge_causes();
  if (!stopped_.empty()) {
    incident({report::IncidentKind::stopped, "", stopped_});
    std::printf("\n%s\n", say("harness.could-not-finish", {{"reason", stopped_}}).c_str());
  }

  int code = all_passed ? 0 : 1;
  if (skip_) {
    const bool require = o_.require_gpu;
    end.status = Outcome::skip;
    std::printf("%s\n", no_gpu_line(session_.gpu_reason, require).c_str());
    std::printf("%s\n", say("harness.needs-gpu").c_str());
    code = require ? 1 : 77;
  } else if (!usage_error_.empty()) {
    std::fprintf(
        stderr, "%s\n",
        say("harness.usage-error", {{"error", usage_error_}, {"selection", join(o_.selection)}})
            .c_str());
    code = 2;
  } else if (interrupted) {
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

// The causes the failed tests proposed, judged against every result of the run: each judgement
// is written to the report and completes its test's diagnosis (report::complete_test), which the
// summary, --expect-diagnosis and the JUnit file then read.
void RunRecord::judge_causes() {
  const std::vector<report::CauseJudgement> judged =
      lab::judge_causes(cause_rules_of(session_.chapter), results_);
  for (const report::CauseJudgement& j : judged) {
    emit(report::causes_line(j));
    report::complete_test(j, results_);
    if (j.shown.empty()) continue;
    std::printf("\n  %s\n", say("harness.causes-of", {{"test", j.test}}).c_str());
    const report::CauseJudgement alone{j.test, j.lead_in, j.shown, {}};
    print_lines(report::with_causes("", alone));
  }
}

// --expect-diagnosis: the exit code says whether the known-wrong variant was caught for the
// right reason.
int RunRecord::expectation(bool all_passed, report::End& end) const {
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

void RunRecord::write_junit() const {
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

}  // namespace lab

#include "checker/harness/outcome.h"

#include <algorithm>

namespace lab::report {

namespace {

template <typename Enum, size_t N>
std::optional<Enum> parse(std::string_view word, const Enum (&values)[N]) {
  for (Enum value : values)
    if (word == to_string(value)) return value;
  return std::nullopt;
}

}  // namespace

const char* to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::pass: return "pass";
    case Outcome::fail: return "fail";
    case Outcome::crash: return "crash";
    case Outcome::hang: return "hang";
    case Outcome::exited: return "exited";
    case Outcome::skip: return "skip";
    case Outcome::not_run: return "not-run";
  }
  return "fail";
}

const char* to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::pass: return "pass";
    case Verdict::fail: return "fail";
    case Verdict::no_gpu: return "no-gpu";
    case Verdict::usage_error: return "usage-error";
    case Verdict::interrupted: return "interrupted";
  }
  return "fail";
}

const char* to_string(SubmissionOutcome outcome) {
  switch (outcome) {
    case SubmissionOutcome::graded: return "graded";
    case SubmissionOutcome::not_submitted: return "not-submitted";
    case SubmissionOutcome::rejected: return "rejected";
    case SubmissionOutcome::compile_error: return "compile-error";
    case SubmissionOutcome::no_result: return "no-result";
    case SubmissionOutcome::no_gpu: return "no-gpu";
    case SubmissionOutcome::grader_error: return "error";
  }
  return "error";
}

const char* to_string(IncidentKind kind) {
  switch (kind) {
    case IncidentKind::hang: return "hang";
    case IncidentKind::sticky_error: return "sticky-error";
    case IncidentKind::crash: return "crash";
    case IncidentKind::exit: return "exit";
    case IncidentKind::forged: return "forged";
    case IncidentKind::stopped: return "stopped";
  }
  return "stopped";
}

std::optional<Outcome> parse_outcome(std::string_view word) { return parse(word, kOutcomes); }

std::optional<Verdict> parse_verdict(std::string_view word) {
  // .lab/progress.tsv of an earlier version of the lab said "passed" and "failing".
  if (word == "passed") return Verdict::pass;
  if (word == "failing") return Verdict::fail;
  return parse(word, kVerdicts);
}

std::optional<SubmissionOutcome> parse_submission_outcome(std::string_view word) {
  return parse(word, kSubmissionOutcomes);
}

std::optional<IncidentKind> parse_incident_kind(std::string_view word) {
  return parse(word, kIncidentKinds);
}

const char* status_word(Outcome outcome) {
  switch (outcome) {
    case Outcome::pass:
    case Outcome::skip:
    case Outcome::not_run: return to_string(outcome);
    case Outcome::fail:
    case Outcome::crash:
    case Outcome::hang:
    case Outcome::exited: return to_string(Outcome::fail);
  }
  return to_string(Outcome::fail);
}

std::optional<Outcome> parse_status_word(std::string_view word) {
  for (Outcome value : {Outcome::pass, Outcome::fail, Outcome::skip, Outcome::not_run})
    if (word == to_string(value)) return value;
  return std::nullopt;
}

Outcome outcome_from(Outcome status, const std::vector<std::string>& diagnosis_ids) {
  if (status != Outcome::fail) return status;
  for (Outcome o : {Outcome::hang, Outcome::crash, Outcome::exited})
    if (std::find(diagnosis_ids.begin(), diagnosis_ids.end(), outcome_id(o)) != diagnosis_ids.end())
      return o;
  return Outcome::fail;
}

const char* outcome_id(Outcome outcome) {
  switch (outcome) {
    case Outcome::crash:
    case Outcome::hang:
    case Outcome::not_run: return to_string(outcome);
    case Outcome::exited: return "process-exited";
    case Outcome::pass:
    case Outcome::fail:
    case Outcome::skip: return nullptr;
  }
  return nullptr;
}

}  // namespace lab::report

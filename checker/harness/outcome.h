// How things end, in one vocabulary: a test case, a checker's run, a graded submission.
//
//   report::Outcome o = report::outcome_of(test_end);  // Outcome::crash
//   const char* word = report::to_string(o);           // "crash", as the report spells it
//   report::parse_outcome("crash")                     // Outcome::crash; nullopt for another word
//
// Each value's spelling is written once, here: the report's JSON, .lab/progress.tsv and
// lab grade's journal, CSV and HTML all go through these functions, and host.vocabulary
// finds no copy of a spelling anywhere else in the sources.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lab::report {

// How one test case ended.
enum class Outcome { pass, fail, crash, hang, exited, skip, not_run };

// How a checker's run ended, for whoever ran it (lab check, lab bench, .lab/progress.tsv).
enum class Verdict { pass, fail, no_gpu, usage_error, interrupted };

// How one (student, chapter) of `lab grade` ended.
enum class SubmissionOutcome {
  graded,         // the checker's report, read and trusted
  not_submitted,  // no file for the chapter
  rejected,       // the whole submission was refused
  compile_error,  // the file did not compile or link
  no_result,      // the checker gave no trustworthy report
  no_gpu,         // not graded: the checker found no GPU
  grader_error,   // the grader's own problem (not the student's): graded again next time
};

// A problem of a checker's process rather than of one test's result: the report's event.
enum class IncidentKind {
  hang,          // a test ran past its time limit
  sticky_error,  // a CUDA error that poisons the context
  crash,         // a signal
  exit,          // the worker ended early
  forged,        // a line without the run's secret
  stopped,       // the run could not go on (no test list, ...)
};

const char* to_string(Outcome outcome);
const char* to_string(Verdict verdict);
const char* to_string(SubmissionOutcome outcome);
const char* to_string(IncidentKind kind);

std::optional<Outcome> parse_outcome(std::string_view word);
std::optional<Verdict> parse_verdict(std::string_view word);  // also progress.tsv's older words
std::optional<SubmissionOutcome> parse_submission_outcome(std::string_view word);
std::optional<IncidentKind> parse_incident_kind(std::string_view word);

// The report's test-end "status" (format 1): pass, fail, skip or not-run; a crash, a hang
// and an early exit are failures whose diagnosis carries the outcome's id.
const char* status_word(Outcome outcome);
std::optional<Outcome> parse_status_word(std::string_view word);

// The diagnosis id by which a test-end's ids say how it ended ("hang", "crash",
// "process-exited", "not-run"); nullptr for an outcome its status says by itself.
const char* outcome_id(Outcome outcome);

// A test's outcome from its report status and its diagnosis ids: the one reading of them
// for every reader of a report or a journal.
Outcome outcome_from(Outcome status, const std::vector<std::string>& diagnosis_ids);

// Every value, for the tests and for readers that list them.
inline constexpr Outcome kOutcomes[] = {Outcome::pass,   Outcome::fail,   Outcome::crash,
                                        Outcome::hang,   Outcome::exited, Outcome::skip,
                                        Outcome::not_run};
inline constexpr Verdict kVerdicts[] = {Verdict::pass, Verdict::fail, Verdict::no_gpu,
                                        Verdict::usage_error, Verdict::interrupted};
inline constexpr SubmissionOutcome kSubmissionOutcomes[] = {
    SubmissionOutcome::graded,        SubmissionOutcome::not_submitted, SubmissionOutcome::rejected,
    SubmissionOutcome::compile_error, SubmissionOutcome::no_result,     SubmissionOutcome::no_gpu,
    SubmissionOutcome::grader_error};
inline constexpr IncidentKind kIncidentKinds[] = {IncidentKind::hang,   IncidentKind::sticky_error,
                                                  IncidentKind::crash,  IncidentKind::exit,
                                                  IncidentKind::forged, IncidentKind::stopped};

}  // namespace lab::report

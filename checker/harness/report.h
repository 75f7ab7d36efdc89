// The checker's report: the one declared channel between a checker and whatever reads its
// verdict (`lab check`, `lab grade`, CI). docs/report-format.md is its specification.
//
//   checker --report run.jsonl --junit run.xml      # written by the checker's supervisor
//   lab::report::Report r = lab::report::parse(read_text("run.jsonl"));
//   if (r.end && r.end->status == lab::report::Outcome::pass) ...
//
// JSON Lines, one object per line with an "event" field: session, test-start, output,
// test-end, hang, sticky-error, crash, exit, forged, stopped, causes, end. The worker that runs the tests sends
// the supervisor the same events (plus hello and done) over an inherited channel.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/harness/outcome.h"

namespace lab::report {

constexpr int kFormat = 1;

// One kernel timing a test measured: its median time, at one problem size, and the ratio of
// a ceiling measured in the same run (copy bandwidth, cuBLAS) to it: 1.0 = at the ceiling.
struct KernelTiming {
  std::string kernel;   // "vector_add"
  std::string size;     // "n = 2^26"
  double ms = 0;        // median
  std::string ceiling;  // "device-to-device copy of the same bytes"
  double ratio = 0;     // ceiling time / kernel time
};

struct Gpu {
  std::string name;
  int major = 0, minor = 0, multiprocessors = 0;
};

struct Session {
  int format = kFormat;
  std::string chapter, variant, seed;
  std::optional<Gpu> gpu;          // none: not usable (see gpu_reason) or not needed
  std::string gpu_reason;          // why there is no GPU
  std::vector<std::string> tests;  // the test cases this run covers, in order
};

// A candidate cause of a test's failure: its id and the text a student reads.
struct Cause {
  std::string id;
  std::string text;
};

struct TestEnd {
  std::string test;
  Outcome status = Outcome::not_run;       // as the report says it: pass, fail, skip or not run
  std::string diagnosis;                   // "" when it passed
  std::vector<std::string> diagnosis_ids;  // stable ids ("stale-second-call", "hang", ...)
  double seconds = 0;
  std::vector<KernelTiming> timings;
  size_t output_lines = 0;  // lines the code under test printed during this test
  int worker = 1;           // the worker process (1, 2, ...) that ran it: > 1 is a fresh one
  // The causes this test's evidence fits, not yet judged against the other tests (the
  // "causes" event does that); not part of `diagnosis`.
  std::vector<Cause> causes;
};

// A cause the run's other evidence rules out, and the evidence (a sentence) that does.
struct RuledOut {
  std::string id;
  std::string by;
};

// The end of the run's judgement of one failed test's candidate causes: those shown, in the
// chapter's order, and those ruled out. The test's diagnosis as a student reads it is the
// test-end's, then the shown causes (lead_in and their texts); parse() puts them together.
struct CauseJudgement {
  std::string test;
  std::string lead_in;  // "Likely cause:" or the like, in the reader's language
  std::vector<Cause> shown;
  std::vector<RuledOut> ruled_out;
};

// The text a student reads for a test whose causes were judged: its diagnosis, then the
// shown causes after `lead_in` (the diagnosis alone when none is shown).
std::string with_causes(const std::string& diagnosis, const CauseJudgement& judged);

// What happened to a test, from its status and the supervisor's diagnosis ids (hang, crash,
// process-exited): the one reading of them for every reader of a report.
Outcome outcome_of(const TestEnd& t);

// A problem of the process rather than of one test's result.
struct Incident {
  IncidentKind kind = IncidentKind::stopped;  // its event: hang, crash, exit, ... (outcome.h)
  std::string test;  // the test it happened in ("" before or between tests)
  std::string text;
};

struct End {
  Outcome status = Outcome::fail;  // pass (every test passed), fail or skip (no GPU)
  size_t passed = 0, failed = 0, skipped = 0, not_run = 0;
  int exit_code = 1;
  std::string expected_diagnosis;  // --expect-diagnosis, "" without
  bool expected_found = false;
};

struct Report {
  std::optional<Session> session;
  std::vector<TestEnd> tests;
  std::vector<Incident> incidents;
  std::vector<std::string> output;         // the first lines the code under test printed
  size_t output_cut = 0;                   // lines printed beyond those
  std::vector<CauseJudgement> judgements;  // the causes events, in order
  std::optional<End> end;                  // none: the checker itself was stopped
  std::string error;                       // a line that is not valid JSON, or a broken event
};

// One JSON line (no newline) per event. The worker's "hello" is a session line under
// another event name.
std::string session_line(const Session& session, const char* event = "session");
std::string test_start_line(const std::string& test, int worker);
std::string test_end_line(const TestEnd& end);
std::string incident_line(const Incident& incident);
std::string output_line(const std::string& test, const std::vector<std::string>& lines, size_t cut);
std::string causes_line(const CauseJudgement& judged);
std::string end_line(const End& end);

// Reads a report; tolerates a truncated last line (a checker killed halfway). A causes event
// completes its test: the shown causes join its diagnosis (with_causes) and their ids its
// diagnosis_ids, so every reader sees what the student sees.
Report parse(const std::string& jsonl);

// Applies one judgement to its test among `tests` (the last of that name), as parse() does.
void complete_test(const CauseJudgement& judged, std::vector<TestEnd>& tests);

// What a checker's report and exit code say, read by the one set of rules that the lab
// command and the grader share (the grader adds its checks that the report holds together:
// checker/cli/grade/verdict.h). The tests are the report's, each read by outcome_of().
struct Reading {
  // No usable GPU: the end is a skip, and the checker exited 77, or 1 where
  // LAB_REQUIRE_GPU=1 made that a failure. The session's gpu_reason says why.
  bool no_gpu = false;
  std::vector<std::string> problems;  // of the run rather than of one test, in order
  bool sticky = false;                // a sticky CUDA error happened
  bool ended = false;                 // the end line was read
  bool passed = false;                // exit 0, an end that passed, and no problem
};
Reading read(const Report& report, int exit_code);

// What the worker process that runs the tests tells its supervisor, line by line.
struct WorkerEvent {
  std::string event;  // hello, test-start, test-end, sticky-error, usage, crash-context, done
  Session hello;
  TestEnd test_end;  // test-end; test-start sets test_end.test only
  std::string text;  // sticky-error, usage, crash-context
  std::string id;    // crash-context
};
std::string worker_line(const std::string& event, const std::string& test, const std::string& text);
// The worker's "crash-context" line: what it knew as it crashed (in_call.h), a diagnosis id
// and its text, which the supervisor adds to the crash's diagnosis.
std::string crash_context_line(const std::string& id, const std::string& text);
// False for a line that is not a well-formed event.
bool parse_worker_line(const std::string& line, WorkerEvent& out);

// JUnit XML: one <testsuite> per report, one <testcase> per test case, failures and
// errors (crash, hang, not run) with their diagnosis.
std::string junit_xml(const Report& report);

// The same sorted in one <testsuites> document, e.g. for a whole class.
std::string junit_document(const std::vector<std::string>& testsuites);

}  // namespace lab::report

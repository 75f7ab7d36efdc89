// The record of a supervised run: the session, each test's result and each incident, written to
// the report (--report) as they come and shown on stdout; at the end, the summary, the JUnit
// file (--junit) and the exit code (supervisor.h).
//
//   RunRecord record(options, chapter, variant, needs_gpu, output);
//   record.hello(session);  record.record(test_end);  record.incident(incident);
//   return record.finish(interrupted);
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "checker/harness/output_log.h"
#include "checker/harness/report.h"
#include "checker/harness/supervisor_options.h"

namespace lab {

// Adds a diagnosis to a test's result; its id once.
void add_diagnosis(report::TestEnd& t, const std::string& id, const std::string& text);

class RunRecord {
 public:
  // Opens the report; `output` is written to it before each line that follows what was printed.
  RunRecord(const SupervisorOptions& options, const char* chapter, const char* variant,
            bool needs_gpu, OutputLog& output);
  ~RunRecord();
  RunRecord(const RunRecord&) = delete;
  RunRecord& operator=(const RunRecord&) = delete;

  void print_header() const;

  // A worker's hello: the first one's is the run's session, the tests it covers.
  void hello(const report::Session& hello);
  // The first worker never said which tests there are.
  void no_session();
  bool has_session() const { return have_session_; }
  // A GPU checker without a usable GPU: no test is run.
  bool skipped() const { return skip_; }
  const std::vector<std::string>& tests() const { return session_.tests; }

  void test_start(const std::string& test, int worker);
  void record(report::TestEnd t);
  void not_run(const std::string& test, const std::string& why, int worker);
  bool ended(const std::string& test) const;
  size_t results() const { return results_.size(); }

  void incident(const report::Incident& i);
  // A channel line without this run's secret: the run fails, and so does the next result.
  void forged(const std::string& in_test, const std::string& line);
  void usage_error(const std::string& error) { usage_error_ = error; }
  // Why the run could not go on: the summary says it, and the run fails.
  void stop(const std::string& why) { stopped_ = why; }
  bool stopped() const { return !stopped_.empty(); }
  void flush_output();

  // The summary, the report's end line and the JUnit file; returns the exit code.
  int finish(bool interrupted);

 private:
  void write_session();
  void judge_causes();
  void emit(const std::string& line);
  int expectation(bool all_passed, report::End& end) const;
  void write_junit() const;

  const SupervisorOptions& o_;
  bool needs_gpu_;
  OutputLog& output_;
  report::Session session_;
  FILE* report_file_ = nullptr;
  bool have_session_ = false, skip_ = false, forged_ = false;
  std::string stopped_, usage_error_, pending_forgery_;
  std::vector<report::TestEnd> results_;
};

}  // namespace lab

// What one worker tells its supervisor, entered in the run's record: each event of its channel
// as it comes, and, when it ends without saying why, how it ended. It knows the test the worker
// is in, which a hang or a crash then fails.
//
//   WorkerEvents events(index, options.timeout_s, record, output);
//   ... a WorkerProcess hands it the channel's lines ...
//   if (timed_out) events.hang(); else if (!events.said_its_end()) events.ended_early(status);
#pragma once

#include <string>

#include "checker/harness/output_log.h"
#include "checker/harness/report.h"
#include "checker/harness/run_record.h"

namespace lab {

class WorkerEvents {
 public:
  // `worker` counts the run's workers from 1; each test-end says which one ran it.
  WorkerEvents(int worker, double timeout_s, RunRecord& record, const OutputLog& output);

  void said(report::WorkerEvent& e);     // a line of the channel, signed and well-formed
  void forged(const std::string& line);  // any other line of the channel

  // The worker passed its time limit: the test it is in fails. Returns that test, or
  // "(between tests)".
  std::string hang();
  // The worker ended without saying it would (done, or a sticky error); `status` as waitpid()
  // gives it.
  void ended_early(int status);

  bool said_its_end() const { return done_ || sticky_; }
  size_t hello_tests() const { return hello_tests_; }        // the tests it said it would run
  const std::string& last_end() const { return last_end_; }  // "killed by ...": an early end

 private:
  int worker_index_;
  double timeout_s_;
  RunRecord& record_;
  const OutputLog& output_;
  std::string in_test_, last_end_;
  std::string crash_id_, crash_context_;  // what the worker knew as it crashed (in_call.h)
  bool done_ = false, sticky_ = false;
  size_t hello_tests_ = 0;
};

}  // namespace lab

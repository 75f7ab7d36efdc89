// One worker process, as its supervisor sees it: the checker run again with --lab-worker
// (worker.h) in a process group of its own, its channel and its output read as they come, its
// time limit, and how it ended.
//
//   WorkerProcess process(secret, options.timeout_s, events, output);
//   if (!process.start(seed, selection)) ...  // errno says why
//   if (process.follow(interrupted) == WorkerProcess::End::timed_out) ...
//   process.status()  // as waitpid() gives it
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

#include "checker/harness/output_log.h"
#include "checker/harness/worker_events.h"

namespace lab {

class WorkerProcess {
 public:
  enum class End { ended, timed_out };

  // Each signed line of the channel goes to `events` (any other line: events.forged), each line
  // printed to `output`.
  WorkerProcess(const std::string& secret, double timeout_s, WorkerEvents& events,
                OutputLog& output);
  ~WorkerProcess();
  WorkerProcess(const WorkerProcess&) = delete;
  WorkerProcess& operator=(const WorkerProcess&) = delete;

  // Starts `<this program> --lab-worker FD --seed SEED --lang LANGUAGE selection...` (this
  // process's language) and writes the secret into its channel; false, with errno, when it
  // could not.
  bool start(const std::string& seed, const std::vector<std::string>& selection);

  // Reads the worker until it has ended, or has said nothing signed for timeout_s, or
  // `interrupted` is set; then kills its process group.
  End follow(const volatile sig_atomic_t& interrupted);

  int status() const { return status_; }

 private:
  using Clock = std::chrono::steady_clock;

  void read_output();
  void printed(const std::string& line);
  void read_channel();
  void handle_line(const std::string& line);

  const std::string& secret_;
  const double timeout_s_;
  WorkerEvents& events_;
  OutputLog& output_log_;
  pid_t pid_ = -1;
  int channel_ = -1, output_ = -1;
  std::string channel_buffer_, output_buffer_;
  bool channel_open_ = false, output_open_ = false;
  bool exited_ = false;
  int status_ = 0;
  Clock::time_point deadline_;
};

}  // namespace lab

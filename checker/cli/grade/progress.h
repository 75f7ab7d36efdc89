// The grader's progress: on a terminal one bar redrawn in place with the ETA; otherwise
// (a log, CI, Slurm) one plain line per finished (student, chapter).
#pragma once

#include <chrono>
#include <mutex>
#include <string>

namespace lab::cli::grade {

class Progress {
 public:
  Progress(size_t total, bool terminal);
  void done(const std::string& line);  // one (student, chapter) finished, in a few words
  void tick();  // redraws the bar (its elapsed time) once a second at most; nothing on a log
  void finish();

 private:
  void draw();
  size_t total_, finished_ = 0;
  bool terminal_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), drawn_ = start_;
  std::mutex mutex_;
};

// "1 h 02 min", "3 min 05 s", "42 s"
std::string duration_text(double seconds);

}  // namespace lab::cli::grade

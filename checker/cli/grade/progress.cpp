#include "checker/cli/grade/progress.h"

#include <cmath>
#include <cstdio>

namespace lab::cli::grade {

namespace {
constexpr int kBarWidth = 30;
}

std::string duration_text(double seconds) {
  const long s = std::lround(seconds);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%ld h %02ld min", s / 3600, s % 3600 / 60);
  else if (s >= 60)
    std::snprintf(text, sizeof text, "%ld min %02ld s", s / 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%ld s", s);
  return text;
}

Progress::Progress(size_t total, bool terminal) : total_(total), terminal_(terminal) {
  if (terminal_ && total_ > 0) draw();
}

void Progress::draw() {
  drawn_ = std::chrono::steady_clock::now();
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const int filled = total_ ? static_cast<int>(kBarWidth * finished_ / total_) : kBarWidth;
  std::string bar(static_cast<size_t>(filled), '#');
  bar.resize(kBarWidth, '.');
  const std::string eta = finished_ ? duration_text(elapsed / static_cast<double>(finished_) *
                                                    static_cast<double>(total_ - finished_))
                                    : "?";
  std::printf("\r\033[K  [%s] %zu/%zu  %s elapsed, ETA %s", bar.c_str(), finished_, total_,
              duration_text(elapsed).c_str(), eta.c_str());
  std::fflush(stdout);
}

void Progress::done(const std::string& line) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++finished_;
  if (terminal_) {
    draw();
  } else {
    std::printf("  [%zu/%zu] %s\n", finished_, total_, line.c_str());
    std::fflush(stdout);
  }
}

void Progress::tick() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!terminal_ || std::chrono::steady_clock::now() - drawn_ < std::chrono::seconds(1)) return;
  draw();
}

void Progress::finish() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (terminal_ && total_ > 0) std::printf("\n");
  std::fflush(stdout);
}

}  // namespace lab::cli::grade

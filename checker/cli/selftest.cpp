// The parts of `lab selftest` that the tests reach (see selftest.h).
#include "checker/cli/selftest.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"
#include "checker/tools/gpu_load.h"

namespace lab::cli {

namespace {

constexpr double kLoadStopGrace_s = 5;

using Clock = std::chrono::steady_clock;

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

}  // namespace

double since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::optional<std::string> line_after(const std::string& output, const std::string& prefix) {
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0) return trimmed(line.substr(prefix.size()));
  return std::nullopt;
}

std::vector<std::string> checker_arguments(const SelftestRun& run, double timeout_s) {
  std::vector<std::string> args = {"--seed", run.seed.text(), "--timeout", number(timeout_s)};
  if (!run.expect.empty()) args.insert(args.end(), {"--expect-diagnosis", run.expect});
  return args;
}

std::vector<SelftestRun> chapter_variants(const Chapter& chapter) {
  std::vector<SelftestRun> variants;
  for (const Variant& variant : chapter.variants)
    variants.push_back({&chapter, variant.mistake() ? Role::mistake : Role::correct, variant.name,
                        variant.expect});
  return variants;
}

bool as_expected(const SelftestRun& run) {
  return run.done && run.result.exited_normally() && run.result.exit_code == 0;
}

std::string outcome_text(const SelftestRun& run) {
  const ProcessResult& r = run.result;
  if (!run.done) return say("cli.selftest.not-run");
  if (!r.started) return say("cli.selftest.not-started");
  if (r.timed_out) return say("cli.selftest.stopped", {{"seconds", number(std::round(r.seconds))}});
  if (r.signal) return say("cli.process.killed-by", {{"signal", signal_name(r.signal)}});
  switch (r.exit_code) {
    case 0: return say("cli.selftest.as-expected");
    case 1:
      return run.expect.empty() ? say("cli.selftest.failed")
                                : say("cli.selftest.not-rejected", {{"diagnosis", run.expect}});
    case 2: return say("cli.selftest.usage-error");
    case 77: return say("cli.selftest.no-gpu");
    case 127: return say("cli.selftest.exit-127");
    default: return say("cli.process.exit-code", {{"code", r.exit_code}});
  }
}

std::string replay_command(const std::string& checker, const SelftestRun& run, double timeout_s) {
  std::string command = shell_quoted(checker);
  for (const std::string& arg : checker_arguments(run, timeout_s))
    command += " " + shell_quoted(arg);
  return command;
}

ChapterRow tally(const Chapter& chapter, const std::vector<SelftestRun>& runs,
                 bool skeleton_skipped) {
  ChapterRow row;
  row.chapter = label(chapter);
  row.skeleton = skeleton_skipped ? say("cli.selftest.skipped") : "-";
  double first = -1, last = 0;
  for (const SelftestRun& run : runs) {
    if (run.chapter != &chapter) continue;
    const bool good = as_expected(run);
    switch (run.role) {
      case Role::solution: row.solution_runs++, row.solution_passed += good; break;
      case Role::skeleton:
        row.skeleton = !run.done ? "-" : say(good ? "cli.selftest.yes" : "cli.selftest.no");
        break;
      case Role::mistake: row.mistakes++, row.mistakes_rejected += good; break;
      case Role::correct: row.correct++, row.correct_passed += good; break;
    }
    if (!run.done) continue;
    first = first < 0 ? run.started_s : std::min(first, run.started_s);
    last = std::max(last, run.started_s + run.result.seconds);
    row.slowest_s = std::max(row.slowest_s, run.result.seconds);
  }
  row.wall_s = first < 0 ? 0 : last - first;
  return row;
}

std::string selftest_table(const std::vector<ChapterRow>& rows) {
  // The heading row: "chapter|solution|...", one cell per column.
  std::vector<std::string> headings;
  std::istringstream heading_row(say("cli.selftest.headings"));
  for (std::string cell; std::getline(heading_row, cell, '|');) headings.push_back(cell);
  headings.resize(7);
  size_t width = display_width(headings[0]);
  for (const ChapterRow& row : rows) width = std::max(width, display_width(row.chapter));
  auto fraction = [](int good, int all) {
    return all ? std::to_string(good) + "/" + std::to_string(all) : "-";
  };
  std::string table = padded(headings[0], width) + " ";
  for (size_t i = 1; i < 5; ++i) table += " " + padded(headings[i], 9);
  table += " " + padded(headings[5], 8, Align::right) + " " + padded(headings[6], 8, Align::right) +
           "\n";
  for (const ChapterRow& row : rows) {
    char times[64];
    std::snprintf(times, sizeof times, " %6.0f s %6.1f s\n", row.wall_s, row.slowest_s);
    table += padded(row.chapter, width) + "  " +
             padded(fraction(row.solution_passed, row.solution_runs), 9) + " " +
             padded(row.skeleton, 9) + " " +
             padded(fraction(row.mistakes_rejected, row.mistakes), 9) + " " +
             padded(fraction(row.correct_passed, row.correct), 9) + times;
  }
  return table;
}

// --- GpuLoad ---------------------------------------------------------------------------

GpuLoad::GpuLoad(const fs::path& program, fs::path log) : log_(std::move(log)) {
  const int out = open(log_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (out < 0) return;
  const pid_t lab = getpid();
  pid_ = fork();
  if (pid_ != 0) {
    close(out);
    return;
  }
  setpgid(0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != lab) _exit(1);  // the lab died before prctl
  const int in = open("/dev/null", O_RDONLY);
  dup2(in, STDIN_FILENO);
  dup2(out, STDOUT_FILENO);
  dup2(out, STDERR_FILENO);
  execl(program.c_str(), program.c_str(), static_cast<char*>(nullptr));
  dprintf(STDOUT_FILENO, "cannot start %s\n", program.c_str());
  _exit(127);
}

std::optional<std::string> GpuLoad::wait_started(double limit_s) {
  for (const auto start = Clock::now(); since(start) < limit_s; usleep(50000)) {
    if (const auto started = line_after(output(), gpu_load::kStarted)) return started;
    if (ended()) return std::nullopt;
  }
  return std::nullopt;
}

bool GpuLoad::ended() {
  if (pid_ > 0 && !reaped_ && waitpid(pid_, &status_, WNOHANG) == pid_) reaped_ = true;
  return pid_ <= 0 || reaped_;
}

void GpuLoad::stop() {
  if (ended()) return;
  kill(pid_, SIGTERM);
  for (const auto start = Clock::now(); since(start) < kLoadStopGrace_s; usleep(20000))
    if (ended()) return;
  kill(pid_, SIGKILL);
  reaped_ = waitpid(pid_, &status_, 0) == pid_;
}

int GpuLoad::exit_code() const { return reaped_ && WIFEXITED(status_) ? WEXITSTATUS(status_) : -1; }

std::string GpuLoad::how_it_ended() const {
  if (pid_ <= 0) return say("cli.selftest.load-not-started");
  if (!reaped_) return say("cli.selftest.load-running");
  if (WIFSIGNALED(status_))
    return say("cli.process.killed-by", {{"signal", signal_name(WTERMSIG(status_))}});
  return say("cli.process.exit-code", {{"code", WEXITSTATUS(status_)}});
}

std::string GpuLoad::output() const { return read_text(log_); }

}  // namespace lab::cli

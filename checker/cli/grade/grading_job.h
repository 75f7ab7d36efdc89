// One grading job's work on one (student, chapter), in the job's own folder
// (DIR/work/job-<k>/): compile the student's file and relink the checker (recipe.h), run
// the checker in the sandbox with the GPU shared, judge its report (verdict.h), and for a
// chapter whose tests all passed, time its optional fast exercise with the GPU to itself.
#pragma once

#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "checker/cli/grade/cgroup.h"
#include "checker/cli/grade/grader.h"
#include "checker/cli/grade/recipe.h"
#include "checker/cli/grade/results.h"
#include "checker/cli/grade/sandbox.h"
#include "checker/cli/grade/scores.h"
#include "checker/cli/grade/submissions.h"

namespace lab::cli::grade {

// Checks share their GPU; a benchmark has it to itself: new checks wait while one waits.
class GpuGate {
 public:
  void share() {
    std::unique_lock<std::mutex> lock(m_);
    cv_.wait(lock, [&] { return !exclusive_ && waiting_ == 0; });
    ++sharing_;
  }
  void unshare() {
    std::lock_guard<std::mutex> lock(m_);
    --sharing_;
    cv_.notify_all();
  }
  void take() {
    std::unique_lock<std::mutex> lock(m_);
    ++waiting_;
    cv_.wait(lock, [&] { return !exclusive_ && sharing_ == 0; });
    --waiting_;
    exclusive_ = true;
  }
  void give() {
    std::lock_guard<std::mutex> lock(m_);
    exclusive_ = false;
    cv_.notify_all();
  }

 private:
  std::mutex m_;
  std::condition_variable cv_;
  int sharing_ = 0, waiting_ = 0;
  bool exclusive_ = false;
};

// Holds a gate for a scope, so that an exception never leaves it held.
template <void (GpuGate::*Enter)(), void (GpuGate::*Leave)()>
class GateHeld {
 public:
  explicit GateHeld(GpuGate& gate) : gate_(gate) { (gate_.*Enter)(); }
  ~GateHeld() { (gate_.*Leave)(); }
  GateHeld(const GateHeld&) = delete;
  GateHeld& operator=(const GateHeld&) = delete;

 private:
  GpuGate& gate_;
};
using SharedGpu = GateHeld<&GpuGate::share, &GpuGate::unshare>;
using ExclusiveGpu = GateHeld<&GpuGate::take, &GpuGate::give>;

struct Task {
  const Submission* submission;
  const Chapter* chapter;
  Seed seed;
};

// What every grading job shares.
struct Context {
  const LabPaths& paths;
  const GradeOptions& options;
  const std::atomic<bool>& stop;
  std::map<std::string, Recipe> recipes;
  Sandbox sandbox;
  JobCgroups* cgroups = nullptr;
  std::string sandbox_text;
  std::map<std::string, GpuGate> gates;  // per GPU ("" = the default one)
  std::mutex mutex;
  std::map<std::pair<std::string, std::string>, std::vector<TestResult>>
      reference_timings;  // (gpu, chapter)
  std::atomic<bool> no_gpu{false};
  std::string no_gpu_reason;
  std::atomic<int> errors{0};
  Scores scores;  // the fast exercises
};

// Job `job`'s GPU ("" when --gpus is not given).
std::string gpu_of(const Context& c, int job);

// Throws std::runtime_error for a problem of the grader (the sandbox could not start).
ChapterResult grade_one(Context& c, int job, const Task& task);

}  // namespace lab::cli::grade

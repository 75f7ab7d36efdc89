// `lab selftest [--seeds N] [--mistake-runs K] [--parallel P] [--contended] [--chapters 1.6,1.8]
// [--timeout S]`
// (see selftest.h): builds every checker of the chosen chapters, runs them P at a time,
// and prints a table per chapter and, for each unexpected result, how to replay it.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "checker/cli/ninja_build.h"
#include "checker/cli/pristine.h"
#include "checker/cli/selftest.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/gpu.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "checker/tools/gpu_load.h"

namespace lab::cli {

namespace {

// A checker process gets --timeout S for each test case; a process that runs longer than
// this many times S in all is stuck where its own supervisor cannot act, and is killed.
constexpr double kProcessTimeouts = 10;
constexpr double kLoadStartLimit_s = 60;
constexpr size_t kBuildLines = 60;

using Clock = std::chrono::steady_clock;

std::string seconds_text(double seconds) { return std::to_string(std::lround(seconds)) + " s"; }

// --- the options ---------------------------------------------------------------------

struct SelftestOptions {
  std::vector<const Chapter*> chapters;
  int seeds = 3;
  int mistake_runs = 1;  // runs of each known-wrong variant, each with its own seed
  int parallel = 4;
  bool contended = false;
  double timeout_s = 120;  // the checkers' own default, per test case
};

int positive_count(const Arguments& args, const std::string& option, int fallback) {
  const auto text = args.value(option);
  if (!text) return fallback;
  char* end = nullptr;
  const long value = std::strtol(text->c_str(), &end, 10);
  if (text->empty() || *end != '\0' || value < 1 || value > 100000)
    throw UsageError(say("cli.selftest.count", {{"option", option}, {"text", *text}}));
  return static_cast<int>(value);
}

SelftestOptions selftest_options(const Session& session, const Arguments& args) {
  SelftestOptions options;
  options.seeds = positive_count(args, "--seeds", options.seeds);
  options.mistake_runs = positive_count(args, "--mistake-runs", options.mistake_runs);
  options.parallel = positive_count(args, "--parallel", options.parallel);
  options.contended = args.has("--contended");
  if (const auto timeout = args.value("--timeout"))
    options.timeout_s = parse_seconds("--timeout", *timeout);
  if (const auto names = args.value("--chapters")) {
    std::istringstream list(*names);
    for (std::string name; std::getline(list, name, ',');) {
      if (name.empty()) continue;
      Arguments one;  // the same checks and messages as a chapter named on the command line
      one.positional = {name};
      const Chapter* chapter = &chosen_chapter(session, one, false);
      if (std::find(options.chapters.begin(), options.chapters.end(), chapter) ==
          options.chapters.end())
        options.chapters.push_back(chapter);
    }
    if (options.chapters.empty()) throw UsageError(say("cli.selftest.no-chapters"));
  } else {
    for (const Chapter& chapter : session.lab.chapters)
      if (chapter.ready()) options.chapters.push_back(&chapter);
  }
  return options;
}

// --- the plan ------------------------------------------------------------------------

struct Plan {
  std::vector<SelftestRun> runs;
  std::map<const Chapter*, std::string> skeleton_skipped;  // why
  std::vector<std::string> problems;                       // each one fails the self-test
};

Plan make_plan(const Session& session, const SelftestOptions& options, Seed first_seed) {
  const LabPaths& paths = session.lab.paths;
  Plan plan;
  for (const Chapter* chapter : options.chapters) {
    for (int i = 0; i < options.seeds; ++i)
      plan.runs.push_back({chapter, Role::solution, "solution"});
    const auto pristine = find_pristine(paths, session.state, *chapter);
    const std::string& expect = chapter->skeleton_diagnosis;
    if (!pristine || pristine->text != read_text(paths.student_file(*chapter))) {
      plan.skeleton_skipped[chapter] =
          say("cli.selftest.edited",
              {{"file", paths.shown(paths.student_file(*chapter))}, {"id", chapter->id}});
    } else if (expect.empty()) {
      plan.skeleton_skipped[chapter] =
          say("cli.selftest.no-skeleton-diagnosis", {{"dir", chapter->dir()}});
      plan.problems.push_back(label(*chapter) + ": " + plan.skeleton_skipped[chapter]);
    } else {
      plan.runs.push_back({chapter, Role::skeleton, "student", expect});
    }
    // A diagnosis must not depend on GPU timing: each known-wrong variant runs more than once.
    for (const SelftestRun& run : chapter_variants(*chapter))
      for (int i = 0; i < (run.role == Role::mistake ? options.mistake_runs : 1); ++i)
        plan.runs.push_back(run);
  }
  for (size_t i = 0; i < plan.runs.size(); ++i) plan.runs[i].seed = Seed{first_seed.value + i};
  return plan;
}

// LAB_CHECKER (StandIns::checker) is run instead of every checker, without a build or a GPU
// probe (the CLI's own tests).
std::string checker_program(const LabConfig& config, const SelftestRun& run) {
  if (!config.stand_ins.checker.empty()) return config.stand_ins.checker;
  return (config.paths.build_dir / checker_target(*run.chapter, run.variant)).string();
}

bool build(const LabPaths& paths, const Plan& plan, bool contended) {
  std::vector<std::string> targets;
  for (const SelftestRun& run : plan.runs) {
    const std::string target = checker_target(*run.chapter, run.variant);
    if (std::find(targets.begin(), targets.end(), target) == targets.end())
      targets.push_back(target);
  }
  std::printf("  %s ", say(contended ? "cli.selftest.building-with-load" : "cli.selftest.building",
                           {{"count", targets.size()}})
                           .c_str());
  std::fflush(stdout);
  if (contended) targets.push_back(gpu_load::kBuildPath);
  const BuildResult result = build_targets(paths, targets, {});
  std::printf("%s\n", result.ok ? green(say("cli.build.ok")).c_str()
                                : red(say("cli.build.failed")).c_str());
  if (result.ok) return true;
  for (size_t i = 0; i < result.messages.size() && i < kBuildLines; ++i)
    std::printf("    %s\n", result.messages[i].c_str());
  std::printf("  %s\n",
              dim(say("cli.build.whole-output", {{"log", paths.shown(result.log)}})).c_str());
  return false;
}

// --- running -------------------------------------------------------------------------

struct Execution {
  bool interrupted = false;
  double wall_s = 0;
  double load_ended_s = -1;  // when the GPU load ended by itself; -1: it did not
};

// P workers take the runs in order; this thread reports each chapter as it completes and
// watches the load.
Execution execute(const LabConfig& config, std::vector<SelftestRun>& runs,
                  const SelftestOptions& options, GpuLoad* load) {
  const auto start = Clock::now();
  const int parallel = static_cast<int>(std::min<size_t>(options.parallel, runs.size()));
  std::atomic<size_t> next{0};
  std::atomic<bool> stop{false};
  std::atomic<int> working{parallel};
  std::mutex mutex;
  std::map<const Chapter*, int> left;  // runs not yet done, per chapter
  for (const SelftestRun& run : runs) ++left[run.chapter];

  auto work = [&] {
    for (size_t i; !stop && (i = next++) < runs.size();) {
      SelftestRun& run = runs[i];
      std::vector<std::string> argv = {checker_program(config, run)};
      for (const std::string& arg : checker_arguments(run, options.timeout_s)) argv.push_back(arg);
      run.started_s = since(start);
      run.result = run_process({argv, {}, {}, kProcessTimeouts * options.timeout_s});
      if (run.result.interrupted) stop = true;
      std::lock_guard<std::mutex> lock(mutex);
      run.done = !run.result.interrupted;
      --left[run.chapter];
    }
    --working;
  };
  std::vector<std::thread> workers;
  for (int i = 0; i < parallel; ++i) workers.emplace_back(work);

  Execution execution;
  auto watch_load = [&] {
    if (!load || execution.load_ended_s >= 0 || !load->ended()) return;
    execution.load_ended_s = since(start);
    std::printf("  %s\n",
                red(say("cli.selftest.load-ended", {{"after", seconds_text(execution.load_ended_s)},
                                                    {"how", load->how_it_ended()}}))
                    .c_str());
  };
  size_t width = 0;
  for (const Chapter* chapter : options.chapters)
    width = std::max(width, display_width(label(*chapter)));
  std::map<const Chapter*, bool> reported;
  while (working > 0) {
    usleep(100000);
    watch_load();
    std::lock_guard<std::mutex> lock(mutex);
    for (const Chapter* chapter : options.chapters) {
      if (left[chapter] > 0 || reported[chapter] || stop) continue;
      reported[chapter] = true;
      int unexpected = 0, count = 0;
      for (const SelftestRun& run : runs)
        if (run.chapter == chapter) ++count, unexpected += !as_expected(run);
      const std::string verdict = unexpected
                                      ? red(say("cli.selftest.unexpected", {{"count", unexpected}}))
                                      : green(say("cli.selftest.all-as-expected"));
      std::printf(
          "  %s %s\n", padded(label(*chapter), width).c_str(),
          say("cli.selftest.chapter-done", {{"count", count}, {"verdict", verdict}}).c_str());
    }
    std::fflush(stdout);
  }
  for (std::thread& worker : workers) worker.join();
  watch_load();
  execution.interrupted = stop;
  execution.wall_s = since(start);
  return execution;
}

// --- the report ----------------------------------------------------------------------

int report(const LabConfig& config, const Plan& plan, const SelftestOptions& options,
           const Execution& execution, GpuLoad* load) {
  const LabPaths& paths = config.paths;
  std::vector<ChapterRow> rows;
  for (const Chapter* chapter : options.chapters)
    rows.push_back(tally(*chapter, plan.runs, plan.skeleton_skipped.count(chapter) > 0));
  std::printf("\n%s", selftest_table(rows).c_str());
  char wall[32];
  std::snprintf(wall, sizeof wall, "%.0f", execution.wall_s);
  std::printf("%s\n",
              say(load ? "cli.selftest.summary-with-load" : "cli.selftest.summary",
                  {{"runs", plan.runs.size()}, {"seconds", wall}, {"parallel", options.parallel}})
                  .c_str());
  for (const Chapter* chapter : options.chapters)
    if (const auto skipped = plan.skeleton_skipped.find(chapter);
        skipped != plan.skeleton_skipped.end())
      std::printf("  %s\n", say("cli.selftest.skeleton-skipped",
                                {{"id", chapter->id}, {"why", skipped->second}})
                                .c_str());

  size_t unexpected = 0;
  for (const SelftestRun& run : plan.runs) {
    if (!run.done || as_expected(run)) continue;
    if (unexpected++ == 0)
      std::printf("\n%s\n", bold(say("cli.selftest.unexpected-heading")).c_str());
    std::printf("  %s %s\n", red("x").c_str(),
                say("cli.selftest.unexpected-run", {{"chapter", label(*run.chapter)},
                                                    {"variant", run.variant},
                                                    {"seed", run.seed.text()},
                                                    {"outcome", outcome_text(run)}})
                    .c_str());
    const std::string checker = paths.shown(checker_program(config, run));
    std::printf("    %s\n%s", replay_command(checker, run, options.timeout_s).c_str(),
                last_lines(run.result.output, kTailLines, "    | ").c_str());
  }
  for (const std::string& problem : plan.problems)
    std::printf("  %s %s\n", red("x").c_str(), problem.c_str());
  const bool load_died = execution.load_ended_s >= 0;
  if (load_died)
    std::printf("\n%s\n%s",
                red(say("cli.selftest.load-died", {{"after", seconds_text(execution.load_ended_s)},
                                                   {"how", load->how_it_ended()}}))
                    .c_str(),
                last_lines(load->output(), kTailLines, "    | ").c_str());

  if (execution.interrupted) {
    std::printf("\n%s\n", yellow(say("cli.selftest.interrupted")).c_str());
    return kInterrupted;
  }
  if (unexpected == 0 && plan.problems.empty() && !load_died) {
    std::printf("\n%s\n",
                labelled(say("cli.check.passed-tag"), say("cli.selftest.passed"), green).c_str());
    return kPassed;
  }
  const size_t failures = unexpected + plan.problems.size();
  std::string why = failures ? say(failures == 1 ? "cli.selftest.one-unexpected"
                                                 : "cli.selftest.unexpected-results",
                                   {{"count", failures}})
                             : "";
  if (load_died)
    why = say(why.empty() ? "cli.selftest.load-died-alone" : "cli.selftest.and-load-died",
              {{"results", why}});
  std::printf("\n%s\n",
              labelled(say("cli.check.failed-tag"), say("cli.check.failed", {{"counts", why}}), red)
                  .c_str());
  return kFailed;
}

}  // namespace

// --- the verb ------------------------------------------------------------------------

int verb_selftest(Session& session, const Arguments& args) {
  const SelftestOptions options = selftest_options(session, args);
  const LabPaths& paths = session.lab.paths;
  const bool faked = !session.config.stand_ins.checker.empty();
  std::string gpu_name = say("cli.selftest.fake-checker");
  if (!faked) {
    const GpuInfo gpu = usable_gpu(session.config);
    if (!gpu.usable) return no_gpu_exit(gpu.reason, session.config.require_gpu);
    gpu_name = gpu.name;
    if (session.config.stand_ins.gpu.empty())
      cudaDeviceReset();  // the checkers need the GPU, not this process
  }
  Plan plan = make_plan(session, options, run_seed(args, session.config.seed));
  const size_t chapters = options.chapters.size();
  std::printf(
      "%s%s\n", bold("selftest").c_str(),
      say(options.contended ? "cli.selftest.heading-with-load" : "cli.selftest.heading",
          {{"gpu", gpu_name},
           {"chapters", say(chapters == 1 ? "cli.selftest.one-chapter" : "cli.selftest.chapters",
                            {{"count", chapters}})},
           {"seeds", say(options.seeds == 1 ? "cli.selftest.one-seed" : "cli.selftest.seeds",
                         {{"count", options.seeds}})},
           {"parallel", options.parallel}})
          .c_str());
  if (!faked && !build(paths, plan, options.contended)) return kFailed;

  std::unique_ptr<GpuLoad> load;
  if (options.contended) {
    fs::create_directories(session.state.runs_dir());
    load = std::make_unique<GpuLoad>(paths.build_dir / gpu_load::kBuildPath,
                                     session.state.runs_dir() / "gpu-load.log");
    const auto started = load->wait_started(kLoadStartLimit_s);
    if (!started) {
      const bool ended = load->ended();
      load->stop();
      const auto no_gpu = line_after(load->output(), gpu_load::kNoGpu);
      if (load->exit_code() == gpu_load::kNoGpuExit && no_gpu)
        return no_gpu_exit(*no_gpu, session.config.require_gpu);
      const std::string why =
          ended ? load->how_it_ended()
                : say("cli.selftest.no-start-line", {{"limit", seconds_text(kLoadStartLimit_s)}});
      std::printf("  %s\n%s", red(say("cli.selftest.load-did-not-start", {{"why", why}})).c_str(),
                  last_lines(load->output(), kTailLines, "    | ").c_str());
      return kFailed;
    }
    std::printf("  %s\n", say("cli.selftest.load", {{"load", *started}}).c_str());
  }
  const Execution execution = execute(session.config, plan.runs, options, load.get());
  if (load) load->stop();
  return report(session.config, plan, options, execution, load.get());
}

}  // namespace lab::cli

// `lab bench <chapter>`: the student's file checked, then timed beside the reference
// solution, each run against a ceiling measured in that run; `--solution`: the chapter's
// full table (the solution and its variants). And the speed note after a passing check.
//
// The two implementations define the same functions, so they cannot share one program: the
// benchmark is linked twice and run twice, back to back, each run measuring its own ceiling.
// The % of ceiling compares each kernel with its own run's ceiling, so a GPU that is busier
// in one run than in the other moves both figures of that run; the time multiple compares
// times across the two runs.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <sstream>

#include "checker/cli/bench_command.h"
#include "checker/cli/bench_steps.h"
#include "checker/cli/pictures/bench_picture.h"
#include "checker/cli/pristine.h"
#include "checker/cli/speed_text.h"
#include "checker/cli/terminal.h"
#include "checker/harness/gpu.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"

namespace lab::cli {

namespace {

constexpr double kQuickLimitS = 120, kFullLimitS = 600;

BenchOutcome time_one(const Session& session, const Chapter& ch, const std::string& variant,
                      bench::Mode mode, Seed seed) {
  return run_bench(bench_invocation(session, ch, variant, mode, seed,
                                    mode == bench::Mode::quick ? kQuickLimitS : kFullLimitS));
}

// Prints why a run has no complete results; true when it has them.
bool timed(const BenchOutcome& run, bool yours, bool verbose) {
  if (verbose)
    std::printf(
        "\n%s\n%s\n",
        say(yours ? "cli.bench.own-output-yours" : "cli.bench.own-output-reference").c_str(),
        run.output.c_str());
  if (run.problem.empty()) return true;
  std::printf("  %s\n",
              labelled(say(yours ? "cli.bench.not-timed-yours" : "cli.bench.not-timed-reference"),
                       wrap(run.problem, 2), red)
                  .c_str());
  if (!verbose) std::printf("%s", last_lines(run.output, kTailLines, "  | ").c_str());
  return false;
}

void keep_best(Session& session, const Chapter& ch, const bench::Results& yours, bool tell) {
  const bench::Result* headline = bench::headline(yours);
  if (!headline) return;
  const Best now = best_of(*headline, std::time(nullptr));
  const bool improved = session.state.offer_best(ch.dir(), now);
  if (!tell) return;
  if (improved)
    std::printf("%s\n", say("cli.bench.best", {{"best", best_text(now)}}).c_str());
  else if (const auto best = session.state.best(ch.dir()))
    std::printf("%s\n",
                say("cli.bench.best-and-now", {{"best", best_text(*best)}, {"now", best_text(now)}})
                    .c_str());
}

// `lab bench <chapter> --solution [args]`: the chapter's full table, run in place of this process
// (which hands it LAB_SEED, --seed's value where one is given).
int solution_table(const Session& session, const Chapter& ch, const Arguments& args) {
  if (const auto seed = seed_option(args)) setenv("LAB_SEED", seed->text().c_str(), 1);
  if (!build_solution_benchmark(session, ch, "bench")) return kFailed;
  return exec_built(session, args, "bench", bench_target(ch, "solution"));
}

}  // namespace

int verb_bench(Session& session, const Arguments& args) {
  const Chapter& ch = chosen_chapter(session, args, false);
  if (args.has("--solution")) return solution_table(session, ch, args);
  if (!args.rest.empty())
    throw UsageError(say("cli.bench.rest-without-solution", {{"argument", args.rest.front()}}));
  // The checker's and both benchmarks': the same inputs.
  const Seed seed = run_seed(args, session.config.seed);
  const LabPaths& paths = session.lab.paths;
  const bool verbose = args.has("--verbose");
  std::printf("%s\n", bold("bench " + label(ch) + say("cli.bench.heading")).c_str());

  if (!build_benchmarks(session, ch, targets_to_build(session.config.stand_ins, ch, true)))
    return kFailed;
  if (const int checked = check_first(session, ch, seed, "student-bench", "cli.bench.not-timed");
      checked != kPassed)
    return checked;

  std::printf("  %s\n", say("cli.bench.timing", {{"seed", seed.text()}}).c_str());
  std::fflush(stdout);
  const BenchOutcome yours = time_one(session, ch, "student", bench::Mode::exercises, seed);
  if (yours.interrupted) return kInterrupted;
  const BenchOutcome reference =
      yours.no_gpu ? yours : time_one(session, ch, "solution", bench::Mode::exercises, seed);
  if (reference.interrupted) return kInterrupted;
  if (yours.no_gpu || reference.no_gpu)
    return no_gpu_exit((yours.no_gpu ? yours : reference).results.gpu_reason,
                       session.config.require_gpu);
  const bool yours_ok = timed(yours, true, verbose),
             reference_ok = timed(reference, false, verbose);
  if (!yours_ok && !reference_ok) return kFailed;
  const std::string gpu = yours_ok ? yours.results.gpu : reference.results.gpu;
  std::printf("  %s\n\n%s", say("cli.bench.gpu", {{"gpu", gpu}}).c_str(),
              comparison_table(yours.results, reference.results).c_str());
  const fs::path picture = session.state.picture_file(ch.dir(), "bench");
  write_text(picture,
             pictures::bench_svg(yours.results, reference.results, label(ch), reader_language()));
  std::printf("%s\n", say("cli.bench.picture", {{"file", paths.shown(picture)}}).c_str());
  if (yours_ok) {
    const std::vector<bench::Target> targets = bench::targets(yours.results.rows);
    for (const bench::Target& t : targets) std::printf("%s\n", bench::target_status(t).c_str());
    session.state.record_targets(ch.dir(), targets);
    keep_best(session, ch, yours.results, true);
  }
  return yours_ok && reference_ok ? kPassed : kFailed;
}

int print_speed_note(Session& session, const Chapter& ch) {
  // A stand-in checker passed, not the chapter's: timing the chapter's code would say nothing.
  const StandIns& stand_ins = session.config.stand_ins;
  if (!stand_ins.checker.empty() && stand_ins.bench.empty()) return kPassed;
  const std::vector<std::string> targets = targets_to_build(stand_ins, ch, false);
  const bool first_build = std::any_of(
      targets.begin(), targets.end(),
      [&](const std::string& target) { return !fs::exists(session.lab.paths.build_dir / target); });
  std::printf(
      "  %s ",
      say(first_build ? "cli.bench.timing-once-building" : "cli.bench.timing-once").c_str());
  std::fflush(stdout);
  const auto not_measured = [](const std::string& why) {
    std::printf("%s\n", dim(say("cli.bench.not-measured", {{"why", why}})).c_str());
    return kPassed;
  };
  if (!targets.empty() &&
      !build_targets(session.lab.paths, targets, session.lab.paths.student_file(ch)).ok)
    return not_measured(say("cli.bench.does-not-build", {{"id", ch.id}}));
  const Seed seed = session.config.seed.or_fresh();
  const BenchOutcome yours = time_one(session, ch, "student", bench::Mode::quick, seed);
  if (yours.interrupted) return kInterrupted;
  const bench::Result* mine = bench::headline(yours.results);
  if (!yours.problem.empty() || !mine)
    return not_measured(yours.problem.empty() ? say("cli.bench.no-headline") : yours.problem);
  const BenchOutcome reference = time_one(session, ch, "solution", bench::Mode::quick, seed);
  if (reference.interrupted) return kInterrupted;
  const bench::Result* theirs =
      reference.problem.empty() ? bench::headline(reference.results) : nullptr;
  std::printf("%s\n", speed_note(*mine, theirs, ch.id).c_str());
  keep_best(session, ch, yours.results, false);
  return kPassed;
}

}  // namespace lab::cli

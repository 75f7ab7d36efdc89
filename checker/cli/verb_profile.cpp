// `lab profile <chapter>`: the student's file checked, then the chapter's benchmark case run
// under Nsight Compute for the student's kernels and the reference solution's, and each
// profiled row printed side by side in plain words, with what to try next and a roofline;
// `--solution`: the reference solution alone. It never records a verdict.
//
// The benchmark program runs in Mode::profile (checker/harness/profile_range.h) under
// `ncu --profile-from-start off`, so that the report holds exactly the benchmark's calls, each
// traced to its row by the range marker; the numbers are read from the report's own CSV pages
// (profile/ncu_csv.h), so every one of them is one that `ncu --import` shows.

#include <cstdio>
#include <stdexcept>

#include "checker/cli/bench_steps.h"
#include "checker/cli/ncu_program.h"
#include "checker/cli/pristine.h"
#include "checker/cli/profile/ncu_command.h"
#include "checker/cli/profile/ncu_csv.h"
#include "checker/cli/profile_report.h"
#include "checker/cli/terminal.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

constexpr double kProfileLimitS = 600, kImportLimitS = 120;

// One profiled run: its results and the report's kernels; else `exit` says how the verb ends.
struct Profiled {
  bench::Results results;
  std::vector<ncu::Kernel> kernels;
  fs::path report;
  int exit = kPassed;
};

void print_tail(const std::string& output) {
  std::printf("%s", last_lines(output, kTailLines, "  | ").c_str());
}

// Reads the report's details and raw pages; false (having said why) when ncu cannot.
bool import_report(const std::string& ncu, Profiled& run) {
  const std::string base = run.report.string();
  for (const char* page : {"details", "raw"}) {
    const ProcessResult imported =
        run_process({ncu::import_command(ncu, base, page), {}, {}, kImportLimitS});
    try {
      if (!imported.exited_normally() || imported.exit_code != 0)
        throw std::invalid_argument(say("cli.process.exit-code", {{"code", imported.exit_code}}));
      if (std::string(page) == "details")
        run.kernels = ncu::read_details(imported.output);
      else
        ncu::add_raw(run.kernels, imported.output);
    } catch (const std::invalid_argument& e) {
      std::printf(
          "  %s\n",
          labelled(say("cli.profile.cannot-read"),
                   wrap(say("cli.profile.cannot-read-why",
                            {{"report", base + ".ncu-rep"}, {"page", page}, {"why", e.what()}}),
                        2),
                   red)
              .c_str());
      print_tail(imported.output);
      return false;
    }
  }
  return true;
}

Profiled profile_one(Session& session, const Chapter& ch, const std::string& ncu,
                     const std::string& variant, Seed seed) {
  Profiled run;
  run.report = session.state.profile_report(ch.dir(), variant);
  fs::create_directories(run.report.parent_path());
  fs::remove(run.report.string() + ".ncu-rep");
  BenchInvocation invocation =
      bench_invocation(session, ch, variant, bench::Mode::profile, seed, kProfileLimitS);
  invocation.wrapper = ncu::profile_prefix(ncu, run.report.string());
  const BenchOutcome outcome = run_bench(invocation);
  run.results = outcome.results;
  if (outcome.interrupted) return run.exit = kInterrupted, run;
  if (outcome.no_gpu) {
    run.exit = no_gpu_exit(outcome.results.gpu_reason, session.config.require_gpu);
    return run;
  }
  const bool yours = variant == "student";
  const std::string whose = say(yours ? "cli.profile.whose-yours" : "cli.profile.whose-reference");
  switch (ncu::failure_of(outcome.problem.empty() ? 0 : 1, outcome.output)) {
    case ncu::Failure::no_permission:
      std::printf("  %s\n", wrap(say("cli.profile.no-permission"), 2).c_str());
      return run.exit = kNoGpu, run;
    case ncu::Failure::not_supported:
      std::printf("  %s\n", wrap(say("cli.profile.not-supported"), 2).c_str());
      print_tail(outcome.output);
      return run.exit = kNoGpu, run;
    case ncu::Failure::nothing_profiled:
    case ncu::Failure::other:
      std::printf("  %s\n",
                  labelled(say("cli.profile.not-profiled-run", {{"whose", whose}}),
                           wrap(outcome.problem.empty() ? say("cli.profile.nothing-recorded")
                                                        : outcome.problem,
                                2),
                           red)
                      .c_str());
      print_tail(outcome.output);
      return run.exit = kFailed, run;
    case ncu::Failure::none: break;
  }
  if (!import_report(ncu, run)) run.exit = kFailed;
  return run;
}

// The benchmark programs are built and the file checked; kPassed to go on, else the exit code.
int prepare(Session& session, const Chapter& ch, bool solution, Seed seed) {
  if (!solution) {
    if (!build_benchmarks(session, ch, targets_to_build(session.config.stand_ins, ch, true)))
      return kFailed;
    return check_first(session, ch, seed, "student-profile", "cli.profile.not-profiled");
  }
  const bool stood_in = !session.config.stand_ins.bench.empty();
  return stood_in || build_solution_benchmark(session, ch, "profile") ? kPassed : kFailed;
}

}  // namespace

int verb_profile(Session& session, const Arguments& args) {
  const Chapter& ch = chosen_chapter(session, args, false);
  const bool solution = args.has("--solution");
  const Seed seed = run_seed(args, session.config.seed);
  const std::string language = language_code(reader_language());
  std::printf("%s\n", bold("profile " + label(ch) +
                           say(solution ? "cli.profile.heading-solution" : "cli.profile.heading"))
                          .c_str());
  if (!ch.profile || ch.profile->focus.empty()) {
    const std::string why = ch.profile ? Chapter::text(ch.profile->why_not, language) : "";
    std::printf(
        "  %s\n",
        wrap(say("cli.profile.nothing-to-profile", {{"id", ch.id}, {"why", why}}), 2).c_str());
    return kPassed;
  }
  const std::string ncu = find_ncu(session.config.ncu);
  if (ncu.empty()) {
    std::printf("  %s\n", wrap(session.config.ncu.empty() ? say("cli.profile.no-ncu")
                                                          : say("cli.profile.ncu-not-found",
                                                                {{"ncu", session.config.ncu}}),
                               2)
                              .c_str());
    return kNoGpu;
  }
  if (const int prepared = prepare(session, ch, solution, seed); prepared != kPassed)
    return prepared;
  if (session.config.stand_ins.bench.empty())
    if (const GpuInfo gpu = usable_gpu(session.config); !gpu.usable)
      return no_gpu_exit(gpu.reason, session.config.require_gpu);

  std::printf("  %s\n", say(solution ? "cli.profile.profiling-solution" : "cli.profile.profiling",
                            {{"ncu", ncu}, {"seed", seed.text()}})
                            .c_str());
  std::fflush(stdout);
  const Profiled yours = profile_one(session, ch, ncu, solution ? "solution" : "student", seed);
  if (yours.exit != kPassed) return yours.exit;
  Profiled reference;
  if (!solution) {
    reference = profile_one(session, ch, ncu, "solution", seed);
    if (reference.exit != kPassed) return reference.exit;
  }
  std::vector<ProfiledRow> rows = profiled_rows(
      yours.results, yours.kernels, solution ? nullptr : &reference.results, reference.kernels);
  if (rows.empty()) {
    std::printf("  %s\n", red(say("cli.profile.no-rows")).c_str());
    return kFailed;
  }
  if (const auto name = args.value("--kernel"); name && !keep_kernels(rows, *name))
    throw UsageError(
        say("cli.profile.no-such-kernel", {{"name", *name}, {"kernels", kernel_names(rows)}}));

  std::printf("  %s\n\n", say("cli.bench.gpu", {{"gpu", yours.results.gpu}}).c_str());
  for (const ProfiledRow& row : rows)
    std::printf("%s\n", profile_table(row, ch.profile->focus, solution).c_str());
  const fs::path picture = session.state.picture_file(ch.dir(), "roofline");
  write_text(picture,
             pictures::roofline_svg(roofline_of(rows, solution, label(ch)), reader_language()));
  const LabPaths& paths = session.lab.paths;
  std::printf("%s\n", say("cli.profile.picture", {{"file", paths.shown(picture)}}).c_str());
  std::printf("%s\n", wrap(say("cli.profile.times-note", {{"id", ch.id}}), 0).c_str());
  std::printf(
      "%s\n",
      wrap(say("cli.profile.reports",
               {{"reports",
                 paths.shown(yours.report.string() + ".ncu-rep") +
                     (solution ? "" : ", " + paths.shown(reference.report.string() + ".ncu-rep"))},
                {"report", paths.shown(yours.report.string() + ".ncu-rep")}}),
           0)
          .c_str());
  return kPassed;
}

}  // namespace lab::cli

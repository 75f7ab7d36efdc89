// `lab check [chapter]`: build, run the checker, print the verdict, record it.
#include <algorithm>
#include <cstdio>
#include <ctime>

#include "checker/cli/bench_command.h"
#include "checker/cli/check_command.h"
#include "checker/cli/check_report.h"
#include "checker/cli/hint_ladder.h"
#include "checker/cli/ninja_build.h"
#include "checker/cli/sanitized_check.h"
#include "checker/cli/terminal.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

std::string variant(const CheckRequest& request) {
  return request.solution ? "solution" : "student";
}

fs::path checked_file(const Session& session, const CheckRequest& request) {
  const LabPaths& paths = session.lab.paths;
  return request.solution ? paths.solution_file(*request.chapter)
                          : paths.student_file(*request.chapter);
}

// The check's outcome in the student's progress; `result`, where tests ran, gives the counts.
void record(Session& session, const CheckRequest& request, report::Verdict verdict,
            const std::string& note, const CheckerResult* result = nullptr) {
  if (request.solution) return;
  Progress progress{verdict, std::time(nullptr), note};
  if (result && !result->tests.empty()) {
    progress.tests_total = static_cast<int>(result->tests.size());
    progress.tests_passed = static_cast<int>(
        std::count_if(result->tests.begin(), result->tests.end(),
                      [](const TestOutcome& t) { return t.outcome == report::Outcome::pass; }));
  }
  session.state.record_progress(request.chapter->dir(), progress);
}

bool build_checker(Session& session, const CheckRequest& request, const std::string& target) {
  return build_for_student(session.lab.paths, *request.chapter, {target},
                           checked_file(session, request),
                           say("cli.build.checker-for", {{"id", request.chapter->id}}), stdout);
}

std::string hint_advice(const Session& session, const Chapter& chapter) {
  const size_t total = parse_hints(read_text(session.lab.paths.hints_file(chapter))).size();
  const int seen = session.state.hints_revealed(chapter.dir());
  if (total == 0) return "";
  if (seen >= static_cast<int>(total))
    return say("cli.check.hint-all", {{"id", chapter.id}, {"total", total}});
  return say("cli.check.hint-next", {{"id", chapter.id}, {"next", seen + 1}, {"total", total}});
}

std::string next_step(const Session& session) {
  int passed = 0;
  for (const Chapter& ch : session.lab.chapters) {
    const auto p = session.state.progress(ch.dir());
    passed += p && p->verdict == report::Verdict::pass;
  }
  std::string text =
      say("cli.progress.passed", {{"passed", passed}, {"total", session.lab.chapters.size()}});
  if (const Chapter* next = first_not_passed(session))
    text += say("cli.check.next", {{"id", next->id}, {"slug", next->slug}});
  return text;
}

bool crashed_or_sticky(const CheckerResult& result) {
  if (result.sticky) return true;
  return std::any_of(result.tests.begin(), result.tests.end(),
                     [](const TestOutcome& t) { return t.outcome == report::Outcome::crash; });
}

int report(Session& session, const CheckRequest& request, const CheckerResult& result,
           const SanitizedRun* sanitized) {
  const Chapter& ch = *request.chapter;
  using report::Verdict;
  if (result.verdict == Verdict::interrupted) return kInterrupted;
  if (result.verdict == Verdict::usage_error) {
    std::fprintf(stderr, "%s", result.reason.c_str());
    return kUsage;
  }
  if (result.verdict == Verdict::no_gpu) {
    record(session, request, Verdict::no_gpu, say("cli.check.note-no-gpu"));
    return no_gpu_exit(result.reason, session.config.require_gpu);
  }
  if (!result.gpu.empty())
    std::printf("  %s\n",
                say("cli.check.gpu", {{"gpu", result.gpu}, {"seed", result.seed}}).c_str());
  print_tests(result, request.verbose);
  if (sanitized) print_sanitizer_findings(*sanitized);
  if (request.verbose)
    std::printf("\n%s\n%s\n", say("cli.check.raw-output").c_str(), result.output.c_str());

  const bool clean = !sanitized || sanitized->failed_tool.empty();
  if (result.verdict == Verdict::pass && clean) {
    const size_t total = result.tests.size();
    record(session, request, Verdict::pass, say("cli.check.all-passed", {{"total", total}}),
           &result);
    std::printf("\n%s\n",
                labelled(say("cli.check.passed-tag"),
                         say(sanitized ? "cli.check.passed-sanitized" : "cli.check.passed",
                             {{"total", total}}),
                         green)
                    .c_str());
    if (!request.solution)
      std::printf(
          "  %s\n",
          say("cli.check.chapter-done", {{"id", ch.id}, {"next", next_step(session)}}).c_str());
    if (!request.solution && print_speed_note(session, ch) == kInterrupted) return kInterrupted;
    return kPassed;
  }
  const std::string counts =
      clean ? test_counts(result)
            : say("cli.check.sanitizer-found",
                  {{"counts", test_counts(result)}, {"tool", sanitized->failed_tool}});
  record(session, request, Verdict::fail, counts, &result);
  std::printf("\n%s\n", labelled(say("cli.check.failed-tag"),
                                 say("cli.check.failed", {{"counts", counts}}), red)
                            .c_str());
  if (!result.seed.empty())
    std::printf("  %s\n",
                say("cli.check.replay", {{"check", ch.id + (request.solution ? " --solution" : "")},
                                         {"seed", result.seed}})
                    .c_str());
  if (crashed_or_sticky(result) && !request.sanitize)
    std::printf("  %s\n", say("cli.check.sanitize-advice", {{"id", ch.id}}).c_str());
  if (const std::string hint = hint_advice(session, ch); !hint.empty() && !request.solution)
    std::printf("  %s\n", hint.c_str());
  return kFailed;
}

}  // namespace

CheckRequest check_request(const Session& session, const Arguments& args) {
  CheckRequest request;
  request.chapter = &chosen_chapter(session, args, true);
  request.solution = args.has("--solution");
  request.sanitize = args.has("--sanitize");
  request.verbose = args.has("--verbose");
  request.seed = seed_option(args);
  request.timeout_s = request.sanitize ? 300 : 30;
  if (const auto timeout = args.value("--timeout"))
    request.timeout_s = parse_seconds("--timeout", *timeout);
  return request;
}

int check_chapter(Session& session, const CheckRequest& request) {
  const Chapter& ch = *request.chapter;
  const LabPaths& paths = session.lab.paths;
  std::printf("%s%s\n", bold("check " + label(ch)).c_str(),
              request.solution ? say("cli.check.of-solution").c_str() : "");

  // LAB_CHECKER: a program to run instead of the chapter's checker (the CLI's own tests).
  const std::string& stand_in = session.config.stand_ins.checker;
  const std::string target = checker_target(ch, variant(request));
  if (stand_in.empty() && !build_checker(session, request, target)) {
    record(session, request, report::Verdict::fail, say("cli.check.note-no-compile"));
    if (const std::string hint = hint_advice(session, ch); !hint.empty() && !request.solution)
      std::printf("  %s\n", hint.c_str());
    return kFailed;
  }
  const std::string checker = stand_in.empty() ? (paths.build_dir / target).string() : stand_in;

  CheckerInvocation invocation;
  invocation.command = {checker};
  invocation.seed = request.seed;
  invocation.timeout_s = request.timeout_s;
  fs::create_directories(session.state.runs_dir());
  invocation.report_path = session.state.report_file(ch.dir(), variant(request)).string();
  std::printf("  %s\n",
              say(request.sanitize ? "cli.check.running-sanitized" : "cli.check.running").c_str());
  std::fflush(stdout);
  if (!request.sanitize) return report(session, request, run_checker(invocation), nullptr);

  const std::string sanitizer = find_compute_sanitizer(session.config.compute_sanitizer, LAB_NVCC);
  if (sanitizer.empty()) {  // like a missing GPU: nothing the checked code can change
    std::printf("  %s\n  %s\n", yellow(say("cli.check.no-sanitizer")).c_str(),
                wrap(sanitizer_install_hint(cuda_versions().runtime), 2).c_str());
    return kNoGpu;
  }
  const std::vector<std::string> tools = sanitizer_tools(read_text(paths.solution_file(ch)),
                                                         read_text(checked_file(session, request)));
  const SanitizedRun run = run_sanitized(sanitizer, tools, checker, invocation);
  if (!run.cannot_run.empty()) {
    std::printf("  %s\n  %s\n", yellow(say("cli.check.sanitizer-cannot-run")).c_str(),
                run.cannot_run.c_str());
    return kNoGpu;
  }
  return report(session, request, run.checker, &run);
}

int verb_check(Session& session, const Arguments& args) {
  return check_chapter(session, check_request(session, args));
}

}  // namespace lab::cli

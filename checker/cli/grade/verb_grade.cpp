// `lab grade SUBMISSIONS --out DIR [...]`, `lab grade --demo-class N DIR` and
// `lab grade-merge DIR... --out DIR` (see help_text.cpp and docs/instructors.md).
#include "checker/cli/grade/verb_grade.h"

#include <signal.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <sstream>

#include "checker/cli/grade/demo_class.h"
#include "checker/cli/grade/grader.h"
#include "checker/cli/grade/journal.h"
#include "checker/cli/grade/outputs.h"
#include "checker/cli/pristine.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

std::atomic<bool> g_stop{false};

void on_signal(int) { g_stop = true; }

long whole_number(const Arguments& args, const std::string& option, long fallback, long low,
                  long high) {
  const auto text = args.value(option);
  if (!text) return fallback;
  char* end = nullptr;
  const long value = std::strtol(text->c_str(), &end, 10);
  if (text->empty() || *end != '\0' || value < low || value > high)
    throw UsageError(say("cli.grade.whole-number",
                         {{"option", option}, {"low", low}, {"high", high}, {"text", *text}}));
  return value;
}

std::vector<std::string> comma_list(const std::string& text) {
  std::vector<std::string> items;
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) items.push_back(item);
  return items;
}

std::vector<const Chapter*> chosen_chapters(const Session& session, const Arguments& args) {
  std::vector<const Chapter*> chapters;
  if (const auto names = args.value("--chapters")) {
    for (const std::string& name : comma_list(*names)) {
      Arguments one;
      one.positional = {name};
      const Chapter* chapter = &chosen_chapter(session, one, false);
      if (std::find(chapters.begin(), chapters.end(), chapter) == chapters.end())
        chapters.push_back(chapter);
    }
    if (chapters.empty()) throw UsageError(say("cli.selftest.no-chapters"));
  } else {
    for (const Chapter& chapter : session.lab.chapters)
      if (chapter.ready()) chapters.push_back(&chapter);
  }
  // Course order, whatever the order of --chapters: the registry's vector holds them in it.
  std::sort(chapters.begin(), chapters.end(),
            [](const Chapter* a, const Chapter* b) { return a < b; });
  return chapters;
}

grade::GradeOptions grade_options_from(const Session& session, const Arguments& args) {
  grade::GradeOptions o;
  if (args.positional.size() != 1) throw UsageError(say("cli.grade.name-folder"));
  o.submissions = fs::absolute(args.positional[0]);
  if (!fs::is_directory(o.submissions))
    throw UsageError(say("cli.grade.not-a-folder", {{"path", args.positional[0]}}));
  const auto out = args.value("--out");
  if (!out) throw UsageError(say("cli.grade.out-needed"));
  o.out = fs::absolute(*out);
  if (o.out == o.submissions ||
      o.out.lexically_relative(o.submissions).native().rfind("..", 0) != 0)
    throw UsageError(say("cli.grade.out-inside"));
  o.chapters = chosen_chapters(session, args);
  o.jobs = static_cast<int>(whole_number(args, "--jobs", 1, 1, 256));
  if (const auto gpus = args.value("--gpus")) o.gpus = comma_list(*gpus);
  if (const auto shard = args.value("--shard")) {
    const size_t slash = shard->find('/');
    char* end = nullptr;
    const long i = std::strtol(shard->c_str(), &end, 10);
    const long n =
        slash == std::string::npos ? 0 : std::strtol(shard->c_str() + slash + 1, nullptr, 10);
    if (slash == std::string::npos || end != shard->c_str() + slash || i < 1 || n < 1 || i > n)
      throw UsageError(say("cli.grade.shard-form", {{"text", *shard}}));
    o.shard = static_cast<int>(i);
    o.shards = static_cast<int>(n);
  }
  if (const auto timeout = args.value("--timeout"))
    o.timeout_s = parse_seconds("--timeout", *timeout);
  o.seed = seed_option(args);
  if (o.shards > 1 && !o.seed && !grade::read_class_info(o.out))
    throw UsageError(say("cli.grade.shard-needs-seed"));
  if (const auto ref = args.value("--ref")) o.ref = *ref;
  o.sandbox = !args.has("--no-sandbox");
  o.bench = !args.has("--no-bench");
  o.memory_bytes = static_cast<uint64_t>(whole_number(args, "--memory", 8, 1, 4096)) << 30;
  o.require_gpu = session.config.require_gpu;
  o.fixture_checker = session.config.stand_ins.grade_checker;
  return o;
}

int make_demo(const Session& session, const Arguments& args) {
  const long n = whole_number(args, "--demo-class", 30, 1, 100000);
  if (args.positional.size() != 1) throw UsageError(say("cli.grade.demo-needs-folder"));
  const fs::path dir = fs::absolute(args.positional[0]);
  std::error_code error;
  if (fs::exists(dir, error) && !fs::is_empty(dir, error))
    throw UsageError(say("cli.grade.not-empty", {{"path", dir.string()}}));
  const bool fixture = !session.config.stand_ins.grade_checker.empty();
  const size_t count = grade::make_demo_class(session.lab.paths, chosen_chapters(session, args),
                                              static_cast<int>(n), dir, fixture);
  std::printf("%s", say(fixture ? "cli.grade.demo-class-fixture" : "cli.grade.demo-class",
                        {{"count", count}, {"students", n}, {"folder", dir.string()}})
                        .c_str());
  return kPassed;
}

}  // namespace

namespace grade {

OptionSpec grade_options(const std::string& verb) {
  OptionSpec spec;
  if (verb == "grade") {
    spec.flags = {"--no-sandbox", "--no-bench"};
    spec.valued = {"--out",     "--chapters", "--jobs", "--gpus",   "--shard",
                   "--timeout", "--seed",     "--ref",  "--memory", "--demo-class"};
  } else {
    spec.valued = {"--out"};
    spec.max_positional = 100000;
  }
  return spec;
}

}  // namespace grade

int verb_grade(Session& session, const Arguments& args) {
  if (args.value("--demo-class")) return make_demo(session, args);
  const grade::GradeOptions options = grade_options_from(session, args);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  const int code = grade::run_grade(session.lab.paths, session.lab.chapters, options, g_stop);
  for (const std::string& line :
       grade::demo_check(options.submissions, options.out, session.lab.chapters))
    std::printf("  %s\n", line.c_str());
  return code;
}

int verb_grade_merge(Session& session, const Arguments& args) {
  const auto out = args.value("--out");
  if (!out || args.positional.empty()) throw UsageError(say("cli.grade.merge-usage"));
  std::vector<fs::path> dirs;
  std::optional<grade::ClassInfo> first;
  for (const std::string& name : args.positional) {
    const fs::path dir = fs::absolute(name);
    const auto info = grade::read_class_info(dir);
    if (!info) throw UsageError(say("cli.grade.no-class", {{"path", name}}));
    if (first && info->seed != first->seed)
      throw UsageError(
          say("cli.grade.other-seed", {{"path", name}, {"first", args.positional[0]}}));
    if (!first) first = info;
    dirs.push_back(dir);
  }
  const fs::path target = fs::absolute(*out);
  fs::create_directories(target);
  // The merged journal: the shards' records, so the merged folder is a graded class too.
  std::string journal;
  for (const fs::path& dir : dirs) {
    if (fs::equivalent(dir, target)) throw UsageError(say("cli.grade.out-is-shard"));
    for (const auto& record : grade::read_journal(dir / "journal.jsonl"))
      journal += record.dump() + "\n";
  }
  write_text(target / "journal.jsonl", journal);
  write_text(target / "class.json", read_text(dirs.front() / "class.json"));
  grade::RunInfo run;
  run.class_seed = first->seed;
  const auto records = grade::latest(grade::read_journal(target / "journal.jsonl"));
  for (const auto& [key, r] : records.results)
    if (!r.sandbox.empty()) run.sandbox = r.sandbox;
  run.limits = "as each shard's run had them";
  grade::write_outputs(session.lab.paths, session.lab.chapters, dirs, target, run);
  std::printf("%s\n", say(dirs.size() == 1 ? "cli.grade.merged-one" : "cli.grade.merged",
                          {{"count", dirs.size()},
                           {"students", records.submissions.size()},
                           {"out", target.string()}})
                          .c_str());
  return kPassed;
}

}  // namespace lab::cli

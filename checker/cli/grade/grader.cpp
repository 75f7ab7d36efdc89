#include "checker/cli/grade/grader.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>

#include "checker/cli/grade/cgroup.h"
#include "checker/cli/grade/grading_job.h"
#include "checker/cli/grade/journal.h"
#include "checker/cli/grade/outputs.h"
#include "checker/cli/grade/progress.h"
#include "checker/cli/grade/recipe.h"
#include "checker/cli/grade/sandbox.h"
#include "checker/cli/grade/submissions.h"
#include "checker/cli/pristine.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"

namespace lab::cli::grade {

namespace {

// "alice 1.6: graded (7/8 tests)"
std::string summary_line(const ChapterResult& r) {
  std::string line = r.student + " " + r.chapter + ": " + report::to_string(r.outcome);
  if (r.outcome == SubmissionOutcome::graded) {
    size_t passed = 0;
    for (const TestResult& t : r.tests) passed += t.outcome == report::Outcome::pass;
    line += " (" + std::to_string(passed) + "/" + std::to_string(r.tests.size()) + " tests)";
  }
  return line;
}

// --- the submissions ------------------------------------------------------------------

SubmissionRecord record_of(const Submission& s) {
  SubmissionRecord r{s.student, s.form, s.rejected, "", s.notes, s.ignored, s.unused, {}};
  std::string all;
  for (const auto& [id, file] : s.chapters) {
    r.chapters.push_back(id);
    all += id + "\n" + content_hash(file.text) + "\n";
  }
  r.hash = content_hash(all + s.rejected);
  return r;
}

// The chapter files are kept in DIR/files/<student>/<dir>/ for the instructor (and the
// similarity check, which grade-merge also runs from the shards' folders).
void keep_files(const fs::path& out, const Submission& s,
                const std::vector<const Chapter*>& chapters) {
  for (const Chapter* ch : chapters) {
    const fs::path file = out / "files" / s.student / ch->dir() / (ch->source + ".cu");
    const auto found = s.chapters.find(ch->id);
    std::error_code error;
    if (found == s.chapters.end()) {
      fs::remove(file, error);
    } else if (read_text(file) != found->second.text) {
      fs::create_directories(file.parent_path());
      write_text(file.string() + ".part", found->second.text);
      fs::rename(file.string() + ".part", file, error);
    }
  }
}

ChapterResult unrun(const Submission& s, const Chapter& ch, Seed seed, const std::string& checker,
                    SubmissionOutcome what, const std::string& reason, const std::string& sandbox) {
  ChapterResult r;
  r.student = s.student;
  r.chapter = ch.id;
  r.checker = checker;
  r.seed = seed;
  r.outcome = what;
  r.reason = reason;
  r.sandbox = sandbox;
  return r;
}

bool same_record(const ChapterResult& a, const ChapterResult& b) {
  return a.outcome == b.outcome && a.reason == b.reason && a.hash == b.hash && a.seed == b.seed;
}

}  // namespace

int run_grade(const LabPaths& paths, const std::vector<Chapter>& registry,
              const GradeOptions& options, const std::atomic<bool>& stop) {
  const auto start = std::chrono::steady_clock::now();
  fs::create_directories(options.out);
  std::vector<std::string> ids;
  for (const Chapter* ch : options.chapters) ids.push_back(ch->id);
  const ClassInfo info = class_info(options.out, options.seed, ids);
  Journal journal(options.out / "journal.jsonl");
  const ClassRecords before = latest(read_journal(options.out / "journal.jsonl"));

  Context c{paths, options, stop};
  c.scores = Scores(registry);
  c.sandbox.enabled = options.sandbox;
  c.sandbox.nvcc = program_path(LAB_NVCC);
  c.sandbox_text = options.sandbox ? "bubblewrap" : "none (--no-sandbox)";
  if (const std::string why = c.sandbox.probe(); !why.empty()) {
    std::printf("%s\n  %s\n",
                labelled("lab grade: " + say("cli.grade.no-sandbox"), why, red).c_str(),
                wrap(say("cli.grade.no-sandbox-why"), 2).c_str());
    return 1;
  }
  JobCgroups cgroups(options.memory_bytes, options.max_processes, options.jobs);
  c.cgroups = &cgroups;

  const std::string& fixture = options.fixture_checker;
  const size_t chapters = options.chapters.size();
  const std::string shard =
      options.shards > 1
          ? say("cli.grade.shard", {{"shard", options.shard}, {"shards", options.shards}})
          : "";
  std::printf("%s %s\n", bold("grade").c_str(),
              say("cli.grade.heading",
                  {{"submissions", options.submissions.string()},
                   {"out", options.out.string()},
                   {"chapters", say(chapters == 1 ? "cli.grade.one-chapter" : "cli.grade.chapters",
                                    {{"count", chapters}})},
                   {"jobs", say(options.jobs == 1 ? "cli.grade.one-job" : "cli.grade.jobs",
                                {{"count", options.jobs}})},
                   {"seed", info.seed.text()},
                   {"shard", shard}})
                  .c_str());
  std::printf("  %s\n",
              say("cli.grade.sandbox",
                  {{"sandbox", options.sandbox ? "bubblewrap" : yellow("NONE (--no-sandbox)")},
                   {"limits", cgroups.description()}})
                  .c_str());
  if (!fixture.empty()) {
    std::printf("  %s\n", yellow(say("cli.grade.test-hook")).c_str());
    c.recipes = fixture_recipes(paths, options.chapters, fixture);
  } else {
    std::printf("  %s\n", say("cli.grade.building").c_str());
    std::fflush(stdout);
    c.recipes = prepare_recipes(paths, options.chapters);
  }

  // The submissions of this shard.
  const std::vector<fs::path> entries = submission_entries(options.submissions);
  const std::vector<std::string> names = student_names(entries);
  std::vector<Submission> submissions;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (static_cast<int>(i % static_cast<size_t>(options.shards)) != options.shard - 1) continue;
    try {
      submissions.push_back(read_submission(entries[i], names[i], options.chapters, options.ref,
                                            options.limits, options.out / "work" / "scratch"));
    } catch (const std::exception& e) {  // a bad submission never stops the run
      Submission unreadable;
      unreadable.student = names[i];
      unreadable.origin = entries[i];
      unreadable.form = "unreadable";
      unreadable.rejected = std::string("could not be read: ") + e.what();
      submissions.push_back(std::move(unreadable));
    }
  }
  std::printf("  %s\n",
              say(submissions.size() == 1 ? "cli.grade.one-submission" : "cli.grade.submissions",
                  {{"count", submissions.size()}, {"entries", entries.size()}})
                  .c_str());

  std::vector<Task> tasks;
  size_t reused = 0;
  for (const Submission& s : submissions) {
    const SubmissionRecord record = record_of(s);
    const auto old = before.submissions.find(s.student);
    if (old == before.submissions.end() || to_json(old->second) != to_json(record))
      journal.append(to_json(record));
    keep_files(options.out, s, options.chapters);
    for (const Chapter* ch : options.chapters) {
      const Seed seed = derived_seed(info.seed, s.student, ch->id);
      const std::string checker = fixture.empty() ? ch->dir() : "fixture";
      const auto previous = before.results.find({s.student, ch->id});
      const ChapterResult* prev = previous == before.results.end() ? nullptr : &previous->second;
      std::optional<ChapterResult> settled;
      if (!s.rejected.empty())
        settled =
            unrun(s, *ch, seed, checker, SubmissionOutcome::rejected, s.rejected, c.sandbox_text);
      else if (!s.chapters.count(ch->id))
        settled =
            unrun(s, *ch, seed, checker, SubmissionOutcome::not_submitted,
                  "not submitted (no " + ch->dir() + "/" + ch->source + ".cu)", c.sandbox_text);
      if (settled) {
        if (!prev || !same_record(*prev, *settled)) journal.append(to_json(*settled));
        continue;
      }
      const bool final = prev && prev->outcome != SubmissionOutcome::no_gpu &&
                         prev->outcome != SubmissionOutcome::grader_error;
      if (final && prev->hash == content_hash(s.chapters.at(ch->id).text) && prev->seed == seed &&
          prev->sandbox == c.sandbox_text) {
        ++reused;
        continue;
      }
      tasks.push_back({&s, ch, seed});
    }
  }
  if (reused)
    std::printf(
        "  %s\n",
        say(reused == 1 ? "cli.grade.one-kept" : "cli.grade.kept", {{"count", reused}}).c_str());

  for (int job = 0; job < std::max(1, options.jobs); ++job)
    c.gates[gpu_of(c, job)];  // before the threads
  Progress progress(tasks.size(), isatty(STDOUT_FILENO) == 1);
  std::atomic<size_t> next{0}, finished{0};
  auto worker = [&](int job) {
    for (size_t i; !stop && !c.no_gpu && (i = next++) < tasks.size();) {
      ChapterResult result;
      try {
        result = grade_one(c, job, tasks[i]);
      } catch (const std::exception& e) {
        result = unrun(*tasks[i].submission, *tasks[i].chapter, tasks[i].seed, "",
                       SubmissionOutcome::grader_error, e.what(), c.sandbox_text);
      }
      if (result.outcome == SubmissionOutcome::grader_error) ++c.errors;
      if (stop && result.outcome == SubmissionOutcome::grader_error)
        break;  // interrupted: graded again next time
      journal.append(to_json(result));
      ++finished;
      progress.done(summary_line(result));
    }
  };
  std::atomic<int> running{std::max(1, options.jobs)};
  std::vector<std::thread> workers;
  for (int job = 0; job < std::max(1, options.jobs); ++job)
    workers.emplace_back([&, job] {
      worker(job);
      --running;
    });
  while (running > 0) {  // the bar's clock moves on while a long check runs
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    progress.tick();
  }
  for (std::thread& w : workers) w.join();
  progress.finish();

  const double wall_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  RunInfo run{c.sandbox_text,
              cgroups.description(),
              fixture.empty() ? "" : "fixture checker (LAB_GRADE_FIXTURE)",
              info.seed,
              finished.load(),
              wall_s,
              options.jobs};
  write_outputs(paths, registry, {options.out}, options.out, run);
  std::printf("  %s\n", say("cli.grade.graded", {{"count", finished.load()},
                                                 {"time", duration_text(wall_s)},
                                                 {"out", options.out.string()}})
                            .c_str());
  if (stop) {
    std::printf("%s\n", yellow(say("cli.grade.interrupted")).c_str());
    return 130;
  }
  if (c.no_gpu && options.require_gpu) return no_gpu_exit(c.no_gpu_reason, true);
  if (c.no_gpu) {
    std::printf("  %s\n  %s\n", yellow(say("cli.grade.no-gpu")).c_str(), c.no_gpu_reason.c_str());
    return 77;
  }
  if (c.errors > 0) {
    std::printf("  %s\n", red(say("cli.grade.errors", {{"count", c.errors.load()}})).c_str());
    return 1;
  }
  return 0;
}

}  // namespace lab::cli::grade

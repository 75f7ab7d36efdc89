#include "checker/cli/grade/grader.h"

#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <thread>

#include "checker/cli/grade/cgroup.h"
#include "checker/cli/grade/journal.h"
#include "checker/cli/grade/outputs.h"
#include "checker/cli/grade/progress.h"
#include "checker/cli/grade/recipe.h"
#include "checker/cli/grade/sandbox.h"
#include "checker/cli/grade/scores.h"
#include "checker/cli/grade/submissions.h"
#include "checker/cli/grade/verdict.h"
#include "checker/cli/ninja_build.h"
#include "checker/cli/pristine.h"
#include "checker/cli/terminal.h"

namespace lab::cli::grade {

namespace {

constexpr double kBuildLimit_s = 600;     // one compile or link
constexpr double kBackstopTests = 40;     // the checker stops hangs; this is for a stuck one
constexpr size_t kMessageLines = 60;
constexpr uint64_t kMaxFileBytes = 1ull << 30;  // an object, a checker: far less

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
  std::string seed;
};

struct Context {
  const LabPaths& paths;
  const GradeOptions& options;
  const std::atomic<bool>& stop;
  std::map<std::string, Recipe> recipes;
  Sandbox sandbox;
  JobCgroups* cgroups = nullptr;
  Journal* journal = nullptr;
  Progress* progress = nullptr;
  std::string sandbox_text;
  std::map<std::string, GpuGate> gates;  // per GPU ("" = the default one)
  std::mutex mutex;
  std::map<std::pair<std::string, std::string>, std::vector<TestResult>> reference_timings;  // (gpu, chapter)
  std::atomic<bool> no_gpu{false};
  std::string no_gpu_reason;
  std::atomic<int> errors{0};
};

std::string gpu_of(const Context& c, int job) {
  return c.options.gpus.empty() ? "" : c.options.gpus[static_cast<size_t>(job) % c.options.gpus.size()];
}

void reset_folder(const fs::path& folder) {
  std::error_code error;
  fs::remove_all(folder, error);
  fs::create_directories(folder);
}

std::vector<std::string> sandbox_env(const Context& c, const std::string& gpu, const std::string& fixture) {
  const std::string toolkit = c.sandbox.nvcc.empty() ? "" : fs::path(c.sandbox.nvcc).parent_path().string() + ":";
  std::vector<std::string> env = {"PATH=" + toolkit + "/usr/local/bin:/usr/bin:/bin",
                                  "HOME=/tmp", "TMPDIR=/tmp", "LANG=C.UTF-8", "NO_COLOR=1"};
  if (!gpu.empty()) env.push_back("CUDA_VISIBLE_DEVICES=" + gpu);
  if (const char* libraries = std::getenv("LD_LIBRARY_PATH")) env.push_back(std::string("LD_LIBRARY_PATH=") + libraries);
  if (!fixture.empty()) env.push_back("LAB_FIXTURE=" + fixture);
  if (!c.sandbox.enabled)  // the grader's own search path for the compilers, as the build had it
    if (const char* path = std::getenv("PATH")) env[0] = std::string("PATH=") + path;
  return env;
}

SpawnResult confined(const Context& c, int job, const SandboxedCommand& command, const fs::path& log, double wall_s,
                     std::string* channel = nullptr) {
  SpawnSpec spec = c.sandbox.spawn_spec(command, log);
  spec.channel = channel;
  spec.max_file_bytes = kMaxFileBytes;
  spec.wall_s = wall_s;
  spec.cpu_s = wall_s;
  spec.max_processes = c.options.max_processes;
  spec.cgroups = c.cgroups->folders(job);
  spec.stop = &c.stop;
  const SpawnResult result = spawn_and_wait(spec);
  c.cgroups->kill_all(job);
  // The grader's problem, not the student's: bubblewrap could not set up, or the process
  // could not join its cgroup. Such a (student, chapter) is an "error", graded next time.
  const std::string said = read_text(log).substr(0, 400);
  if (!result.started || (result.exited() && result.exit_code == kSetupFailed && said.rfind("lab grade:", 0) == 0) ||
      (c.sandbox.enabled && said.rfind("bwrap: ", 0) == 0))
    throw std::runtime_error("the sandbox could not start the " + command.argv.front() + ": " +
                             said.substr(0, said.find('\n')));
  return result;
}

struct Built {
  bool ok = false;
  std::vector<std::string> messages;
  std::string reason;
  fs::path checker;
};

// Compiles the student's file and links the checker, in the job's folder.
Built build(Context& c, int job, const Recipe& recipe, const Task& task, const fs::path& folder) {
  const Submission& s = *task.submission;
  const ChapterFile& file = s.chapters.at(task.chapter->id);
  const fs::path src = folder / "src", obj = folder / "obj";
  reset_folder(src);
  reset_folder(obj);
  const fs::path source = src / (task.chapter->source + ".cu");
  write_text(source, file.text);
  const fs::path object = obj / "student.o", checker = obj / "checker", log = obj / "build.log";
  const std::map<std::string, std::string> values = {
      {"{source}", source.string()}, {"{object}", object.string()}, {"{checker}", checker.string()}};
  std::vector<Bind> binds = {{Bind::dir, recipe.cwd}, {Bind::ro, src}, {Bind::rw, obj}};
  for (const fs::path& p : recipe.sources) binds.push_back({Bind::ro, p});
  for (const fs::path& p : recipe.inputs) binds.push_back({Bind::ro, p});
  const std::vector<std::string> env = sandbox_env(c, "", "");
  Built built;
  for (const auto* step : {&recipe.compile, &recipe.link}) {
    if (step->empty()) continue;
    const SpawnResult r = confined(c, job, {filled(*step, values), env, recipe.cwd, binds, false}, log, kBuildLimit_s);
    if (r.exited() && r.exit_code == 0) continue;
    std::string output = read_text(log);
    // The job's copy of the file is shown under the name it has in the submission.
    for (size_t at = output.find(source.string()); at != std::string::npos; at = output.find(source.string(), at))
      output.replace(at, source.string().size(), file.path);
    const std::string prefix = c.paths.source_root.lexically_relative(recipe.cwd).string();
    built.messages = compiler_messages(output, prefix == "." ? "" : prefix);
    if (built.messages.size() > kMessageLines) built.messages.resize(kMessageLines);
    const std::string why = explain_build_errors(built.messages);
    built.reason = (step == &recipe.compile ? "does not compile" : "does not link") +
                   std::string(r.exited() ? "" : " (the compiler " + how_it_ended(r) + ")") + (why.empty() ? "" : ": " + why);
    return built;
  }
  built.ok = true;
  built.checker = recipe.fixture.empty() ? checker : recipe.fixture;
  return built;
}

// Runs a checker in the sandbox with the GPU. Its report comes back through a pipe (never a
// file the code under test could rewrite) and is the only thing read back; nothing in the
// sandbox is writable but a private /tmp.
Judged run_checker(Context& c, int job, const fs::path& checker, const std::string& seed, const std::string& fixture,
                   const std::vector<std::string>& selection, const fs::path& folder) {
  const fs::path out = folder / "out";
  reset_folder(out);
  const fs::path log = out / "checker.log";
  std::vector<std::string> argv = {checker.string(), "--seed", seed, "--timeout", std::to_string(c.options.timeout_s),
                                   "--report", "/proc/self/fd/" + std::to_string(kChannelFd)};
  argv.insert(argv.end(), selection.begin(), selection.end());
  c.cgroups->reset_events(job);
  std::string report;
  const SpawnResult r = confined(c, job, {argv, sandbox_env(c, gpu_of(c, job), fixture), "/tmp", {{Bind::ro, checker}}, true},
                                 log, c.options.timeout_s * kBackstopTests + 60, &report);
  write_text(out / "report.jsonl", report);  // for the instructor's eyes; the grade is from `report`
  Judged judged = judge(report, r);
  if (judged.outcome == outcome::no_result && c.cgroups->memory_exceeded(job))
    judged.reason += " (the job's memory limit was reached)";
  return judged;
}

void bench_pass(Context& c, int job, const fs::path& checker, const Task& task, const FastExercise& fast,
                const std::string& fixture, const fs::path& folder, ChapterResult& result) {
  const std::string gpu = gpu_of(c, job);
  const ExclusiveGpu alone(c.gates.at(gpu));
  const auto key = std::make_pair(gpu, task.chapter->id);
  std::vector<TestResult> reference;
  bool have_reference = false;
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    if (const auto found = c.reference_timings.find(key); found != c.reference_timings.end())
      reference = found->second, have_reference = true;
  }
  if (!have_reference) {  // the reference solution, once per GPU and chapter, in the same conditions
    const Recipe& recipe = c.recipes.at(task.chapter->id);
    const Judged ref = run_checker(c, job, recipe.solution_checker, task.seed, "", {fast.tests}, folder / "reference");
    reference = ref.tests;
    std::lock_guard<std::mutex> lock(c.mutex);
    c.reference_timings[key] = reference;
  }
  const Judged own = run_checker(c, job, checker, task.seed, fixture, {fast.tests}, folder);
  if (own.outcome != outcome::graded) {
    result.bench = BenchResult{fast.kernel, "", "", 0, 0, 0, fast.target, false, "the benchmark run gave no result: " + own.reason};
    return;
  }
  result.bench = bench_verdict(fast, own.tests, reference);
  if (std::any_of(own.tests.begin(), own.tests.end(), [](const TestResult& t) { return t.status != "pass"; })) {
    result.bench->met = false;
    result.bench->note = "a test of the benchmark run failed";
  }
}

std::string summary_line(const ChapterResult& r) {
  std::string line = r.student + " " + r.chapter + ": " + r.outcome;
  if (r.outcome == outcome::graded) {
    size_t passed = 0;
    for (const TestResult& t : r.tests) passed += t.status == "pass";
    line += " (" + std::to_string(passed) + "/" + std::to_string(r.tests.size()) + " tests)";
  }
  return line;
}

ChapterResult grade_one(Context& c, int job, const Task& task) {
  const auto start = std::chrono::steady_clock::now();
  const Recipe& recipe = c.recipes.at(task.chapter->id);
  const ChapterFile& file = task.submission->chapters.at(task.chapter->id);
  ChapterResult result;
  result.student = task.submission->student;
  result.chapter = task.chapter->id;
  result.checker = recipe.fixture.empty() ? task.chapter->dir() : "fixture";
  result.hash = content_hash(file.text);
  result.seed = task.seed;
  result.sandbox = c.sandbox_text;
  const fs::path folder = c.options.out / "work" / ("job-" + std::to_string(job));
  const Built built = build(c, job, recipe, task, folder);
  if (!built.ok) {
    result.outcome = c.stop ? outcome::error : outcome::compile_error;
    result.reason = c.stop ? "interrupted" : built.reason;
    result.compile_messages = built.messages;
  } else {
    const std::string fixture = recipe.fixture.empty() ? "" : fixture_behaviour(file.text);
    const Judged judged = [&] {
      const SharedGpu shared(c.gates.at(gpu_of(c, job)));
      return run_checker(c, job, built.checker, task.seed, fixture, {}, folder);
    }();
    result.outcome = c.stop ? outcome::error : judged.outcome;
    result.reason = c.stop ? "interrupted" : judged.reason;
    result.tests = judged.tests;
    result.printed = judged.printed;
    result.exit_code = judged.exit_code;
    result.gpu = judged.gpu;
    if (!judged.checker.empty()) result.checker = judged.checker;
    if (judged.outcome == outcome::no_gpu) {
      std::lock_guard<std::mutex> lock(c.mutex);
      c.no_gpu = true;
      c.no_gpu_reason = judged.reason;
    }
    // The fast exercise is timed only for a chapter whose every test passed: a fast kernel
    // that is wrong, or beside a broken one, earns nothing.
    const FastExercise* fast = fast_exercise(result.checker);
    const bool all_passed = result.outcome == outcome::graded && !result.tests.empty() &&
                            std::all_of(result.tests.begin(), result.tests.end(),
                                        [](const TestResult& t) { return t.status == "pass"; });
    if (fast && c.options.bench && all_passed && !c.stop) bench_pass(c, job, built.checker, task, *fast, fixture, folder, result);
    else if (fast && result.outcome == outcome::graded)
      result.bench = BenchResult{fast->kernel, "", "", 0, 0, 0, fast->target, false,
                                 c.options.bench ? "not timed: a test of the chapter failed" : "not timed (--no-bench)"};
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
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
void keep_files(const fs::path& out, const Submission& s, const std::vector<const Chapter*>& chapters) {
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

ChapterResult unrun(const Submission& s, const Chapter& ch, const std::string& seed, const std::string& checker,
                    const char* what, const std::string& reason, const std::string& sandbox) {
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

std::string fixture_checker() {
  const char* fixture = std::getenv("LAB_GRADE_FIXTURE");
  return fixture ? fixture : "";
}

int run_grade(const LabPaths& paths, const std::vector<Chapter>& registry, const GradeOptions& options,
              const std::atomic<bool>& stop) {
  const auto start = std::chrono::steady_clock::now();
  fs::create_directories(options.out);
  std::vector<std::string> ids;
  for (const Chapter* ch : options.chapters) ids.push_back(ch->id);
  const ClassInfo info = class_info(options.out, options.seed, ids);
  Journal journal(options.out / "journal.jsonl");
  const ClassRecords before = latest(read_journal(options.out / "journal.jsonl"));

  Context c{paths, options, stop};
  c.sandbox.enabled = options.sandbox;
  c.sandbox.nvcc = program_path(LAB_NVCC);
  c.sandbox_text = options.sandbox ? "bubblewrap" : "none (--no-sandbox)";
  if (const std::string why = c.sandbox.probe(); !why.empty()) {
    std::printf("%s %s\n  %s\n", red("lab grade: cannot run submissions in a sandbox:").c_str(), why.c_str(),
                wrap("Untrusted code is never run outside one unless you say so: --no-sandbox runs it without "
                     "(the report records it).", 2).c_str());
    return 1;
  }
  JobCgroups cgroups(options.memory_bytes, options.max_processes, options.jobs);
  c.cgroups = &cgroups;
  c.journal = &journal;

  const std::string fixture = fixture_checker();
  std::printf("%s %s -> %s: %zu chapter%s, %d job%s, class seed %llu%s\n", bold("grade").c_str(),
              options.submissions.string().c_str(), options.out.string().c_str(), options.chapters.size(),
              options.chapters.size() == 1 ? "" : "s", options.jobs, options.jobs == 1 ? "" : "s",
              static_cast<unsigned long long>(info.seed),
              options.shards > 1 ? (", shard " + std::to_string(options.shard) + "/" + std::to_string(options.shards)).c_str() : "");
  std::printf("  sandbox: %s; %s\n", options.sandbox ? "bubblewrap" : yellow("NONE (--no-sandbox)").c_str(),
              cgroups.description().c_str());
  if (!fixture.empty()) {
    std::printf("  %s\n", yellow("test hook: every chapter is checked by the fixture checker (LAB_GRADE_FIXTURE)").c_str());
    c.recipes = fixture_recipes(paths, options.chapters, fixture);
  } else {
    std::printf("  building the chapters' checkers once ...\n");
    std::fflush(stdout);
    c.recipes = prepare_recipes(paths, options.chapters);
  }

  // The submissions of this shard.
  const std::vector<fs::path> entries = submission_entries(options.submissions);
  const std::vector<std::string> names = student_names(entries);
  std::vector<Submission> submissions;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (static_cast<int>(i % static_cast<size_t>(options.shards)) != options.shard - 1) continue;
    submissions.push_back(read_submission(entries[i], names[i], options.chapters, options.ref, options.limits,
                                          options.out / "work" / "scratch"));
  }
  std::printf("  %zu submission%s of %zu\n", submissions.size(), submissions.size() == 1 ? "" : "s", entries.size());

  std::vector<Task> tasks;
  size_t reused = 0;
  for (const Submission& s : submissions) {
    const SubmissionRecord record = record_of(s);
    const auto old = before.submissions.find(s.student);
    if (old == before.submissions.end() || to_json(old->second) != to_json(record)) journal.append(to_json(record));
    keep_files(options.out, s, options.chapters);
    for (const Chapter* ch : options.chapters) {
      const std::string seed = derived_seed(info.seed, s.student, ch->id);
      const std::string checker = fixture.empty() ? ch->dir() : "fixture";
      const auto previous = before.results.find({s.student, ch->id});
      const ChapterResult* prev = previous == before.results.end() ? nullptr : &previous->second;
      std::optional<ChapterResult> settled;
      if (!s.rejected.empty())
        settled = unrun(s, *ch, seed, checker, outcome::rejected, s.rejected, c.sandbox_text);
      else if (!s.chapters.count(ch->id))
        settled = unrun(s, *ch, seed, checker, outcome::not_submitted,
                        "not submitted (no " + ch->dir() + "/" + ch->source + ".cu)", c.sandbox_text);
      if (settled) {
        if (!prev || !same_record(*prev, *settled)) journal.append(to_json(*settled));
        continue;
      }
      const bool final = prev && prev->outcome != outcome::no_gpu && prev->outcome != outcome::error;
      if (final && prev->hash == content_hash(s.chapters.at(ch->id).text) && prev->seed == seed &&
          prev->sandbox == c.sandbox_text) {
        ++reused;
        continue;
      }
      tasks.push_back({&s, ch, seed});
    }
  }
  if (reused) std::printf("  %zu result%s kept from the journal (files unchanged)\n", reused, reused == 1 ? "" : "s");

  for (int job = 0; job < std::max(1, options.jobs); ++job) c.gates[gpu_of(c, job)];  // before the threads
  Progress progress(tasks.size(), isatty(STDOUT_FILENO) == 1);
  c.progress = &progress;
  std::atomic<size_t> next{0}, finished{0};
  auto worker = [&](int job) {
    for (size_t i; !stop && !c.no_gpu && (i = next++) < tasks.size();) {
      ChapterResult result;
      try {
        result = grade_one(c, job, tasks[i]);
      } catch (const std::exception& e) {
        result = unrun(*tasks[i].submission, *tasks[i].chapter, tasks[i].seed, "", outcome::error, e.what(), c.sandbox_text);
      }
      if (result.outcome == outcome::error) ++c.errors;
      if (stop && result.outcome == outcome::error) break;  // interrupted: graded again next time
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

  const double wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  RunInfo run{c.sandbox_text, cgroups.description(), fixture.empty() ? "" : "fixture checker (LAB_GRADE_FIXTURE)",
              info.seed, finished.load(), wall_s, options.jobs};
  write_outputs(paths, registry, {options.out}, options.out, run);
  std::printf("  %zu graded in %s; outputs in %s (report.html, grades.csv, grades.json, junit.xml, gradescope/)\n",
              finished.load(), duration_text(wall_s).c_str(), options.out.string().c_str());
  if (stop) {
    std::printf("%s\n", yellow("Interrupted: run the same command again to go on where it stopped.").c_str());
    return 130;
  }
  if (c.no_gpu) {
    std::printf("  %s\n  %s\n", yellow("Not graded: the checkers found no usable GPU:").c_str(), c.no_gpu_reason.c_str());
    return 77;
  }
  if (c.errors > 0) {
    std::printf("  %s\n", red(std::to_string(c.errors.load()) + " result(s) could not be produced (outcome \"error\" in grades.json)").c_str());
    return 1;
  }
  return 0;
}

}  // namespace lab::cli::grade

#include "checker/cli/grade/grading_job.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "checker/cli/grade/scores.h"
#include "checker/cli/grade/verdict.h"
#include "checker/cli/ninja_build.h"
#include "checker/cli/pristine.h"

namespace lab::cli::grade {

namespace {

// The reason of a (student, chapter) that an interrupt stopped (outcome error).
constexpr const char* kInterrupted = "interrupted: graded again next time";

constexpr double kBuildLimit_s = 600;  // one compile or link
constexpr double kBackstopTests = 40;  // the checker stops hangs; this is for a stuck one
constexpr size_t kMessageLines = 60;
constexpr uint64_t kMaxFileBytes = 1ull << 30;  // an object, a checker: far less

void reset_folder(const fs::path& folder) {
  std::error_code error;
  fs::remove_all(folder, error);
  fs::create_directories(folder);
}

std::vector<std::string> sandbox_env(const Context& c, const std::string& gpu,
                                     const std::string& fixture) {
  const std::string toolkit =
      c.sandbox.nvcc.empty() ? "" : fs::path(c.sandbox.nvcc).parent_path().string() + ":";
  std::vector<std::string> env = {"PATH=" + toolkit + "/usr/local/bin:/usr/bin:/bin", "HOME=/tmp",
                                  "TMPDIR=/tmp", "LANG=C.UTF-8", "NO_COLOR=1"};
  if (!gpu.empty()) env.push_back("CUDA_VISIBLE_DEVICES=" + gpu);
  if (const char* libraries = std::getenv("LD_LIBRARY_PATH"))
    env.push_back(std::string("LD_LIBRARY_PATH=") + libraries);
  if (!fixture.empty()) env.push_back("LAB_FIXTURE=" + fixture);
  if (!c.sandbox.enabled)  // the grader's own search path for the compilers, as the build had it
    if (const char* path = std::getenv("PATH")) env[0] = std::string("PATH=") + path;
  return env;
}

SpawnResult confined(const Context& c, int job, const SandboxedCommand& command,
                     const fs::path& log, double wall_s, std::string* channel = nullptr) {
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
  if (!result.started ||
      (result.exited() && result.exit_code == kSetupFailed && said.rfind("lab grade:", 0) == 0) ||
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
  const std::map<std::string, std::string> values = {{"{source}", source.string()},
                                                     {"{object}", object.string()},
                                                     {"{checker}", checker.string()}};
  std::vector<Bind> binds = {{Bind::dir, recipe.cwd}, {Bind::ro, src}, {Bind::rw, obj}};
  for (const fs::path& p : recipe.sources) binds.push_back({Bind::ro, p});
  for (const fs::path& p : recipe.inputs) binds.push_back({Bind::ro, p});
  // A build for -arch=native (Meson's gpu_arch default) asks the GPU which architecture it is.
  const bool native = std::count(recipe.compile.begin(), recipe.compile.end(), "-arch=native") > 0;
  const std::vector<std::string> env = sandbox_env(c, native ? gpu_of(c, job) : "", "");
  Built built;
  for (const auto* step : {&recipe.compile, &recipe.link}) {
    if (step->empty()) continue;
    const SpawnResult r = confined(c, job, {filled(*step, values), env, recipe.cwd, binds, native},
                                   log, kBuildLimit_s);
    if (r.exited() && r.exit_code == 0) continue;
    std::string output = read_text(log);
    // The job's copy of the file is shown under the name it has in the submission.
    for (size_t at = output.find(source.string()); at != std::string::npos;
         at = output.find(source.string(), at))
      output.replace(at, source.string().size(), file.path);
    const std::string prefix = c.paths.source_root.lexically_relative(recipe.cwd).string();
    built.messages = compiler_messages(output, prefix == "." ? "" : prefix);
    if (built.messages.size() > kMessageLines) built.messages.resize(kMessageLines);
    const std::string why = explain_build_errors(built.messages);
    built.reason = (step == &recipe.compile ? "does not compile" : "does not link") +
                   std::string(r.exited() ? "" : " (the compiler " + how_it_ended(r) + ")") +
                   (why.empty() ? "" : ": " + why);
    return built;
  }
  built.ok = true;
  built.checker = recipe.fixture.empty() ? checker : recipe.fixture;
  return built;
}

// Runs a checker in the sandbox with the GPU. Its report comes back through a pipe (never a
// file the code under test could rewrite) and is the only thing read back; nothing in the
// sandbox is writable but a private /tmp.
Judged run_checker(Context& c, int job, const fs::path& checker, Seed seed,
                   const std::string& fixture, const std::vector<std::string>& selection,
                   const fs::path& folder) {
  const fs::path out = folder / "out";
  reset_folder(out);
  const fs::path log = out / "checker.log";
  std::vector<std::string> argv = {checker.string(),
                                   "--seed",
                                   seed.text(),
                                   "--timeout",
                                   std::to_string(c.options.timeout_s),
                                   "--report",
                                   "/proc/self/fd/" + std::to_string(kChannelFd)};
  argv.insert(argv.end(), selection.begin(), selection.end());
  c.cgroups->reset_events(job);
  std::string report;
  const SpawnResult r = confined(
      c, job, {argv, sandbox_env(c, gpu_of(c, job), fixture), "/tmp", {{Bind::ro, checker}}, true},
      log, c.options.timeout_s * kBackstopTests + 60, &report);
  write_text(out / "report.jsonl",
             report);  // for the instructor's eyes; the grade is from `report`
  Judged judged = judge(report, r);
  if (judged.outcome == SubmissionOutcome::no_result && c.cgroups->memory_exceeded(job))
    judged.reason += " (the job's memory limit was reached)";
  return judged;
}

void bench_pass(Context& c, int job, const fs::path& checker, const Task& task,
                const FastExercise& fast, const std::string& fixture, const fs::path& folder,
                ChapterResult& result) {
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
    const Judged ref = run_checker(c, job, recipe.solution_checker, task.seed, "", {fast.tests},
                                   folder / "reference");
    reference = ref.tests;
    std::lock_guard<std::mutex> lock(c.mutex);
    c.reference_timings[key] = reference;
  }
  const Judged own = run_checker(c, job, checker, task.seed, fixture, {fast.tests}, folder);
  if (own.outcome != SubmissionOutcome::graded) {
    result.bench =
        BenchResult{fast.kernel, "",    "",
                    0,           0,     0,
                    fast.target, false, "the benchmark run gave no result: " + own.reason};
    return;
  }
  result.bench = bench_verdict(fast, own.tests, reference);
  if (std::any_of(own.tests.begin(), own.tests.end(),
                  [](const TestResult& t) { return t.outcome != report::Outcome::pass; })) {
    result.bench->met = false;
    result.bench->note = "a test of the benchmark run failed";
  }
}

}  // namespace

std::string gpu_of(const Context& c, int job) {
  return c.options.gpus.empty() ? ""
                                : c.options.gpus[static_cast<size_t>(job) % c.options.gpus.size()];
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
    result.outcome = c.stop ? SubmissionOutcome::grader_error : SubmissionOutcome::compile_error;
    result.reason = c.stop ? kInterrupted : built.reason;
    result.compile_messages = built.messages;
  } else {
    const std::string fixture = recipe.fixture.empty() ? "" : fixture_behaviour(file.text);
    const Judged judged = [&] {
      const SharedGpu shared(c.gates.at(gpu_of(c, job)));
      return run_checker(c, job, built.checker, task.seed, fixture, {}, folder);
    }();
    result.outcome = c.stop ? SubmissionOutcome::grader_error : judged.outcome;
    result.reason = c.stop ? kInterrupted : judged.reason;
    result.tests = judged.tests;
    result.printed = judged.printed;
    result.exit_code = judged.exit_code;
    result.gpu = judged.gpu;
    if (!judged.checker.empty()) result.checker = judged.checker;
    if (judged.outcome == SubmissionOutcome::no_gpu) {
      std::lock_guard<std::mutex> lock(c.mutex);
      c.no_gpu = true;
      c.no_gpu_reason = judged.reason;
    }
    // The fast exercise is timed only for a chapter whose every test passed: a fast kernel
    // that is wrong, or beside a broken one, earns nothing.
    const FastExercise* fast = c.scores.fast_exercise(result.checker);
    const bool all_passed =
        result.outcome == SubmissionOutcome::graded && !result.tests.empty() &&
        std::all_of(result.tests.begin(), result.tests.end(),
                    [](const TestResult& t) { return t.outcome == report::Outcome::pass; });
    if (fast && c.options.bench && all_passed && !c.stop)
      bench_pass(c, job, built.checker, task, *fast, fixture, folder, result);
    else if (fast && result.outcome == SubmissionOutcome::graded)
      result.bench = BenchResult{
          fast->kernel,
          "",
          "",
          0,
          0,
          0,
          fast->target,
          false,
          c.options.bench ? "not timed: a test of the chapter failed" : "not timed (--no-bench)"};
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace lab::cli::grade

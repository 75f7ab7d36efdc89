// The `lab` command as a student uses it, on any machine (no GPU needed): help, usage
// errors and exit codes, chapter names, list, the hint ladder, colour, doctor, reset,
// selftest (with fake checkers and a fake GPU load).
#include <signal.h>

#include <algorithm>
#include <sstream>

#include "checker/cli/hint_ladder.h"
#include "checker/cli/process.h"
#include "checker/cli/selftest.h"
#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/registry.h"
#include "checker/tools/gpu_load.h"

using namespace lab::cli::test;

namespace {

std::vector<lab::Chapter> registry(const LabEnvironment& env) {
  return lab::read_registry((env.build_dir / "chapters.json").string());
}

}  // namespace

TEST_CASE("lab --help and every verb's --help", "[cli]") {
  const LabEnvironment env;
  const LabOutput help = env.run({"--help"});
  CHECK(help.code == 0);
  for (const char* verb : {"list", "check", "run", "bench", "profile", "hint", "watch", "doctor",
                           "reset", "selftest", "on"}) {
    CHECK_THAT(help.out, lab::contains(std::string("  ") + verb));
    const LabOutput verb_help = env.run({verb, "--help"});
    CHECK(verb_help.code == 0);
    CHECK_THAT(verb_help.out, lab::contains(std::string("usage: ./lab ") + verb));
  }
  CHECK(env.run({}).code == 2);  // no command at all: the help, as a usage error
}

TEST_CASE("usage errors exit with 2 and say what is wrong", "[cli]") {
  const LabEnvironment env;
  const LabOutput verb = env.run({"chek", "1.6"});
  CHECK(verb.code == 2);
  CHECK_THAT(verb.out, lab::contains("unknown command \"chek\". Did you mean \"check\"?"));
  const LabOutput option = env.run({"check", "1.6", "--sanitise"});
  CHECK(option.code == 2);
  CHECK_THAT(option.out,
             lab::contains("unknown option --sanitise") && lab::contains("./lab check --help"));
  CHECK(env.run({"check", "1.6", "--seed", "12x"}).code == 2);
  CHECK(env.run({"check", "1.6", "--timeout", "0"}).code == 2);
  CHECK(env.run({"check", "1.6", "--seed"}).code == 2);
  CHECK(env.run({"list", "1.6"}).code == 2);
  CHECK(env.run({"run"}).code == 2);  // run and reset need a chapter
  CHECK(env.run({"reset"}).code == 2);
}

TEST_CASE("lab check --on: what is wrong on this side is said before ssh connects", "[cli]") {
  LabEnvironment env;
  const LabOutput both = env.run({"check", "1.6", "--on", "gpu", "--here"});
  CHECK(both.code == 2);
  CHECK_THAT(both.out, lab::contains("--here and --on contradict each other"));
  const LabOutput option = env.run({"check", "1.6", "--on", "-oProxyCommand=sh"});
  CHECK(option.code == 2);
  CHECK_THAT(option.out, lab::contains("\"-oProxyCommand=sh\" is not a host for --on"));
  CHECK_THAT(env.run({"check", "1.6", "--sync"}).out, lab::contains("--sync goes with --on HOST"));
  CHECK(env.run({"hint", "1.6", "--on", "gpu"}).code == 2);        // hint runs here only
  CHECK(env.run({"check", "nonsense", "--on", "gpu"}).code == 2);  // the chapter is chosen here
  env.extra = {"LAB_SSH=no-such-ssh-for-the-lab -v"};
  const LabOutput no_ssh = env.run({"check", "1.6", "--on", "gpu"});
  CHECK(no_ssh.code == 68);
  CHECK_THAT(unwrapped(no_ssh.out),
             lab::contains("no-such-ssh-for-the-lab" + unwrapped(" is not found")));

  const LabCopy copy(env);  // no git checkout: its commit has no name
  LabEnvironment copied;
  copied.source_root = copy.source_root();
  copied.build_dir = copy.build_dir();
  copied.extra = {"LAB_SSH=sh"};
  const LabOutput not_git = copied.run({"check", "1.6", "--on", "gpu"});
  CHECK(not_git.code == 65);
  CHECK_THAT(unwrapped(not_git.out), lab::contains(unwrapped("is not a git checkout")));
}

TEST_CASE("lab on: the default host of --on, set, said, used and forgotten", "[cli]") {
  LabEnvironment env;
  env.extra = {"LAB_SSH=no-such-ssh-for-the-lab"};
  CHECK_THAT(env.run({"on"}).out, lab::contains("No default host"));
  const LabOutput set = env.run({"on", "alice@gpu:~/lab"});
  CHECK(set.code == 0);
  CHECK_THAT(set.out, lab::contains("The default host is alice@gpu:~/lab"));
  CHECK_THAT(env.run({"on"}).out, lab::contains("The default host is alice@gpu:~/lab"));
  CHECK(env.run({"doctor"}).code == 68);  // to the default host, through ssh (here: none)
  CHECK(env.run({"on", "gpu box"}).code == 2);
  CHECK(env.run({"on", "gpu", "--clear"}).code == 2);
  CHECK_THAT(env.run({"on", "--clear"}).out, lab::contains("No default host any more"));
  CHECK_THAT(env.run({"on"}).out, lab::contains("No default host"));
}

TEST_CASE("an unknown chapter lists the valid ones and suggests the closest", "[cli]") {
  const LabEnvironment env;
  const LabOutput typo = env.run({"hint", "vectr-add"});
  CHECK(typo.code == 2);
  CHECK_THAT(typo.out,
             lab::contains("unknown chapter \"vectr-add\". Did you mean 1.6 (vector-add)?"));
  for (const lab::Chapter& ch : registry(env))
    CHECK_THAT(typo.out, lab::contains(ch.id + " " + ch.slug));
  CHECK_THAT(env.run({"check", "9.9"}).out, lab::contains("Chapters:"));
  for (const lab::Chapter& ch : registry(env))
    if (!ch.ready()) {  // named correctly, but not written yet
      const LabOutput coming = env.run({"check", ch.id});
      CHECK(coming.code == 2);
      CHECK_THAT(coming.out, lab::contains("is not written yet"));
      break;
    }
}

TEST_CASE("lab list: every chapter in course order, status and progress", "[cli]") {
  const LabEnvironment env;
  const LabOutput list = env.run({"list"});
  CHECK(list.code == 0);
  size_t at = 0;
  for (const lab::Chapter& ch : registry(env)) {
    const size_t found = list.out.find(" " + ch.slug + " ", at);
    CHECK(found != std::string::npos);  // present, and after the one before
    at = found == std::string::npos ? at : found;
    CHECK_THAT(list.out, lab::contains(ch.ready() ? "not attempted" : "coming"));
  }
  CHECK_THAT(list.out,
             lab::contains("0/" + std::to_string(registry(env).size()) + " chapters passed"));
  const auto chapters = registry(env);
  const auto first = std::find_if(chapters.begin(), chapters.end(),
                                  [](const lab::Chapter& c) { return c.ready(); });
  REQUIRE(first != chapters.end());
  CHECK_THAT(list.out, lab::contains("> " + first->id));  // the current chapter is marked
}

TEST_CASE("the hint ladder: one more hint per call, remembered; --all shows those seen", "[cli]") {
  const LabEnvironment env;
  const size_t total =
      lab::cli::parse_hints(read_text(env.source_root / "checker/1.6-vector-add/hints.md")).size();
  REQUIRE(total >= 3);
  CHECK_THAT(env.run({"hint", "1.6", "--all"}).out, lab::contains("No hints revealed yet"));
  for (size_t i = 1; i <= total; ++i) {
    const LabOutput hint = env.run({"hint", i % 2 ? "1.6" : "vector-add"});
    CHECK(hint.code == 0);
    CHECK_THAT(hint.out,
               lab::contains("Hint " + std::to_string(i) + " of " + std::to_string(total)));
  }
  const LabOutput again = env.run({"hint", "1.6-vector-add"});
  CHECK_THAT(again.out,
             lab::contains("Hint " + std::to_string(total) + " of") && lab::contains("last hint"));
  const LabOutput all = env.run({"hint", "1.6", "--all"});
  for (size_t i = 1; i <= total; ++i)
    CHECK_THAT(all.out, lab::contains("Hint " + std::to_string(i) + " of"));
  CHECK(env.run({"hint"}).code == 0);  // no chapter: the first not passed
}

TEST_CASE("colour on a terminal only, and never with NO_COLOR", "[cli]") {
  LabEnvironment env;
  const std::string escape = "\033[";
  CHECK_THAT(env.run({"hint", "1.6"}).out, !lab::contains(escape));  // a pipe
  const LabOutput terminal = env.run_on_terminal({"hint", "1.6"});
  if (terminal.code == kNoTerminal) {
    WARN("no pseudo-terminal on this machine: colour on a terminal not tested");
    return;
  }
  CHECK_THAT(terminal.out, lab::contains(escape));
  env.extra = {"NO_COLOR=1"};
  const LabOutput plain = env.run_on_terminal({"hint", "1.6"});
  CHECK_THAT(plain.out, lab::contains("Hint") && !lab::contains(escape));
}

TEST_CASE("lab doctor without a GPU: says so with a fix, exit 77", "[cli]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput doctor = env.run({"doctor"});
  CHECK(doctor.code == 77);
  CHECK_THAT(doctor.out, lab::contains("NO GPU") && lab::contains("fix: "));
  CHECK_THAT(doctor.out, lab::contains("nvcc ") && lab::contains("CUDA runtime") &&
                             lab::contains("meson ") && lab::contains("Catch2 "));
  CHECK_THAT(doctor.out, lab::contains("compute-sanitizer"));
  CHECK_THAT(doctor.out, lab::contains("Nsight Compute"));  // found or not: only profile needs it
}

TEST_CASE("lab reset: asks, keeps a backup, restores the saved pristine copy", "[cli]") {
  LabEnvironment env;
  const LabCopy copy(env);
  env.source_root = copy.source_root();
  env.build_dir = copy.build_dir();
  const fs::path file = copy.source_root() / "chapters/1.6-vector-add/vector_add.cu";
  const std::string skeleton = read_text(file);

  CHECK(env.run({"list"}).code == 0);  // the first run saves the pristine copy
  write_file(file, "// my work\n");
  const LabOutput declined = env.run({"reset", "1.6"}, "n\n");
  CHECK(declined.code == 1);
  CHECK_THAT(declined.out, lab::contains("[y/N]") && lab::contains("Nothing changed"));
  CHECK(read_text(file) == "// my work\n");

  const LabOutput accepted = env.run({"reset", "vector-add"}, "y\n");
  CHECK(accepted.code == 0);
  CHECK_THAT(accepted.out, lab::contains("saved when the lab first ran"));
  CHECK(read_text(file) == skeleton);
  const fs::path backups = env.state.path / ".lab/backups/1.6-vector-add";
  REQUIRE(fs::exists(backups));
  const auto backup = fs::directory_iterator(backups)->path();
  CHECK(read_text(backup) == "// my work\n");
  CHECK_THAT(accepted.out, lab::contains(backup.filename().string()));

  const LabOutput nothing = env.run({"reset", "1.6", "--yes"});
  CHECK(nothing.code == 0);
  CHECK_THAT(nothing.out, lab::contains("already the pristine skeleton"));
}

TEST_CASE("lab reset prefers git's committed skeleton in a git checkout", "[cli]") {
  if (!lab::cli::program_exists("git")) return;
  LabEnvironment env;
  const LabCopy copy(env);
  env.source_root = copy.source_root();
  env.build_dir = copy.build_dir();
  const fs::path file = copy.source_root() / "chapters/1.6-vector-add/vector_add.cu";
  CHECK(env.run({"list"}).code == 0);  // saves the pristine copy of the current skeleton
  const std::string updated = read_text(file) + "// TODO(1.6) a newer skeleton, committed\n";
  write_file(file, updated);
  const std::string git = "git -C '" + copy.source_root().string() +
                          "' -c user.name=lab -c user.email=lab@example.org ";
  const lab::cli::ProcessResult committed = lab::cli::run_process(
      {{"sh", "-c", git + "init -q && " + git + "add -A && " + git + "commit -q -m skeleton"},
       {},
       {"GIT_DIR", "GIT_WORK_TREE"}});
  REQUIRE(committed.exit_code == 0);
  write_file(file, "// my work\n");
  const LabOutput reset = env.run({"reset", "1.6", "--yes"});
  CHECK(reset.code == 0);
  CHECK_THAT(reset.out, lab::contains("git"));
  CHECK(read_text(file) == updated);
}

TEST_CASE("lab selftest without a GPU: exit 77 with the reason, before building anything",
          "[cli][selftest]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput selftest = env.run({"selftest", "--chapters", "1.6"});
  CHECK(selftest.code == 77);
  CHECK_THAT(selftest.out, lab::contains("needs an NVIDIA GPU, and none is usable here") &&
                               lab::contains("./lab doctor") && !lab::contains("building"));
}

TEST_CASE("lab selftest: usage errors exit with 2", "[cli][selftest]") {
  const LabEnvironment env;
  for (const std::vector<std::string>& args : {std::vector<std::string>{"--seeds", "0"},
                                               {"--parallel", "x"},
                                               {"--timeout", "0"},
                                               {"--chapters", "1.6,9.9"},
                                               {"--chapters", ","},
                                               {"1.6"},
                                               {"--seed", "3"}}) {
    std::vector<std::string> command = {"selftest"};
    command.insert(command.end(), args.begin(), args.end());
    const LabOutput run = env.run(command);
    CHECK(run.code == 2);
    CHECK_THAT(run.out, lab::contains("./lab selftest --help"));
  }
}

TEST_CASE("lab-gpu-load without a GPU: exit 77 with the reason", "[cli][selftest]") {
  const fs::path load = LabEnvironment().build_dir / lab::gpu_load::kBuildPath;
  const lab::cli::ProcessResult run =
      lab::cli::run_process({{load.string(), "--seconds", "5"}, {"CUDA_VISIBLE_DEVICES="}, {}, 60});
  CHECK(run.exit_code == lab::gpu_load::kNoGpuExit);
  CHECK_THAT(run.output, lab::starts_with(lab::gpu_load::kNoGpu));
  CHECK(lab::cli::run_process({{load.string(), "--seconds"}, {}, {}, 60}).exit_code == 2);
}

TEST_CASE("selftest: replay commands, the table", "[cli][selftest]") {
  using namespace lab::cli;
  const lab::ScopedLanguage english("en");  // texts made in this process, whatever LAB_LANG is
  const lab::Chapter chapter{"1.6", "vector-add", "vector_add", "ready", "Vector add"};
  SelftestRun run{&chapter, Role::mistake, "mistake.aborts", "it's SIGABRT", lab::Seed{12}};
  CHECK(replay_command("build/check-1.6-vector-add-mistake.aborts", run, 120) ==
        "build/check-1.6-vector-add-mistake.aborts --seed 12 --timeout 120 --expect-diagnosis "
        "'it'\\''s SIGABRT'");
  run.done = true;
  run.result.started = true;
  run.result.exit_code = 1;
  CHECK(!as_expected(run));
  CHECK(outcome_text(run) == "not rejected with \"it's SIGABRT\" (exit 1)");
  run.result.exit_code = 0;
  CHECK(as_expected(run));

  std::vector<SelftestRun> runs;
  for (const int code : {0, 1, 0}) {
    SelftestRun solution{&chapter, Role::solution, "solution"};
    solution.done = solution.result.started = true;
    solution.result.exit_code = code;
    solution.result.seconds = 2.5;
    runs.push_back(solution);
  }
  runs.push_back(run);
  const ChapterRow row = tally(chapter, runs, true);
  CHECK(row.solution_passed == 2);
  CHECK(row.solution_runs == 3);
  CHECK(row.mistakes_rejected == 1);
  CHECK(row.skeleton == "skipped");
  CHECK_THAT(selftest_table({row}),
             lab::contains("1.6 vector-add  2/3       skipped   1/1       -"));
}

TEST_CASE("selftest runs exactly the variants Meson builds, and knows every skeleton's diagnosis",
          "[cli][selftest]") {
  using namespace lab::cli;
  const LabEnvironment env;
  const ProcessResult ninja =
      run_process({{"ninja", "-C", env.build_dir.string(), "-t", "targets", "all"}});
  REQUIRE(ninja.exit_code == 0);
  for (const lab::Chapter& chapter : registry(env)) {
    if (!chapter.ready()) continue;
    std::vector<std::string> built;  // "mistake.<name>" and "correct.<name>" checker targets
    std::istringstream lines(ninja.output);
    for (std::string line; std::getline(lines, line);) {
      const std::string target = line.substr(0, line.find(':'));
      for (const char* kind : {"mistake.", "correct."})
        if (target.rfind(checker_target(chapter, kind), 0) == 0 &&
            target.find('/') == std::string::npos)
          built.push_back(target.substr(checker_target(chapter, "").size()));
    }
    std::vector<std::string> planned;
    for (const SelftestRun& run : chapter_variants(chapter)) planned.push_back(run.variant);
    std::sort(built.begin(), built.end());
    std::sort(planned.begin(), planned.end());
    CHECK(!planned.empty());
    CHECK(planned == built);
    CHECK(!chapter.skeleton_diagnosis.empty());
  }
}

namespace {

// A lab copy with chapter 1.6's mistakes, a fake checker (LAB_CHECKER) that rejects only
// the run expecting "round the grid up", and a fake GPU load that writes its pid.
struct FakeSelftest {
  LabEnvironment env;
  LabCopy copy{env};
  fs::path load_pid = copy.dir.path / "load.pid";

  FakeSelftest() {
    env.source_root = copy.source_root();
    env.build_dir = copy.build_dir();
    const LabEnvironment original;
    const std::string dir = "checker/1.6-vector-add";
    fs::copy(original.source_root / dir / "mistakes", copy.source_root() / dir / "mistakes",
             fs::copy_options::recursive);
    fs::copy_file(original.source_root / dir / "meson.build",
                  copy.source_root() / dir / "meson.build");
    const fs::path checker = copy.dir.path / "fake-checker";
    write_file(checker,
               "#!/bin/sh\ncase \"$*\" in *'round the grid up'*) echo 'MISTAKE NOT CAUGHT'; exit "
               "1;; esac\n"
               "sleep \"${FAKE_SECONDS:-0}\"\nexit 0\n",
               true);
    env.extra = {"LAB_CHECKER=" + checker.string()};
  }
  void fake_load(const std::string& after_start) {
    write_file(copy.build_dir() / lab::gpu_load::kBuildPath,
               "#!/bin/sh\necho $$ > '" + load_pid.string() + "'\necho '" +
                   lab::gpu_load::kStarted + "Fake GPU'\n" + after_start + "\n",
               true);
  }
};

}  // namespace

TEST_CASE("lab selftest with a fake checker: the table, each unexpected result and its replay",
          "[cli][selftest]") {
  FakeSelftest lab;
  const LabOutput run =
      lab.env.run({"selftest", "--chapters", "1.6", "--seeds", "2", "--parallel", "3"});
  CHECK(run.code == 1);
  const std::vector<lab::Chapter> chapters = registry(lab.env);
  const auto chapter = std::find_if(chapters.begin(), chapters.end(),
                                    [](const lab::Chapter& c) { return c.id == "1.6"; });
  REQUIRE(chapter != chapters.end());
  const size_t mistakes = lab::cli::chapter_variants(*chapter).size();
  REQUIRE(mistakes >= 2);
  const std::string rejected = std::to_string(mistakes - 1) + "/" + std::to_string(mistakes);
  CHECK_THAT(run.out, lab::contains("1.6 vector-add  2/2       yes       " + rejected));
  CHECK_THAT(run.out, lab::contains("mistake.grid_rounded_down, seed ") &&
                          lab::contains("--expect-diagnosis 'round the grid up'") &&
                          lab::contains("| MISTAKE NOT CAUGHT"));
  CHECK_THAT(run.out, lab::contains("FAILED: 1 unexpected result."));

  write_file(lab.copy.source_root() / "chapters/1.6-vector-add/vector_add.cu", "// my work\n");
  const LabOutput edited = lab.env.run({"selftest", "--chapters", "1.6", "--seeds", "1"});
  CHECK_THAT(edited.out,
             lab::contains("1/1       skipped") && lab::contains("your file is edited"));
}

TEST_CASE("lab selftest --contended: starts the load, stops it at the end, reports when it dies",
          "[cli][selftest]") {
  FakeSelftest lab;
  lab.fake_load("exec sleep 600");
  lab.env.extra.push_back("FAKE_SECONDS=0.3");
  const LabOutput run =
      lab.env.run({"selftest", "--chapters", "1.6", "--seeds", "1", "--contended"}, "", 60);
  CHECK_THAT(run.out, lab::contains("GPU load: Fake GPU") && lab::contains("beside the GPU load"));
  const int pid = std::atoi(read_text(lab.load_pid).c_str());
  REQUIRE(pid > 0);
  CHECK(kill(pid, 0) != 0);  // stopped, and reaped by the lab

  lab.fake_load("sleep 0.2; echo 'lab-gpu-load: an illegal memory access'; exit 1");
  const LabOutput died =
      lab.env.run({"selftest", "--chapters", "1.6", "--seeds", "2", "--contended"}, "", 60);
  CHECK(died.code == 1);
  CHECK_THAT(died.out, lab::contains("the GPU load ended after") &&
                           lab::contains("(exit code 1)") &&
                           lab::contains("| lab-gpu-load: an illegal memory access") &&
                           lab::contains("and the GPU load died."));
}

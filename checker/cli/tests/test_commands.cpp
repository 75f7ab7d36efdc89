// The `lab` command as a student uses it, on any machine (no GPU needed): help, usage
// errors and exit codes, chapter names, list, the hint ladder, colour, doctor, reset.
#include "checker/harness/catch.h"

#include "checker/cli/hint_ladder.h"
#include "checker/cli/process.h"
#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/registry.h"

using namespace lab::cli::test;


namespace {

std::vector<lab::Chapter> registry(const LabEnvironment& env) {
  return lab::read_registry((env.build_dir / "chapters.tsv").string());
}

}  // namespace

TEST_CASE("lab --help and every verb's --help", "[cli]") {
  const LabEnvironment env;
  const LabOutput help = env.run({"--help"});
  CHECK(help.code == 0);
  for (const char* verb : {"list", "check", "run", "bench", "hint", "watch", "doctor", "reset"}) {
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
  CHECK_THAT(option.out, lab::contains("unknown option --sanitise") && lab::contains("./lab check --help"));
  CHECK(env.run({"check", "1.6", "--seed", "12x"}).code == 2);
  CHECK(env.run({"check", "1.6", "--timeout", "0"}).code == 2);
  CHECK(env.run({"check", "1.6", "--seed"}).code == 2);
  CHECK(env.run({"list", "1.6"}).code == 2);
  CHECK(env.run({"run"}).code == 2);    // run and reset need a chapter
  CHECK(env.run({"reset"}).code == 2);
}

TEST_CASE("an unknown chapter lists the valid ones and suggests the closest", "[cli]") {
  const LabEnvironment env;
  const LabOutput typo = env.run({"hint", "vectr-add"});
  CHECK(typo.code == 2);
  CHECK_THAT(typo.out, lab::contains("unknown chapter \"vectr-add\". Did you mean 1.6 (vector-add)?"));
  for (const lab::Chapter& ch : registry(env)) CHECK_THAT(typo.out, lab::contains(ch.id + " " + ch.slug));
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
  CHECK_THAT(list.out, lab::contains("0/" + std::to_string(registry(env).size()) + " chapters passed"));
  CHECK_THAT(list.out, lab::contains("> 1.6"));  // the current chapter is marked
}

TEST_CASE("the hint ladder: one more hint per call, remembered; --all shows those seen", "[cli]") {
  const LabEnvironment env;
  const size_t total = lab::cli::parse_hints(read_file(env.source_root / "checker/1.6-vector-add/hints.md")).size();
  REQUIRE(total >= 3);
  CHECK_THAT(env.run({"hint", "1.6", "--all"}).out, lab::contains("No hints revealed yet"));
  for (size_t i = 1; i <= total; ++i) {
    const LabOutput hint = env.run({"hint", i % 2 ? "1.6" : "vector-add"});
    CHECK(hint.code == 0);
    CHECK_THAT(hint.out, lab::contains("Hint " + std::to_string(i) + " of " + std::to_string(total)));
  }
  const LabOutput again = env.run({"hint", "1.6-vector-add"});
  CHECK_THAT(again.out, lab::contains("Hint " + std::to_string(total) + " of") && lab::contains("last hint"));
  const LabOutput all = env.run({"hint", "1.6", "--all"});
  for (size_t i = 1; i <= total; ++i) CHECK_THAT(all.out, lab::contains("Hint " + std::to_string(i) + " of"));
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

TEST_CASE("lab bench without a GPU: builds the benchmark, then exit 77 with the reason", "[cli]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput bench = env.run({"bench", "1.6"});
  CHECK(bench.code == 77);
  CHECK_THAT(bench.out, lab::contains("no usable GPU"));
}

TEST_CASE("lab doctor without a GPU: says so with a fix, exit 77", "[cli]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput doctor = env.run({"doctor"});
  CHECK(doctor.code == 77);
  CHECK_THAT(doctor.out, lab::contains("NO GPU") && lab::contains("fix: "));
  CHECK_THAT(doctor.out, lab::contains("nvcc ") && lab::contains("CUDA runtime") && lab::contains("meson ") && lab::contains("Catch2 "));
  CHECK_THAT(doctor.out, lab::contains("compute-sanitizer"));
}

TEST_CASE("lab reset: asks, keeps a backup, restores the saved pristine copy", "[cli]") {
  LabEnvironment env;
  const LabCopy copy(env);
  env.source_root = copy.source_root();
  env.build_dir = copy.build_dir();
  const fs::path file = copy.source_root() / "chapters/1.6-vector-add/vector_add.cu";
  const std::string skeleton = read_file(file);

  CHECK(env.run({"list"}).code == 0);  // the first run saves the pristine copy
  write_file(file, "// my work\n");
  const LabOutput declined = env.run({"reset", "1.6"}, "n\n");
  CHECK(declined.code == 1);
  CHECK_THAT(declined.out, lab::contains("[y/N]") && lab::contains("Nothing changed"));
  CHECK(read_file(file) == "// my work\n");

  const LabOutput accepted = env.run({"reset", "vector-add"}, "y\n");
  CHECK(accepted.code == 0);
  CHECK_THAT(accepted.out, lab::contains("saved when the lab first ran"));
  CHECK(read_file(file) == skeleton);
  const fs::path backups = env.state.path / ".lab/backups/1.6-vector-add";
  REQUIRE(fs::exists(backups));
  const auto backup = fs::directory_iterator(backups)->path();
  CHECK(read_file(backup) == "// my work\n");
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
  const std::string updated = read_file(file) + "// TODO(1.6) a newer skeleton, committed\n";
  write_file(file, updated);
  const std::string git = "git -C '" + copy.source_root().string() + "' -c user.name=lab -c user.email=lab@example.org ";
  const lab::cli::ProcessResult committed = lab::cli::run_process(
      {{"sh", "-c", git + "init -q && " + git + "add -A && " + git + "commit -q -m skeleton"}, {}, {"GIT_DIR", "GIT_WORK_TREE"}});
  REQUIRE(committed.exit_code == 0);
  write_file(file, "// my work\n");
  const LabOutput reset = env.run({"reset", "1.6", "--yes"});
  CHECK(reset.code == 0);
  CHECK_THAT(reset.out, lab::contains("git"));
  CHECK(read_file(file) == updated);
}

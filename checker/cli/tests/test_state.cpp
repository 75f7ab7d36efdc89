// Host tests of the CLI's state folder, pristine copies and process control.
#include <signal.h>

#include <filesystem>

#include "checker/cli/pristine.h"
#include "checker/cli/process.h"
#include "checker/cli/state_store.h"
#include "checker/harness/catch.h"
#include "checker/host/temp_folder.h"

using namespace lab;
using namespace lab::cli;

TEST_CASE("progress and hints survive a new StateStore, in plain files", "[cli]") {
  const lab::test::TempFolder dir("lab-state-test");
  {
    StateStore state(dir.path / ".lab");
    CHECK_FALSE(state.progress("1.6-vector-add"));
    CHECK(state.hints_revealed("1.6-vector-add") == 0);
    state.record_progress("1.6-vector-add",
                          {lab::report::Verdict::fail, 1700000000, "2 of 4\ttests\npassed"});
    state.record_progress("1.8-reduce-sum", {lab::report::Verdict::pass, 1700000100, ""});
    state.set_hints_revealed("1.6-vector-add", 2);
  }
  StateStore state(dir.path / ".lab");
  const auto p = state.progress("1.6-vector-add");
  REQUIRE(p);
  CHECK(p->verdict == lab::report::Verdict::fail);
  CHECK(p->when == 1700000000);
  CHECK(p->note == "2 of 4 tests passed");  // tabs and newlines cannot break the file
  CHECK(state.progress("1.8-reduce-sum")->verdict == lab::report::Verdict::pass);
  CHECK(lab::read_text(dir.path / ".lab" / "progress.tsv").find("\tpass\t") != std::string::npos);
  CHECK(state.hints_revealed("1.6-vector-add") == 2);
  state.forget_progress("1.6-vector-add");
  CHECK_FALSE(state.progress("1.6-vector-add"));
  CHECK(state.progress("1.8-reduce-sum"));
  CHECK(fs::exists(dir.path / ".lab" / "progress.tsv"));
  CHECK(format_time(0).empty());
  CHECK(format_time(1700000000).size() == 16);  // "2023-11-14 22:13" in local time
}

TEST_CASE("a verdict from another machine keeps its host; the default host of --on", "[cli]") {
  const lab::test::TempFolder dir("lab-state-test");
  StateStore state(dir.path / ".lab");
  Progress there{
      lab::report::Verdict::no_gpu, 1700000000, "compiles; not run (no GPU)", -1, -1, "gpu-box"};
  state.record_progress("1.6-vector-add", there);
  state.record_progress("1.8-reduce-sum", {lab::report::Verdict::pass, 1700000100, "", 4, 4});
  CHECK(StateStore(dir.path / ".lab").progress("1.6-vector-add")->host == "gpu-box");
  CHECK(state.progress("1.8-reduce-sum")->host.empty());
  // A line as the lab there writes it, read back here (--on's progress answer).
  const auto line = progress_line("1.8-reduce-sum\tfail\t1700000200\t1 of 4 tests failed\t3\t4",
                                  "1.8-reduce-sum");
  REQUIRE(line);
  CHECK(line->verdict == lab::report::Verdict::fail);
  CHECK(line->when == 1700000200);
  CHECK(line->tests_passed == 3);
  CHECK(line->host.empty());
  CHECK_FALSE(progress_line("1.8-reduce-sum\tfail\t1700000200", "1.6-vector-add"));
  CHECK_FALSE(progress_line("1.8-reduce-sum\tnonsense\t1700000200", "1.8-reduce-sum"));
  CHECK_FALSE(progress_line("", "1.8-reduce-sum"));

  CHECK(state.default_host().empty());
  state.set_default_host("alice@gpu:~/cuda-lab");
  CHECK(StateStore(dir.path / ".lab").default_host() == "alice@gpu:~/cuda-lab");
  state.set_default_host("");
  CHECK(state.default_host().empty());
  CHECK(state.progress("1.6-vector-add"));  // the default host is kept apart from the progress
}

TEST_CASE("a pristine copy is saved once, only from a file that still has its TODO markers",
          "[cli]") {
  const lab::test::TempFolder dir("lab-state-test");
  LabPaths paths{dir.path / "src", dir.path / "build", dir.path / "src/.lab"};
  const Chapter ch{"1.6", "vector-add", "vector_add", "ready", "Vector add"};
  const Chapter coming{"1.7", "shared-memory", "shared_memory", "coming", "Shared memory"};
  StateStore state(paths.state_dir);
  write_text(paths.student_file(ch), "// TODO(1.6) step 1\n");
  write_text(paths.student_file(coming), "// TODO(1.7) step 1\n");
  save_pristine_copies(paths, state, {ch, coming});
  write_text(paths.student_file(ch), "// my work\n");
  save_pristine_copies(paths, state, {ch, coming});  // not overwritten by the edit
  const auto pristine = find_pristine(paths, state, ch);
  REQUIRE(pristine);
  CHECK(pristine->text == "// TODO(1.6) step 1\n");
  CHECK_THAT(pristine->origin, lab::contains("saved when the lab first ran"));
  CHECK_FALSE(fs::exists(state.pristine_dir(coming.dir())));  // not ready: not saved

  const lab::test::TempFolder other("lab-state-test");
  LabPaths edited{other.path, other.path / "build", other.path / ".lab"};
  write_text(edited.student_file(ch), "finished work, no markers\n");
  save_pristine_copies(edited, StateStore(edited.state_dir), {ch});
  CHECK_FALSE(find_pristine(edited, StateStore(edited.state_dir), ch));
  CHECK(looks_like_skeleton("x // TODO(1.6) y", ch));
  CHECK_FALSE(looks_like_skeleton("x // TODO(1.60) y", ch));
}

TEST_CASE("a process past its time limit is killed with its whole process group", "[cli]") {
  // The shell's child (sleep) is in the same group: it must die too, or the pipe stays open.
  const ProcessResult r = run_process({{"sh", "-c", "echo started; sleep 30 & wait"}, {}, {}, 0.5});
  CHECK(r.started);
  CHECK(r.timed_out);
  CHECK_FALSE(r.exited_normally());
  CHECK(r.seconds < 5);
  CHECK(r.output == "started\n");
}

TEST_CASE("a process's exit code, signal, output and environment", "[cli]") {
  const ProcessResult ok = run_process({{"sh", "-c", "echo out; echo err >&2; exit 3"}});
  CHECK(ok.exited_normally());
  CHECK(ok.exit_code == 3);
  CHECK(ok.output == "out\nerr\n");
  const ProcessResult killed = run_process({{"sh", "-c", "kill -SEGV $$"}});
  CHECK(killed.signal == SIGSEGV);
  CHECK(signal_name(killed.signal) == "SIGSEGV");
  const ProcessResult env =
      run_process({{"sh", "-c", "echo \"[$LAB_X][${HOME-unset}]\""}, {"LAB_X="}, {"HOME"}});
  CHECK(env.output == "[][unset]\n");
  const ProcessResult missing = run_process({{"no-such-program-for-the-lab"}});
  CHECK(missing.exit_code == 127);
  CHECK(program_exists("sh"));
  CHECK_FALSE(program_exists("no-such-program-for-the-lab"));
}

TEST_CASE("a process's input from a file, one run attached to this process, a shell's word",
          "[cli]") {
  const lab::test::TempFolder dir("lab-state-test");
  const fs::path input = dir.path / "input.txt";
  write_text(input, "what the file says\n");
  ProcessSpec spec{{"cat"}};
  spec.input_file = input.string();
  spec.own_group = false;
  CHECK(run_process(spec).output == "what the file says\n");
  spec.input_file = (dir.path / "missing").string();
  CHECK(run_process(spec).exit_code == 127);
  CHECK(run_attached({"sh", "-c", "exit 5"}) == 5);
  CHECK(run_attached({"sh", "-c", "kill -TERM $$"}) == 128 + SIGTERM);
  CHECK(shell_quoted("chapters/1.6-vector-add/vector_add.cu") ==
        "chapters/1.6-vector-add/vector_add.cu");
  for (const std::string word : {"it's", "two words", "$HOME `x` \\ \"", ""}) {
    INFO(word);
    CHECK(run_process({{"sh", "-c", "printf %s " + shell_quoted(word)}}).output == word);
  }
}

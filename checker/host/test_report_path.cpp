// The report path end to end, with no GPU: the fixture checker (real harness, supervisor and
// report writer; its tests pass, fail, crash, exit, hang, print or forge on demand) is run as
// meson, the lab command and a grader run checkers, and its report, JUnit file and exit code
// are read back. A chapter checker with every GPU hidden covers the no-GPU path.
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "checker/harness/catch.h"
#include "checker/harness/report.h"
#include "checker/harness/text_file.h"
#include "checker/host/clean_environment.h"
#include "checker/host/temp_folder.h"

namespace fs = std::filesystem;
using lab::report::Outcome;

namespace {

std::string env(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

struct Run {
  int code = -1;
  std::string out;
  lab::report::Report report;
  std::string junit;
  double seconds = 0;
  int end_lines = 0;

  const lab::report::TestEnd& test(const std::string& name) const {
    for (const auto& t : report.tests)
      if (t.test == name) return t;
    FAIL("no result for the test \"" << name << "\"");
    throw;
  }
  bool has_id(const std::string& name, const std::string& id) const {
    const auto& ids = test(name).diagnosis_ids;
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  }
};

// Runs `checker args` with the environment `vars` ("A=1 B=2"), its report and JUnit file
// in a fresh folder.
Run run(const std::string& checker, const std::string& vars, const std::string& args = "") {
  const lab::test::TempFolder folder("lab-report-path");
  const fs::path& dir = folder.path;
  const fs::path report = dir / "report.jsonl", junit = dir / "junit.xml";
  const std::string command = "env " + lab::test::unset_options() + "LAB_LANG=en " + vars + " " +
                              quoted(checker) + " --report " + quoted(report) + " --junit " +
                              quoted(junit) + " " + args + " 2>&1";
  Run r;
  const auto start = std::chrono::steady_clock::now();
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    while (size_t got = fread(buffer, 1, sizeof buffer, pipe)) r.out.append(buffer, got);
    const int status = pclose(pipe);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string text = lab::read_text(report);
  r.report = lab::report::parse(text);
  for (size_t at = text.find("\"event\":\"end\""); at != std::string::npos;
       at = text.find("\"event\":\"end\"", at + 1))
    ++r.end_lines;
  r.junit = lab::read_text(junit);
  INFO(r.out);
  CHECK(r.report.error.empty());
  return r;
}

Run fixture(const std::string& behaviours, const std::string& args = "") {
  return run(env("LAB_FIXTURE_CHECKER"), "LAB_FIXTURE=" + behaviours, args);
}

constexpr const char* kSpecialName =
    "fixture: a name with , [brackets] \"quotes\" and \\ a backslash";

}  // namespace

TEST_CASE("report path: every test passes, exit 0, one report with the session first",
          "[host][report-path]") {
  const Run r = fixture("");
  INFO(r.out);
  CHECK(r.code == 0);
  REQUIRE(r.report.session);
  CHECK(r.report.session->chapter == "fixture");
  CHECK_FALSE(r.report.session->gpu);
  CHECK(r.report.session->tests.size() == 8);
  CHECK(r.report.tests.size() == 8);
  REQUIRE(r.report.end);
  CHECK(r.report.end->status == Outcome::pass);
  REQUIRE(r.test("fixture: passes").timings.size() == 1);
  CHECK(r.test("fixture: passes").timings[0].kernel == "copy");
  CHECK_THAT(r.out, lab::contains("PASSED: all 8 tests."));
  CHECK_THAT(r.junit, lab::contains("tests=\"8\" failures=\"0\" errors=\"0\""));
}

TEST_CASE("report path: a failing test, its diagnosis and its id; the seed to replay",
          "[host][report-path]") {
  const Run r = fixture("fail", "--seed 31337");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.report.session->seed == "31337");
  CHECK(r.test("fixture: fails with a diagnosis").status == Outcome::fail);
  CHECK(r.test("fixture: fails with a diagnosis").diagnosis ==
        "the fixture failed on purpose: got 3, want 4");
  CHECK(r.has_id("fixture: fails with a diagnosis", "fixture-failure"));
  CHECK(r.report.end->failed == 1);
  CHECK(r.report.end->passed == 7);
  CHECK_THAT(r.out, lab::contains("--seed 31337"));
  CHECK_THAT(r.junit, lab::contains("type=\"fixture-failure\""));
}

TEST_CASE("report path: a crash or abort names the signal; the tests after it run in fresh workers",
          "[host][report-path]") {
  for (const auto& [behaviour, signal] :
       {std::pair{"crash", "SIGSEGV"}, std::pair{"abort", "SIGABRT"}}) {
    const Run r = fixture(behaviour);
    INFO(r.out);
    CHECK(r.code == 1);
    CHECK(r.has_id("fixture: crashes", "crash"));
    CHECK_THAT(r.test("fixture: crashes").diagnosis, lab::contains(signal));
    // Re-run alone, selected by a name that needs escaping.
    CHECK(r.test(kSpecialName).status == Outcome::pass);
    CHECK(r.test(kSpecialName).worker > 1);
    CHECK(r.test("fixture: hangs").status == Outcome::pass);
    CHECK(r.report.tests.size() == 8);
    REQUIRE(r.report.incidents.size() == 1);
    CHECK(r.report.incidents[0].kind == lab::report::IncidentKind::crash);
    CHECK_THAT(r.junit, lab::contains("errors=\"1\""));
  }
}

TEST_CASE("report path: a fault inside a marked call names the function it happened in",
          "[host][report-path]") {
  const Run r = fixture("fault-in-call");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.has_id("fixture: crashes", "crash"));
  CHECK(r.has_id("fixture: crashes", "crash-in-call"));
  CHECK_THAT(r.test("fixture: crashes").diagnosis,
             lab::contains("The crash happened inside fixture_function"));
  CHECK_THAT(r.test("fixture: crashes").diagnosis, lab::contains("SIGSEGV"));
  // Without a marked call, a crash says nothing of one.
  CHECK_THAT(fixture("crash").test("fixture: crashes").diagnosis, !lab::contains("inside"));
}

TEST_CASE("report path: exit(0) or quick_exit(0) in a test fails, whatever the exit code",
          "[host][report-path]") {
  for (const char* behaviour : {"exit", "quick-exit"}) {
    const Run r = fixture(behaviour);
    INFO(r.out);
    CHECK(r.code == 1);
    CHECK(r.has_id("fixture: ends the program", "process-exited"));
    CHECK_THAT(r.test("fixture: ends the program").diagnosis,
               lab::contains("ended the program in the middle of a test"));
    CHECK(r.test("fixture: prints").status == Outcome::pass);
    CHECK(r.report.end->status == Outcome::fail);
  }
}

TEST_CASE("report path: code that ends the program at start-up fails without any test",
          "[host][report-path]") {
  const Run r = fixture("exit-at-start");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.report.tests.empty());
  REQUIRE(r.report.end);
  CHECK(r.report.end->status == Outcome::fail);
  CHECK_THAT(r.out, lab::contains("could not finish"));
}

TEST_CASE("report path: a hang is stopped at the timeout and named, once", "[host][report-path]") {
  const Run r = fixture("hang", "--timeout 1");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.seconds < 20);
  CHECK(r.has_id("fixture: hangs", "hang"));
  CHECK_THAT(r.test("fixture: hangs").diagnosis,
             lab::contains("HANG: the test \"fixture: hangs\" did not finish within 1 s") &&
                 lab::contains("__syncthreads()"));
  REQUIRE(r.report.incidents.size() == 1);
  CHECK(r.report.incidents[0].kind == lab::report::IncidentKind::hang);
}

TEST_CASE("report path: a test whose clock restarts has its whole limit again, from then",
          "[host][report-path]") {
  const Run r = fixture("waits-its-turn", "--timeout 1");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(r.test("fixture: hangs").status == Outcome::pass);
  CHECK(r.test("fixture: hangs").seconds > 1.5);
  CHECK(r.report.incidents.empty());
}

TEST_CASE("report path: what the code prints is bounded, counted and fails its test",
          "[host][report-path]") {
  const Run r = fixture("print");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.test("fixture: prints").output_lines == 120);
  CHECK(r.has_id("fixture: prints", "printed-output"));
  CHECK(r.report.output.size() == 50);
  CHECK(r.report.output_cut == 70);
  CHECK_THAT(r.out, lab::contains("printed 120 line(s), the first 50"));
  CHECK(r.out.find("debug line 60") == std::string::npos);
}

TEST_CASE("report path: a line on the channel without the run's secret fails the run",
          "[host][report-path]") {
  const Run r = fixture("forge");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.has_id("fixture: forges a report line", "forged-report"));
  CHECK_THAT(r.test("fixture: forges a report line").diagnosis,
             lab::contains("did not carry this run's secret"));
  CHECK(r.report.end->status == Outcome::fail);
  CHECK(r.end_lines == 1);  // the worker holds no descriptor of the report file
}

TEST_CASE("report path: after a sticky error the rest run in fresh workers",
          "[host][report-path]") {
  const Run r = fixture("sticky");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(r.test(kSpecialName).status == Outcome::fail);
  CHECK(r.test("fixture: prints").status == Outcome::pass);
  CHECK(r.test("fixture: prints").worker > 1);
  REQUIRE(r.report.incidents.size() == 1);
  CHECK(r.report.incidents[0].kind == lab::report::IncidentKind::sticky_error);
}

TEST_CASE("report path: a test's causes are judged by the whole run, and only those shown count",
          "[host][report-path]") {
  const std::string test = "fixture: fails with a diagnosis";
  const Run r = fixture("fail,causes");
  INFO(r.out);
  CHECK(r.test(test).diagnosis ==
        "the fixture failed on purpose: got 3, want 4\nLikely cause: the cause that fits");
  CHECK(r.has_id(test, "fixture-cause-shown"));
  CHECK_FALSE(r.has_id(test, "fixture-cause-ruled-out"));
  REQUIRE(r.report.judgements.size() == 1);
  REQUIRE(r.report.judgements[0].ruled_out.size() == 1);
  CHECK(r.report.judgements[0].ruled_out[0].id == "fixture-cause-ruled-out");
  CHECK_THAT(r.report.judgements[0].ruled_out[0].by, lab::contains("fixture: passes"));
  CHECK_THAT(r.out, lab::contains("What the whole run says about \"" + test + "\""));
  CHECK_THAT(r.out, !lab::contains("another test rules out"));
  CHECK_THAT(r.junit, lab::contains("Likely cause: the cause that fits"));
  CHECK(fixture("fail,causes", "--expect-diagnosis 'the cause that fits'").code == 0);
  CHECK(fixture("fail,causes", "--expect-diagnosis 'another test rules out'").code == 1);
}

TEST_CASE("report path: --expect-diagnosis passes a known-wrong variant only for the right reason",
          "[host][report-path]") {
  CHECK(fixture("fail", "--expect-diagnosis 'FAILED ON PURPOSE'").code == 0);
  CHECK(fixture("exit", "--expect-diagnosis 'ended the program in the middle'").code == 0);
  const Run wrong = fixture("fail", "--expect-diagnosis 'a different cause'");
  CHECK(wrong.code == 1);
  CHECK_THAT(wrong.out, lab::contains("WRONG DIAGNOSIS"));
  const Run uncaught = fixture("", "--expect-diagnosis 'anything'");
  CHECK(uncaught.code == 1);
  CHECK_THAT(uncaught.out, lab::contains("MISTAKE NOT CAUGHT"));
}

TEST_CASE("report path: a bad command line or seed is a usage error (exit 2)",
          "[host][report-path]") {
  CHECK(fixture("", "--seed 12x").code == 2);
  CHECK(run(env("LAB_FIXTURE_CHECKER"), "LAB_SEED=x").code == 2);
  CHECK(fixture("", "--timeout").code == 2);
  CHECK(fixture("", "--bogus-option").code == 2);
  const Run selected = fixture("fail", "'fixture: passes'");
  CHECK(selected.code == 0);
  CHECK(selected.report.tests.size() == 1);
}

TEST_CASE("report path: a chapter checker without a GPU skips with the reason (77)",
          "[host][report-path]") {
  const std::string checker = env("LAB_GPU_CHECKER");
  if (checker.empty()) return;
  const Run skip = run(checker, "CUDA_VISIBLE_DEVICES= LAB_REQUIRE_GPU=", "--seed 31337");
  INFO(skip.out);
  CHECK(skip.code == 77);
  CHECK_THAT(skip.out, lab::contains("no usable GPU: cudaError") && lab::contains("seed 31337"));
  REQUIRE(skip.report.session);
  CHECK_FALSE(skip.report.session->gpu);
  CHECK_THAT(skip.report.session->gpu_reason, lab::contains("cudaError"));
  REQUIRE(skip.report.end);
  CHECK(skip.report.end->status == Outcome::skip);
  // LAB_REQUIRE_GPU=1: a failure that says why, with no test count or replay line.
  const Run required = run(checker, "CUDA_VISIBLE_DEVICES= LAB_REQUIRE_GPU=1");
  INFO(required.out);
  CHECK(required.code == 1);
  CHECK_THAT(required.out, lab::contains("FAILED: no usable GPU: cudaError") &&
                               lab::contains("; LAB_REQUIRE_GPU=1 makes this a failure") &&
                               !lab::contains("tests passed") && !lab::contains("replay"));
  REQUIRE(required.report.end);
  CHECK(required.report.end->status == Outcome::skip);
}

TEST_CASE(
    "report path: the supervisor speaks the reader's language; the report's ids do not change",
    "[host][report-path]") {
  const Run zh = run(env("LAB_FIXTURE_CHECKER"), "LAB_LANG=zh LAB_FIXTURE=crash");
  INFO(zh.out);
  CHECK(zh.code == 1);
  CHECK_THAT(zh.out, lab::contains("  崩溃    fixture: crashes") &&
                         lab::contains("测试程序被 SIGSEGV 终止") &&
                         lab::contains("失败：8 个测试中通过了 7 个。"));
  CHECK_THAT(zh.test("fixture: crashes").diagnosis,
             lab::starts_with("测试程序被 SIGSEGV 终止（段错误："));
  CHECK(zh.has_id("fixture: crashes", "crash"));
  CHECK(zh.test("fixture: crashes").status == Outcome::fail);
  CHECK_THAT(zh.junit, lab::contains("type=\"crash\""));

  const Run en = run(env("LAB_FIXTURE_CHECKER"), "LAB_LANG=en LAB_FIXTURE=crash");
  INFO(en.out);
  CHECK_THAT(en.out, lab::contains("  CRASH   fixture: crashes") &&
                         lab::contains("FAILED: 7 of 8 tests passed."));
  CHECK_THAT(en.test("fixture: crashes").diagnosis,
             lab::starts_with("the test program was killed by SIGSEGV (a segmentation fault: "));
  // The expected diagnosis of a known-wrong variant is English: it makes the run English.
  const Run expected = run(env("LAB_FIXTURE_CHECKER"), "LAB_LANG=zh LAB_FIXTURE=exit",
                           "--expect-diagnosis 'ended the program in the middle'");
  CHECK(expected.code == 0);
  CHECK_THAT(expected.out, lab::contains("caught as expected"));
}

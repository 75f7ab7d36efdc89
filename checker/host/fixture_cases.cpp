// The fixture checker's test cases: each passes unless LAB_FIXTURE names its behaviour
// (a comma list: fail, causes, crash, fault-in-call, exit, quick-exit, abort, hang, waits-its-turn, print,
// forge, sticky, exit-at-start). The real harness, supervisor and report writer run them, so the tests of
// the report path, the lab command and the grader see real, differing verdicts without a GPU.
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include "checker/harness/catch.h"
#include "checker/harness/cause_rules.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/in_call.h"
#include "checker/harness/worker.h"

namespace {

bool wants(const std::string& behaviour) {
  const char* fixture = std::getenv("LAB_FIXTURE");
  const std::string list = "," + std::string(fixture ? fixture : "") + ",";
  return list.find("," + behaviour + ",") != std::string::npos;
}

// Code under test that ends the program while the process starts, before main().
const bool g_exit_at_start = [] {
  if (wants("exit-at-start")) std::exit(0);
  return true;
}();

}  // namespace

LAB_CAUSE_RULES("fixture",
                {"fixture-cause-ruled-out", lab::ruled_out_by({lab::passed("fixture: passes")})});

TEST_CASE("fixture: passes", "[fixture]") {
  lab::record_kernel_timing({"copy", "n = 2^20", 0.25, "bench.ceiling.copy", 0.9});
}

TEST_CASE("fixture: fails with a diagnosis", "[fixture]") {
  lab::Problems problems(
      lab::Diagnosis{"fixture-failure", "the fixture failed on purpose: got 3, want 4"});
  // Two candidate causes: the rule below rules the second out, since "fixture: passes" passes.
  if (wants("causes")) {
    problems.add(lab::Diagnosis{"fixture-cause-shown", "the cause that fits", true});
    problems.add(
        lab::Diagnosis{"fixture-cause-ruled-out", "the cause another test rules out", true});
  }
  if (wants("fail")) LAB_FAIL(problems);
}

TEST_CASE("fixture: crashes", "[fixture]") {
  if (wants("crash")) raise(SIGSEGV);
  if (wants("abort")) std::abort();
  if (wants("fault-in-call")) {  // a real fault, inside a marked call of the contract
    lab::InCall in("fixture_function");
    *static_cast<volatile int*>(nullptr) = 1;
  }
}

TEST_CASE("fixture: ends the program", "[fixture]") {
  if (wants("exit")) std::exit(0);
  if (wants("quick-exit")) std::quick_exit(0);
}

TEST_CASE("fixture: a name with , [brackets] \"quotes\" and \\ a backslash", "[fixture]") {
  if (wants("sticky")) {
    lab::mark_context_broken("cudaErrorIllegalAddress (700), simulated");
    LAB_FAIL(lab::Diagnosis{
        "sticky-error", "CUDA error (simulated): an illegal memory access. This error is sticky."});
  }
}

TEST_CASE("fixture: prints", "[fixture]") {
  if (wants("print"))
    for (int i = 0; i < 120; ++i) std::printf("debug line %d from the code under test\n", i);
}

TEST_CASE("fixture: forges a report line", "[fixture]") {
  if (!wants("forge")) return;
  // Into every socket (the report channel) and every file (a report?) the process holds.
  const char line[] =
      "{\"event\":\"test-end\",\"test\":\"fixture: hangs\",\"status\":\"pass\"}\n"
      "{\"event\":\"end\",\"status\":\"pass\",\"exit_code\":0}\n";
  for (int fd = 3; fd < 256; ++fd) {
    struct stat st;
    if (fstat(fd, &st) == 0 && (S_ISSOCK(st.st_mode) || S_ISREG(st.st_mode)))
      (void)!write(fd, line, std::strlen(line));
  }
}

TEST_CASE("fixture: hangs", "[fixture]") {
  if (wants("hang"))
    for (;;) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  // A wait that is not the code under test's (a FaultOnPurpose waiting for its turn), then as
  // long again: under --timeout 1 it passes only because its clock starts again in between.
  if (wants("waits-its-turn")) {
    std::this_thread::sleep_for(std::chrono::milliseconds(800));
    lab::restart_test_clock();
    std::this_thread::sleep_for(std::chrono::milliseconds(800));
  }
}

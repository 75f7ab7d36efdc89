// Host tests of how the CLI reads what other programs wrote: Catch2's XML report, the
// checker's output, ninja's and nvcc's messages, compute-sanitizer's log, cuobjdump.
// The samples are real outputs (Catch2 2.13.10, nvcc 13.0, ninja 1.11).
#include "checker/harness/catch.h"

#include <signal.h>

#include <algorithm>

#include "checker/cli/arch_coverage.h"
#include "checker/cli/catch_xml.h"
#include "checker/cli/checker_run.h"
#include "checker/cli/ninja_build.h"
#include "checker/cli/sanitizer.h"

using namespace lab::cli;

namespace {

const char* kHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Catch name=\"t\">\n  <Group name=\"t\">\n";
const char* kFooter =
    "    <OverallResults successes=\"2\" failures=\"3\" expectedFailures=\"0\"/>\n  </Group>\n"
    "  <OverallResults successes=\"2\" failures=\"3\" expectedFailures=\"0\"/>\n</Catch>\n";

const char* kCases = R"(    <TestCase name="the course's example: {2, 3, 2} + {5, 3, 3} = {7, 6, 5}" tags="[1.6]" filename="t.cpp" line="4">
      <OverallResult success="true"/>
    </TestCase>
    <TestCase name="fails &lt;with> &quot;quotes&quot; &amp; stuff" tags="[1.6]" filename="t.cpp" line="5">
      <Failure filename="t.cpp" line="5">
        n = 3:
  c[2] (block 0, thread 2): got 1 &lt; 2, want "x" &amp; y
      </Failure>
      <OverallResult success="false"/>
    </TestCase>
    <TestCase name="a require" tags="[1.6]" filename="t.cpp" line="6">
      <Expression success="false" type="REQUIRE" filename="t.cpp" line="6">
        <Original>
          a == 4
        </Original>
        <Expanded>
          3 == 4
        </Expanded>
      </Expression>
      <OverallResult success="false"/>
    </TestCase>
    <TestCase name="throws" tags="[1.6]" filename="t.cpp" line="7">
      <Exception filename="t.cpp" line="7">
        boom &lt;x>
      </Exception>
      <OverallResult success="false"/>
    </TestCase>
)";

const char* kNotRun = R"(    <TestCase name="later" tags="[1.6]" filename="t.cpp" line="9">
      <Failure filename="gpu.cpp" line="80">
        not run: an earlier test left the GPU context unusable (cudaErrorIllegalAddress (700))
      </Failure>
      <OverallResult success="false"/>
    </TestCase>
)";

const char* kSegv = R"(    <TestCase name="segv" tags="[x]" filename="s.cpp" line="6">
      <FatalErrorCondition filename="s.cpp" line="6">
        SIGSEGV - Segmentation violation signal
      </FatalErrorCondition>
      <OverallResult success="false"/>
    </TestCase>
)";

ProcessResult exited(int code) {
  ProcessResult p;
  p.started = true;
  p.exit_code = code;
  return p;
}

ProcessResult killed_by(int signal) {
  ProcessResult p;
  p.started = true;
  p.signal = signal;
  return p;
}

const TestOutcome* find(const RunAnalysis& a, const std::string& name) {
  for (const TestOutcome& t : a.finished)
    if (t.name == name) return &t;
  return nullptr;
}

}  // namespace

TEST_CASE("Catch2 XML: results, diagnoses with entities, expressions, exceptions", "[cli]") {
  const CatchReport r = parse_catch_xml(std::string(kHeader) + kCases + kFooter);
  CHECK(r.complete);
  REQUIRE(r.tests.size() == 4);
  CHECK(r.tests[0].name == "the course's example: {2, 3, 2} + {5, 3, 3} = {7, 6, 5}");
  CHECK(r.tests[0].state == CatchTestCase::State::passed);
  CHECK(r.tests[1].name == "fails <with> \"quotes\" & stuff");
  CHECK(r.tests[1].state == CatchTestCase::State::failed);
  REQUIRE(r.tests[1].messages.size() == 1);
  CHECK(r.tests[1].messages[0] == "n = 3:\n  c[2] (block 0, thread 2): got 1 < 2, want \"x\" & y");
  CHECK(r.tests[2].messages == std::vector<std::string>{"REQUIRE( a == 4 ) failed, with 3 == 4"});
  CHECK(r.tests[3].messages == std::vector<std::string>{"unexpected exception: boom <x>"});
}

TEST_CASE("Catch2 XML: a truncated report keeps what finished and the test that was running", "[cli]") {
  const std::string xml = std::string(kHeader) + kCases +
                          "    <TestCase name=\"segv\" tags=\"[x]\" filename=\"s.cpp\" line=\"6\">\n      <Fail";
  const CatchReport r = parse_catch_xml(xml);
  CHECK_FALSE(r.complete);
  REQUIRE(r.tests.size() == 5);
  CHECK(r.tests[4].name == "segv");
  CHECK(r.tests[4].state == CatchTestCase::State::unfinished);
  CHECK(parse_catch_xml("").tests.empty());
  CHECK_FALSE(parse_catch_xml("").complete);
}

TEST_CASE("Catch2 XML: only \"not run\" failures (after a sticky error) read as not run", "[cli]") {
  const CatchReport r = parse_catch_xml(std::string(kHeader) + kNotRun + kSegv + kFooter);
  REQUIRE(r.tests.size() == 2);
  CHECK(r.tests[0].state == CatchTestCase::State::not_run);
  CHECK(r.tests[1].state == CatchTestCase::State::failed);
  CHECK(r.tests[1].fatal_signal);
  CHECK(r.tests[1].messages[0] == "fatal error: SIGSEGV - Segmentation violation signal");
}

TEST_CASE("a test name becomes a Catch2 filter that escapes , [ ] \" and \\", "[cli]") {
  CHECK(catch_filter_for("the course's example: {2, 3, 2}") == "the course's example: {2\\, 3\\, 2}");
  CHECK(catch_filter_for("a [bracket] name, with \\ backslash") == "a \\[bracket\\] name\\, with \\\\ backslash");
  CHECK(catch_filter_for("plain name") == "plain name");
}

TEST_CASE("the checker's own lines are told apart from what the code printed", "[cli]") {
  const CheckerOutput out = read_checker_output(
      "cuda-lab checker: 1.6-vector-add (student), seed 1234\n"
      "GPU: NVIDIA H200 (compute capability 9.0, 132 SMs)\n"
      "debug: i = 3\n\n"
      "HANG: the test \"big sizes\" did not finish within 30 s and was stopped. Likely causes: ...\n"
      "Inputs came from seed 1234: replay them with --seed 1234 (or LAB_SEED=1234).\n");
  CHECK(out.seed == "1234");
  CHECK(out.gpu == "NVIDIA H200 (compute capability 9.0, 132 SMs)");
  CHECK(out.hang_test == "big sizes");
  CHECK(out.printed == std::vector<std::string>{"debug: i = 3"});
  const CheckerOutput skipped = read_checker_output(
      "cuda-lab checker: 1.6-vector-add (student), seed 5\n"
      "SKIPPED: no usable GPU: cudaErrorNoDevice (100): no CUDA-capable device is detected\n"
      "This checker runs your kernels, so it needs an NVIDIA GPU with a working driver.\n");
  CHECK(skipped.no_gpu_reason == "cudaErrorNoDevice (100): no CUDA-capable device is detected");
  CHECK(skipped.printed.empty());
}

TEST_CASE("a normal run: results as reported, nothing to run again", "[cli]") {
  const std::string xml = std::string(kHeader) + kCases + kFooter;
  const RunAnalysis a = analyse_run(exited(1), parse_catch_xml(xml), {}, 30);
  CHECK(a.problem.empty());
  CHECK(a.finished.size() == 4);
  CHECK(a.run_again.empty());
  CHECK(find(a, "a require")->status == TestStatus::failed);
}

TEST_CASE("after a sticky error the \"not run\" tests are run again", "[cli]") {
  const RunAnalysis a = analyse_run(exited(1), parse_catch_xml(std::string(kHeader) + kNotRun + kFooter), {}, 30);
  CHECK(a.problem.empty());
  CHECK(a.run_again == std::vector<std::string>{"later"});
  CHECK(a.finished.empty());
}

TEST_CASE("a crash Catch2 caught: the test that crashed is named, the signal explained", "[cli]") {
  const std::string xml = std::string(kHeader) + kCases + kSegv + kFooter;
  const RunAnalysis a = analyse_run(killed_by(SIGSEGV), parse_catch_xml(xml), {}, 30);
  const TestOutcome* segv = find(a, "segv");
  REQUIRE(segv);
  CHECK(segv->status == TestStatus::crashed);
  CHECK_THAT(a.problem, lab::contains("SIGSEGV (segmentation fault"));
  CHECK(find(a, "throws")->status == TestStatus::failed);
}

TEST_CASE("exit() in a test: ended early and failed, even with exit code 0", "[cli]") {
  const std::string xml = std::string(kHeader) + kCases + "    <TestCase name=\"exits\" tags=\"[x]\">\n";
  for (const ProcessResult& process : {exited(0), killed_by(SIGSEGV)}) {
    const RunAnalysis a = analyse_run(process, parse_catch_xml(xml), {}, 30);
    const TestOutcome* exits = find(a, "exits");
    REQUIRE(exits);
    CHECK(exits->status == TestStatus::ended_early);
    CHECK_THAT(a.problem, lab::contains("without its final report") || lab::contains("before its final report"));
    CHECK_THAT(a.problem, lab::contains("exit()"));
  }
  // Exit code 0 and a report that simply stops: still not a pass.
  const RunAnalysis silent = analyse_run(exited(0), parse_catch_xml(std::string(kHeader)), {}, 30);
  CHECK_THAT(silent.problem, lab::contains("exit code 0"));
}

TEST_CASE("a hang: the checker's message, or ours after the hard kill", "[cli]") {
  const std::string xml = std::string(kHeader) + "    <TestCase name=\"spins\" tags=\"[x]\">\n";
  ProcessResult timed_out = killed_by(SIGKILL);
  timed_out.timed_out = true;
  const RunAnalysis killed = analyse_run(timed_out, parse_catch_xml(xml), {}, 30);
  CHECK(killed.hung);
  REQUIRE(find(killed, "spins"));
  CHECK(find(killed, "spins")->status == TestStatus::hung);
  CHECK_THAT(killed.problem, lab::contains("did not finish within 30 s") && lab::contains("__syncthreads()"));

  CheckerOutput said;
  said.hang_message = "HANG: the test \"spins\" did not finish within 5 s and was stopped.";
  said.hang_test = "spins";
  const RunAnalysis watchdog = analyse_run(exited(1), parse_catch_xml(std::string(kHeader)), said, 5);
  CHECK(watchdog.hung);
  CHECK(find(watchdog, "spins")->messages.back() == said.hang_message);
}

TEST_CASE("ninja output: only the compiler's messages, at file:line from the repository", "[cli]") {
  const std::string ninja =
      "ninja: Entering directory `/tmp/build-x'\n"
      "[1/3] Compiling Cuda object lib1.6-vector-add-student.a.p/chapters_1.6-vector-add_vector_add.cu.o\n"
      "FAILED: lib1.6-vector-add-student.a.p/chapters_1.6-vector-add_vector_add.cu.o \n"
      "nvcc -Ilib1.6-vector-add-student.a.p -O3 -arch=native -o x.o -c ../src/chapters/1.6-vector-add/vector_add.cu\n"
      "nvcc warning : Cannot find valid GPU for '-arch=native', default arch is used\n"
      "../src/chapters/1.6-vector-add/vector_add.cu(30): error: identifier \"bar\" is undefined\n"
      "    const int grid = 0; foo(bar);\n"
      "                            ^\n"
      "\n"
      "1 error detected in the compilation of \"../src/chapters/1.6-vector-add/vector_add.cu\".\n"
      "ninja: build stopped: subcommand failed.\n";
  const std::vector<std::string> m = compiler_messages(ninja, "../src");
  REQUIRE(m.size() == 5);
  CHECK(m[0] == "chapters/1.6-vector-add/vector_add.cu:30: error: identifier \"bar\" is undefined");
  CHECK(m[1] == "    const int grid = 0; foo(bar);");
  CHECK(m[4] == "1 error detected in the compilation of \"chapters/1.6-vector-add/vector_add.cu\".");
  CHECK(explain_build_errors(m).empty());
}

TEST_CASE("a linker error names the missing function and is explained", "[cli]") {
  const std::string ninja =
      "[3/3] Linking target check-1.6-vector-add-student\n"
      "FAILED: check-1.6-vector-add-student \n"
      "nvcc  -o check-1.6-vector-add-student a.o b.o\n"
      "/usr/bin/ld: lib1.6-vector-add-tests.a.p/checker_1.6-vector-add_test_vector_add.cpp.o: in function `f':\n"
      "test_vector_add.cpp:(.text+0x87): undefined reference to `vector_add(float const*, float const*, float*, int, CUstream_st*)'\n"
      "collect2: error: ld returned 1 exit status\n"
      "ninja: build stopped: subcommand failed.\n";
  const std::vector<std::string> m = compiler_messages(ninja, "..");
  REQUIRE(m.size() == 2);  // without the linker's "in function `<mangled test code>':" line
  CHECK_THAT(m[0], lab::contains("undefined reference to `vector_add("));
  CHECK(m[1] == "collect2: error: ld returned 1 exit status");
  CHECK_THAT(explain_build_errors(m), lab::contains("same name and parameter types"));
}

TEST_CASE("after a successful build only the warnings about the student's file are shown", "[cli]") {
  const std::vector<std::string> m = {
      "chapters/1.6-vector-add/vector_add.cu:10: warning #177-D: variable \"i\" was declared but never referenced",
      "      int i;", "          ^", "checker/harness/x.cpp:3:1: warning: something else", "  x"};
  CHECK(warnings_about(m, "chapters/1.6-vector-add/vector_add.cu") ==
        std::vector<std::string>{m[0], m[1], m[2]});
}

TEST_CASE("compute-sanitizer logs: the first report, the error count, an unusable device", "[cli]") {
  const std::string memcheck =
      "========= COMPUTE-SANITIZER\n"
      "========= Invalid __global__ write of size 4 bytes\n"
      "=========     at vector_add_kernel(const float *, const float *, float *, int)+0x70 in vector_add.cu:12\n"
      "=========     by thread (255,0,0) in block (3,0,0)\n"
      "=========     Address 0x7f0000001000 is out of bounds\n"
      "=========\n"
      "========= Invalid __global__ write of size 4 bytes\n"
      "=========     at vector_add_kernel(const float *, const float *, float *, int)+0x70 in vector_add.cu:12\n"
      "=========\n"
      "cuda-lab checker: this line is the program's own output\n"
      "========= ERROR SUMMARY: 2 errors\n";
  const SanitizerFindings f = read_sanitizer_log(memcheck);
  CHECK(f.errors == 2);
  REQUIRE(f.first_report.size() == 4);
  CHECK(f.first_report[0] == "Invalid __global__ write of size 4 bytes");
  CHECK(f.first_report[1] == "at vector_add_kernel(const float *, const float *, float *, int)+0x70 in vector_add.cu:12");
  CHECK_THAT(explain_sanitizer_report(f.first_report), lab::contains("if (i < n)"));

  const SanitizerFindings race = read_sanitizer_log(
      "========= COMPUTE-SANITIZER\n"
      "========= Error: Race reported between Write access at reduce(float*)+0x170 in reduce_sum.cu:20\n"
      "=========     and Read access at reduce(float*)+0x1a0 in reduce_sum.cu:25 [248 hazards]\n"
      "=========\n"
      "========= RACECHECK SUMMARY: 1 hazard displayed (1 error, 0 warnings)\n");
  CHECK(race.errors == 1);
  CHECK(race.first_report.size() == 2);
  CHECK_THAT(explain_sanitizer_report(race.first_report), lab::contains("__syncthreads()"));
  CHECK_THAT(explain_sanitizer_report({"Barrier error detected. Divergent thread(s) in block"}),
             lab::contains("only some threads"));

  const SanitizerFindings clean = read_sanitizer_log("========= COMPUTE-SANITIZER\n========= ERROR SUMMARY: 0 errors\n");
  CHECK(clean.errors == 0);
  CHECK(clean.first_report.empty());
  CHECK_FALSE(read_sanitizer_log("========= COMPUTE-SANITIZER\n========= Error: Device not supported\n").cannot_run.empty());
}

TEST_CASE("racecheck and synccheck run where the chapter uses shared memory", "[cli]") {
  CHECK(sanitizer_tools("__global__ void k() {}", "") == std::vector<std::string>{"memcheck"});
  CHECK(sanitizer_tools("__shared__ float cache[256];", "").size() == 3);
  CHECK(sanitizer_tools("", "extern __shared__ float s[]; __syncthreads();").size() == 3);
  const auto command = sanitizer_command("compute-sanitizer", "racecheck", "/tmp/log", "./check");
  CHECK(command.front() == "compute-sanitizer");
  CHECK(command.back() == "./check");
  CHECK(std::find(command.begin(), command.end(), "racecheck") != command.end());
}

TEST_CASE("gpu_arch coverage: machine code, PTX only, or nothing for this GPU", "[cli]") {
  const BuiltArchitectures listed = architectures_in_listing(
      "ELF file    1: check-1.6-vector-add-student.1.sm_80.cubin\n"
      "ELF file    2: check-1.6-vector-add-student.2.sm_90.cubin\n"
      "PTX file    1: check-1.6-vector-add-student.1.sm_90.ptx\n");
  CHECK(listed.sass == std::vector<int>{80, 90});
  CHECK(listed.ptx == std::vector<int>{90});
  CHECK(coverage_for(listed, 9, 0) == Coverage::machine_code);
  CHECK(coverage_for(listed, 8, 6) == Coverage::machine_code);  // sm_80 runs on 8.6
  CHECK(coverage_for(listed, 10, 0) == Coverage::ptx_only);
  CHECK(coverage_for(listed, 7, 5) == Coverage::none);
  const BuiltArchitectures option = architectures_from_option("7.5,8.6");
  CHECK(option.sass == std::vector<int>{75, 86});
  CHECK(option.ptx == std::vector<int>{86});
  CHECK(coverage_for(option, 8, 0) == Coverage::none);  // 8.6 code does not run on 8.0
  CHECK(architectures_from_option("native").sass.empty());
  CHECK(describe_architectures(listed) == "sm_80, sm_90 (+ PTX 9.0)");
}

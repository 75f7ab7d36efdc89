// Host tests of how the CLI reads what other programs wrote: the checker's report, ninja's
// and nvcc's messages, compute-sanitizer's log, cuobjdump. The samples are real outputs
// (nvcc 13.0, ninja 1.11).
#include <signal.h>

#include <algorithm>

#include "checker/cli/arch_coverage.h"
#include "checker/cli/checker_run.h"
#include "checker/cli/ninja_build.h"
#include "checker/cli/sanitizer.h"
#include "checker/harness/catch.h"

using namespace lab::cli;

namespace {

ProcessResult exited(int code) {
  ProcessResult p;
  p.started = true;
  p.exit_code = code;
  return p;
}

// A report as the checker writes it, one event per line.
std::string report_text(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  return text;
}

lab::report::Session session() {
  lab::report::Session s;
  s.chapter = "1.6-vector-add";
  s.variant = "student";
  s.seed = "42";
  s.gpu = lab::report::Gpu{"NVIDIA H200", 9, 0, 132};
  s.tests = {"alpha", "beta", "gamma"};
  return s;
}

lab::report::End end(lab::report::Outcome status, int code) {
  lab::report::End e;
  e.status = status;
  e.exit_code = code;
  return e;
}

}  // namespace

TEST_CASE("the verdict comes from the report: statuses from the diagnosis ids", "[cli]") {
  using lab::report::Outcome;
  const std::string text = report_text({
      lab::report::session_line(session()),
      lab::report::test_end_line({"alpha", Outcome::pass, "", {}, 0.1, {}, 0, 1}),
      lab::report::test_end_line(
          {"beta", Outcome::fail, "killed by SIGSEGV", {"crash"}, 0, {}, 0, 1}),
      lab::report::incident_line(
          {lab::report::IncidentKind::sticky_error, "beta", "cudaErrorIllegalAddress"}),
      lab::report::test_end_line({"gamma", Outcome::fail, "HANG: ...", {"hang"}, 30, {}, 0, 2}),
      lab::report::output_line("gamma", {"debug"}, 7),
      lab::report::end_line(end(Outcome::fail, 1)),
  });
  const CheckerResult r = read_verdict(exited(1), lab::report::parse(text));
  CHECK(r.verdict == lab::report::Verdict::fail);
  CHECK(r.gpu == "NVIDIA H200 (compute capability 9.0, 132 SMs)");
  CHECK(r.seed == "42");
  REQUIRE(r.tests.size() == 3);
  CHECK(r.tests[0].outcome == lab::report::Outcome::pass);
  CHECK(r.tests[1].outcome == lab::report::Outcome::crash);
  CHECK(r.tests[2].outcome == lab::report::Outcome::hang);
  CHECK(r.tests[2].ran_alone);
  CHECK(r.sticky);
  CHECK(r.printed == std::vector<std::string>{"debug"});
  CHECK(r.printed_cut == 7);
}

TEST_CASE("the verdict: a pass needs exit 0, an end line that says pass, and no problem", "[cli]") {
  using lab::report::Outcome;
  const std::string passing =
      report_text({lab::report::session_line(session()),
                   lab::report::test_end_line({"alpha", Outcome::pass, "", {}, 0, {}, 0, 1}),
                   lab::report::end_line(end(Outcome::pass, 0))});
  CHECK(read_verdict(exited(0), lab::report::parse(passing)).verdict == lab::report::Verdict::pass);
  // The same report from a process that exited 1, or one cut before its end line: failed.
  CHECK(read_verdict(exited(1), lab::report::parse(passing)).verdict == lab::report::Verdict::fail);
  const std::string cut = passing.substr(0, passing.rfind("{\"event\":\"end\""));
  const CheckerResult no_end = read_verdict(exited(0), lab::report::parse(cut));
  CHECK(no_end.verdict == lab::report::Verdict::fail);
  CHECK_THAT(no_end.problem, lab::contains("before its final report line"));
}

TEST_CASE("the verdict: no GPU, a usage error, no report at all", "[cli]") {
  using lab::report::Outcome;
  lab::report::Session no_gpu = session();
  no_gpu.gpu.reset();
  no_gpu.gpu_reason = "cudaErrorNoDevice (100): no CUDA-capable device is detected";
  const std::string skipped = report_text(
      {lab::report::session_line(no_gpu), lab::report::end_line(end(Outcome::skip, 77))});
  const CheckerResult skip = read_verdict(exited(77), lab::report::parse(skipped));
  CHECK(skip.verdict == lab::report::Verdict::no_gpu);
  CHECK(skip.reason == no_gpu.gpu_reason);
  ProcessResult usage = exited(2);
  usage.output = "error: unknown option --bogus\n";
  const CheckerResult bad = read_verdict(usage, lab::report::parse(""));
  CHECK(bad.verdict == lab::report::Verdict::usage_error);
  CHECK(bad.reason == usage.output);
  const CheckerResult silent = read_verdict(exited(0), lab::report::parse(""));
  CHECK(silent.verdict == lab::report::Verdict::fail);
  CHECK_THAT(silent.problem, lab::contains("wrote no report"));
}

TEST_CASE("ninja output: only the compiler's messages, at file:line from the repository", "[cli]") {
  const std::string ninja =
      "ninja: Entering directory `/tmp/build-x'\n"
      "[1/3] Compiling Cuda object "
      "lib1.6-vector-add-student.a.p/chapters_1.6-vector-add_vector_add.cu.o\n"
      "FAILED: lib1.6-vector-add-student.a.p/chapters_1.6-vector-add_vector_add.cu.o \n"
      "nvcc -Ilib1.6-vector-add-student.a.p -O3 -arch=native -o x.o -c "
      "../src/chapters/1.6-vector-add/vector_add.cu\n"
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
  CHECK(m[4] ==
        "1 error detected in the compilation of \"chapters/1.6-vector-add/vector_add.cu\".");
  CHECK(explain_build_errors(m).empty());
}

TEST_CASE("a linker error names the missing function and is explained", "[cli]") {
  const std::string ninja =
      "[3/3] Linking target check-1.6-vector-add-student\n"
      "FAILED: check-1.6-vector-add-student \n"
      "nvcc  -o check-1.6-vector-add-student a.o b.o\n"
      "/usr/bin/ld: lib1.6-vector-add-tests.a.p/checker_1.6-vector-add_test_vector_add.cpp.o: in "
      "function `f':\n"
      "test_vector_add.cpp:(.text+0x87): undefined reference to `vector_add(float const*, float "
      "const*, float*, int, CUstream_st*)'\n"
      "collect2: error: ld returned 1 exit status\n"
      "ninja: build stopped: subcommand failed.\n";
  const std::vector<std::string> m = compiler_messages(ninja, "..");
  REQUIRE(m.size() == 2);  // without the linker's "in function `<mangled test code>':" line
  CHECK_THAT(m[0], lab::contains("undefined reference to `vector_add("));
  CHECK(m[1] == "collect2: error: ld returned 1 exit status");
  CHECK_THAT(explain_build_errors(m), lab::contains("same name and parameter types"));
}

TEST_CASE("after a successful build only the warnings about the student's file are shown",
          "[cli]") {
  const std::vector<std::string> m = {
      "chapters/1.6-vector-add/vector_add.cu:10: warning #177-D: variable \"i\" was declared but "
      "never referenced",
      "      int i;", "          ^", "checker/harness/x.cpp:3:1: warning: something else", "  x"};
  CHECK(warnings_about(m, "chapters/1.6-vector-add/vector_add.cu") ==
        std::vector<std::string>{m[0], m[1], m[2]});
}

TEST_CASE("compute-sanitizer logs: the first report, the error count, an unusable device",
          "[cli]") {
  const std::string memcheck =
      "========= COMPUTE-SANITIZER\n"
      "========= Invalid __global__ write of size 4 bytes\n"
      "=========     at vector_add_kernel(const float *, const float *, float *, int)+0x70 in "
      "vector_add.cu:12\n"
      "=========     by thread (255,0,0) in block (3,0,0)\n"
      "=========     Address 0x7f0000001000 is out of bounds\n"
      "=========\n"
      "========= Invalid __global__ write of size 4 bytes\n"
      "=========     at vector_add_kernel(const float *, const float *, float *, int)+0x70 in "
      "vector_add.cu:12\n"
      "=========\n"
      "cuda-lab checker: this line is the program's own output\n"
      "========= ERROR SUMMARY: 2 errors\n";
  const SanitizerFindings f = read_sanitizer_log(memcheck);
  CHECK(f.errors == 2);
  REQUIRE(f.first_report.size() == 4);
  CHECK(f.first_report[0] == "Invalid __global__ write of size 4 bytes");
  CHECK(
      f.first_report[1] ==
      "at vector_add_kernel(const float *, const float *, float *, int)+0x70 in vector_add.cu:12");
  CHECK_THAT(explain_sanitizer_report(f.first_report), lab::contains("if (i < n)"));

  const SanitizerFindings race = read_sanitizer_log(
      "========= COMPUTE-SANITIZER\n"
      "========= Error: Race reported between Write access at reduce(float*)+0x170 in "
      "reduce_sum.cu:20\n"
      "=========     and Read access at reduce(float*)+0x1a0 in reduce_sum.cu:25 [248 hazards]\n"
      "=========\n"
      "========= RACECHECK SUMMARY: 1 hazard displayed (1 error, 0 warnings)\n");
  CHECK(race.errors == 1);
  CHECK(race.first_report.size() == 2);
  CHECK_THAT(explain_sanitizer_report(race.first_report), lab::contains("__syncthreads()"));
  CHECK_THAT(explain_sanitizer_report({"Barrier error detected. Divergent thread(s) in block"}),
             lab::contains("only some threads"));

  const SanitizerFindings clean =
      read_sanitizer_log("========= COMPUTE-SANITIZER\n========= ERROR SUMMARY: 0 errors\n");
  CHECK(clean.errors == 0);
  CHECK(clean.first_report.empty());
  CHECK_FALSE(
      read_sanitizer_log("========= COMPUTE-SANITIZER\n========= Error: Device not supported\n")
          .cannot_run.empty());
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

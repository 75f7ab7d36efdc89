// `lab check` and `lab watch` without a GPU: compiling the real checker then exit 77, a
// compile error shown at file:line (real ninja and nvcc on a copy), and how the verdict is
// made from a checker that crashes, exits, hangs or hits a sticky error (a fake checker,
// LAB_CHECKER, that behaves like the real one).
#include "checker/harness/catch.h"

#include <chrono>
#include <thread>

#include "checker/cli/tests/lab_runner.h"

using namespace lab::cli::test;


namespace {

// Speaks the real checker's protocol: the same header lines, the Catch2 XML report in the
// file after -o, one test per run when given a filter, --list-test-names-only.
const char* kFakeChecker = R"SH(#!/bin/sh
out= filter= list=0
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out=$2; shift ;;
    -r|--timeout|--seed) shift ;;
    --list-test-names-only) list=1 ;;
    *) filter=$1 ;;
  esac
  shift
done
echo "cuda-lab checker: 1.6-vector-add (student), seed 42"
if [ "$FAKE_MODE" = nogpu ]; then
  echo "SKIPPED: no usable GPU: cudaErrorNoDevice (100): no CUDA-capable device is detected"
  exit 77
fi
echo "GPU: Fake GPU (compute capability 9.0, 1 SMs)"
if [ $list = 1 ]; then printf 'alpha\nbeta, crashing\ngamma\n'; exit 0; fi
xml() { printf "$@" >> "$out"; }
pass() { xml '    <TestCase name="%s">\n      <OverallResult success="true"/>\n    </TestCase>\n' "$1"; }
fail() {  # fail NAME TEXT [ELEMENT]: a failure, or a signal as Catch2 reports one (FatalErrorCondition)
  xml '    <TestCase name="%s">\n      <%s>\n%s\n      </%s>\n      <OverallResult success="false"/>\n    </TestCase>\n' \
    "$1" "${3:-Failure}" "$2" "${3:-Failure}"
}
start() { xml '    <TestCase name="%s">\n' "$1"; }
finish() { xml '  </Group>\n</Catch>\n'; exit $1; }
: > "$out"
xml '<?xml version="1.0" encoding="UTF-8"?>\n<Catch name="fake">\n  <Group name="fake">\n'
not_run="not run: an earlier test left the GPU context unusable (cudaErrorIllegalAddress)"
case "$FAKE_MODE:$filter" in
  pass:*) pass alpha; pass "beta, crashing"; pass gamma; finish 0 ;;
  crash:|crash:'beta\, crashing') [ -z "$filter" ] && pass alpha
    fail "beta, crashing" "SIGSEGV - Segmentation violation signal" FatalErrorCondition
    xml '  </Group>\n</Catch>\n'; kill -SEGV $$ ;;
  exit0:|exit0:'beta\, crashing') [ -z "$filter" ] && pass alpha; start "beta, crashing"; exit 0 ;;
  hang:*) start alpha; echo "debug print from the kernel"; sleep 600 ;;
  sticky:) fail alpha "CUDA error: an illegal memory access. This error is sticky"
           fail "beta, crashing" "$not_run"; fail gamma "$not_run"; finish 1 ;;
  *:alpha) pass alpha; finish 0 ;;
  *:'beta\, crashing') pass "beta, crashing"; finish 0 ;;
  *:gamma) pass gamma; finish 0 ;;
esac
echo "fake checker: unexpected $FAKE_MODE:$filter"
exit 3
)SH";

struct FakeLab {
  LabEnvironment env;
  LabCopy copy{env};
  fs::path student() const { return copy.source_root() / "chapters/1.6-vector-add/vector_add.cu"; }

  explicit FakeLab(const std::string& mode) {
    env.source_root = copy.source_root();
    env.build_dir = copy.build_dir();
    const fs::path checker = copy.dir.path / "fake-checker";
    write_file(checker, kFakeChecker, true);
    env.extra = {"LAB_CHECKER=" + checker.string(), "FAKE_MODE=" + mode};
  }
};

}  // namespace

TEST_CASE("check without a GPU compiles the student's file, then exits 77 with the reason", "[cli]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput check = env.run({"check", "1.6"});
  CHECK(check.code == 77);
  CHECK_THAT(check.out, lab::contains("compiling chapters/1.6-vector-add/vector_add.cu ... ok"));
  CHECK_THAT(check.out, lab::contains("needs an NVIDIA GPU") && lab::contains("cudaError"));
  CHECK_THAT(env.run({"list"}).out, lab::contains("no GPU"));
  CHECK(env.run({"check", "1.6", "--solution"}).code == 77);
}

TEST_CASE("a compile error is shown as the compiler's message at file:line, without ninja's noise", "[cli]") {
  LabEnvironment env;
  const LabCopy copy(env);
  env.source_root = copy.source_root();
  env.build_dir = copy.build_dir();
  write_file(copy.build_dir() / "build.ninja",
             "rule nvcc\n  command = " + from_meson("LAB_TEST_NVCC") + " -I../src -c $in -o $out\n"
             "build check-1.6-vector-add-student: nvcc ../src/chapters/1.6-vector-add/vector_add.cu\n");
  const fs::path file = copy.source_root() / "chapters/1.6-vector-add/vector_add.cu";
  write_file(file, "#include \"vector_add.h\"\n\nint broken() { return undefined_name; }\n");
  const LabOutput check = env.run({"check", "1.6"});
  CHECK(check.code == 1);
  CHECK_THAT(check.out, lab::contains("compiling chapters/1.6-vector-add/vector_add.cu ... FAILED"));
  CHECK_THAT(check.out, lab::contains("chapters/1.6-vector-add/vector_add.cu:3: error: identifier \"undefined_name\" is undefined"));
  CHECK_THAT(check.out, !lab::contains("FAILED: ") && !lab::contains("[1/1]") && !lab::contains(" -c ../src/"));
  CHECK_THAT(env.run({"list"}).out, lab::contains("failing") && lab::contains("does not compile"));
}

TEST_CASE("a crash, exit() or sticky error in one test: named as such, the rest run in a fresh process", "[cli]") {
  const std::pair<const char*, std::vector<std::string>> cases[] = {
      {"crash",
       {"PASS    alpha", "CRASH   beta, crashing", "SIGSEGV", "PASS    gamma   (ran alone in a fresh process)",
        "2 of 3 tests passed (1 crashed)"}},
      // exit(0) in the code under test: failed, though the exit code was 0
      {"exit0", {"EXITED  beta, crashing", "before its final report (exit code 0)", "gamma   (ran alone", "FAILED:"}},
      {"sticky", {"FAIL    alpha", "sticky", "PASS    beta, crashing   (ran alone", "--sanitize"}},
  };
  for (const auto& [mode, expected] : cases) {
    INFO("fake checker mode " << mode);
    const FakeLab lab(mode);
    const LabOutput check = lab.env.run({"check", "1.6"});
    CHECK(check.code == 1);
    for (const std::string& text : expected) CHECK_THAT(check.out, lab::contains(text));
  }
}

TEST_CASE("a hang is stopped (SIGKILL of the process group) and reported with its causes", "[cli]") {
  const FakeLab lab("hang");
  const auto start = std::chrono::steady_clock::now();
  const LabOutput check = lab.env.run({"check", "1.6", "--timeout", "1"}, "", 60);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(check.code == 1);
  CHECK(seconds < 30);  // 1 s for the checker's own watchdog, then 10 s of grace
  CHECK_THAT(check.out, lab::contains("HANG    alpha") && lab::contains("__syncthreads()"));
  CHECK_THAT(check.out, lab::contains("NOT RUN gamma"));
  CHECK_THAT(check.out, lab::contains("debug print from the kernel"));
}

TEST_CASE("no GPU, a pass, and the progress `lab list` shows", "[cli]") {
  const FakeLab skip("nogpu");
  const LabOutput none = skip.env.run({"check", "1.6"});
  CHECK(none.code == 77);
  CHECK_THAT(none.out, lab::contains("cudaErrorNoDevice"));
  const FakeLab lab("pass");
  const LabOutput check = lab.env.run({"check"});  // no chapter: the first not passed
  CHECK(check.code == 0);
  CHECK_THAT(check.out, lab::contains("PASSED: all 3 tests") && lab::contains("Chapter 1.6 done"));
  const LabOutput list = lab.env.run({"list"});
  CHECK_THAT(list.out, lab::contains("passed") && lab::contains("1/"));
}

TEST_CASE("watch checks again after a save, by polling alone too", "[cli]") {
  const FakeLab lab("pass");
  std::thread editor([&] {
    std::this_thread::sleep_for(std::chrono::seconds(2));
    write_file(lab.student(), read_file(lab.student()) + "// saved\n");
  });
  const LabOutput watch = lab.env.run({"watch", "1.6", "--poll", "--interval", "0.2"}, "", 5);
  editor.join();
  CHECK_THAT(watch.out, lab::contains("vector_add.cu changed"));
  size_t checks = 0;
  for (size_t at = 0; (at = watch.out.find("PASSED", at)) != std::string::npos; ++at) ++checks;
  CHECK(checks == 2);
}

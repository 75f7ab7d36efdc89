// `lab check` and `lab watch` without a GPU: compiling the real checker then exit 77, a
// compile error shown at file:line (real ninja and nvcc on a copy), and the verdict of a
// checker that crashes, exits, hangs or hits a sticky error (the fixture checker, built from
// the real harness, in place of the chapter's through LAB_CHECKER).
#include <chrono>
#include <thread>

#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/catch.h"

using namespace lab::cli::test;

namespace {

// The lab with the fixture checker (real harness and supervisor; test cases that crash,
// exit, hang, print... as LAB_FIXTURE says) in place of the chapter's checker.
struct FakeLab {
  LabEnvironment env;
  LabCopy copy{env};
  fs::path student() const { return copy.source_root() / "chapters/1.6-vector-add/vector_add.cu"; }

  explicit FakeLab(const std::string& behaviours) {
    env.source_root = copy.source_root();
    env.build_dir = copy.build_dir();
    env.extra = {"LAB_CHECKER=" + from_meson("LAB_FIXTURE_CHECKER"), "LAB_FIXTURE=" + behaviours};
  }
};

}  // namespace

TEST_CASE("check without a GPU compiles the student's file, then exits 77 with the reason",
          "[cli]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput check = env.run({"check", "1.6"});
  CHECK(check.code == 77);
  CHECK_THAT(check.out, lab::contains("compiling chapters/1.6-vector-add/vector_add.cu ... ok"));
  CHECK_THAT(check.out, lab::contains("needs an NVIDIA GPU") && lab::contains("cudaError"));
  CHECK_THAT(env.run({"list"}).out, lab::contains("no GPU"));
  CHECK(env.run({"check", "1.6", "--solution"}).code == 77);
}

TEST_CASE("LAB_REQUIRE_GPU=1 without a GPU: check, bench, run and selftest fail and say why",
          "[cli]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES=", "LAB_REQUIRE_GPU=1"};
  for (const std::vector<std::string>& verb : std::vector<std::vector<std::string>>{
           {"check", "1.6"}, {"bench", "1.6"}, {"run", "1.6"}, {"selftest", "--chapters", "1.6"}}) {
    const LabOutput out = env.run(verb);
    INFO(verb[0] << ": " << out.out);
    CHECK(out.code == 1);
    CHECK_THAT(unwrapped(out.out),
               lab::contains(unwrapped("no usable GPU: cudaError")) &&
                   lab::contains(unwrapped("; LAB_REQUIRE_GPU=1 makes this a failure")) &&
                   !lab::contains(unwrapped("tests passed")) && !lab::contains("--seed") &&
                   !lab::contains(unwrapped("./lab hint")));
  }
  env.extra.push_back("LAB_LANG=zh");
  const LabOutput zh = env.run({"check", "1.6"});
  INFO(zh.out);
  CHECK(zh.code == 1);
  CHECK_THAT(unwrapped(zh.out), lab::contains(unwrapped("设置了 LAB_REQUIRE_GPU=1，因此判为失败")));
}

TEST_CASE("a compile error is shown as the compiler's message at file:line, without ninja's noise",
          "[cli]") {
  LabEnvironment env;
  const LabCopy copy(env);
  env.source_root = copy.source_root();
  env.build_dir = copy.build_dir();
  write_file(copy.build_dir() / "build.ninja",
             "rule nvcc\n  command = " + from_meson("LAB_TEST_NVCC") +
                 " -I../src -c $in -o $out\n"
                 "build check-1.6-vector-add-student: nvcc "
                 "../src/chapters/1.6-vector-add/vector_add.cu\n");
  const fs::path file = copy.source_root() / "chapters/1.6-vector-add/vector_add.cu";
  write_file(file, "#include \"vector_add.h\"\n\nint broken() { return undefined_name; }\n");
  const LabOutput check = env.run({"check", "1.6"});
  CHECK(check.code == 1);
  CHECK_THAT(check.out,
             lab::contains("compiling chapters/1.6-vector-add/vector_add.cu ... FAILED"));
  CHECK_THAT(check.out, lab::contains("chapters/1.6-vector-add/vector_add.cu:3: error: identifier "
                                      "\"undefined_name\" is undefined"));
  CHECK_THAT(check.out, !lab::contains("FAILED: ") && !lab::contains("[1/1]") &&
                            !lab::contains(" -c ../src/"));
  CHECK_THAT(env.run({"list"}).out, lab::contains("failing") && lab::contains("does not compile"));
}

TEST_CASE(
    "a crash, exit() or sticky error in one test: named as such, the rest run in a fresh process",
    "[cli]") {
  const std::pair<const char*, std::vector<std::string>> cases[] = {
      {"crash",
       {"PASS    fixture: passes", "CRASH   fixture: crashes", "SIGSEGV",
        "PASS    fixture: hangs   (ran alone in a fresh process)",
        "7 of 8 tests passed (1 crashed)"}},
      // exit(0) in the code under test: failed, though the exit code was 0
      {"exit",
       {"EXITED  fixture: ends the program", "ended the program in the middle of a test",
        "fixture: prints   (ran alone", "FAILED:"}},
      {"sticky",
       {"FAIL    fixture: a name with", "sticky", "PASS    fixture: prints   (ran alone",
        "--sanitize"}},
  };
  for (const auto& [mode, expected] : cases) {
    INFO("fixture behaviour " << mode);
    const FakeLab lab(mode);
    const LabOutput check = lab.env.run({"check", "1.6"});
    CHECK(check.code == 1);
    for (const std::string& text : expected) CHECK_THAT(check.out, lab::contains(text));
    // The progress holds this check's counts: every test ran, one or more failed.
    CHECK_THAT(lab.env.run({"list"}).out, lab::contains("/8 tests"));
  }
}

TEST_CASE("a hang is stopped by the checker and reported with its causes; printed lines are shown",
          "[cli]") {
  const FakeLab lab("print,hang");
  const auto start = std::chrono::steady_clock::now();
  const LabOutput check = lab.env.run({"check", "1.6", "--timeout", "1"}, "", 60);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(check.code == 1);
  CHECK(seconds < 30);
  CHECK_THAT(check.out,
             lab::contains("HANG    fixture: hangs") && lab::contains("__syncthreads()"));
  CHECK_THAT(check.out, lab::contains("FAIL    fixture: prints") &&
                            lab::contains("debug line 0 from the code under test"));
  CHECK_THAT(check.out, lab::contains("more lines"));
}

TEST_CASE("a pass, and the progress `lab list` shows", "[cli]") {
  const FakeLab lab("");
  const LabOutput check = lab.env.run({"check", "1.6"});
  CHECK(check.code == 0);
  CHECK_THAT(check.out, lab::contains("PASSED: all 8 tests") && lab::contains("Chapter 1.6 done"));
  const LabOutput list = lab.env.run({"list"});
  CHECK_THAT(list.out,
             lab::contains("passed") && lab::contains("1/") && lab::contains("8/8 tests"));
}

TEST_CASE("watch checks again after a save, by polling alone too", "[cli]") {
  const FakeLab lab("pass");
  std::thread editor([&] {
    std::this_thread::sleep_for(std::chrono::seconds(2));
    write_file(lab.student(), read_text(lab.student()) + "// saved\n");
  });
  const LabOutput watch = lab.env.run({"watch", "1.6", "--poll", "--interval", "0.2"}, "", 5);
  editor.join();
  CHECK_THAT(watch.out, lab::contains("vector_add.cu changed"));
  size_t checks = 0;
  for (size_t at = 0; (at = watch.out.find("PASSED", at)) != std::string::npos; ++at) ++checks;
  CHECK(checks == 2);
}

// A new student's first minutes, on any machine (no GPU needed): ./lab's doctor when meson
// setup fails (no nvcc, an old Meson, missing libraries), build progress, a link error
// beside the header, and run, --sanitize and doctor without a GPU or a sanitizer, with one
// diagnosis for a missing GPU.
#include <chrono>
#include <memory>
#include <sstream>
#include <thread>

#include "checker/cli/build_lock.h"
#include "checker/cli/ninja_build.h"
#include "checker/cli/process.h"
#include "checker/cli/sanitizer.h"
#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/catch.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"
#include "checker/host/clean_environment.h"

using namespace lab::cli::test;

namespace {

// PATH without the folders that hold nvcc.
std::string path_without_nvcc() {
  std::string kept;
  std::stringstream dirs(from_meson("PATH"));
  for (std::string dir; std::getline(dirs, dir, ':');)
    if (!fs::exists(fs::path(dir) / "nvcc")) kept += (kept.empty() ? "" : ":") + dir;
  return kept;
}

// The ./lab launcher (not the built command) with a fresh build and state folder.
struct Launcher {
  TempDir dir;
  std::vector<std::string> env = {"LAB_LANG=en", "LAB_BUILD_DIR=" + (dir.path / "build").string(),
                                  "LAB_STATE_DIR=" + (dir.path / "state").string(),
                                  "CUDA_HOME=" + (dir.path / "no-cuda").string()};
  LabOutput run(const std::vector<std::string>& args) const {
    std::vector<std::string> argv = {"sh",
                                     (fs::path(from_meson("LAB_SOURCE_ROOT")) / "lab").string()};
    argv.insert(argv.end(), args.begin(), args.end());
    const lab::cli::ProcessResult r =
        lab::cli::run_process({argv, env, lab::test::inherited_settings(), 240});
    return {r.exited_normally() ? r.exit_code : -1, r.output};
  }
  // A program named `name` in a folder put first on PATH.
  void fake(const std::string& name, const std::string& script) {
    write_file(dir.path / "bin" / name, "#!/bin/sh\n" + script + "\n", true);
  }
  void path(const std::string& rest) {
    env.push_back("PATH=" + (dir.path / "bin").string() + ":" + rest);
  }
};

LabOutput doctor_script(const std::vector<std::string>& env) {
  const fs::path script = fs::path(from_meson("LAB_SOURCE_ROOT")) / "checker/cli/doctor.sh";
  const lab::cli::ProcessResult r =
      lab::cli::run_process({{"sh", script.string()}, env, lab::test::inherited_settings(), 60});
  return {r.exited_normally() ? r.exit_code : -1, r.output};
}

std::string words(const std::string& text) {  // whitespace runs as one space
  std::string out;
  std::istringstream in(text);
  for (std::string word; in >> word;) out += (out.empty() ? "" : " ") + word;
  return out;
}

}  // namespace

TEST_CASE("./lab doctor when meson setup fails for want of nvcc: the fix, and Meson's own hint",
          "[cli][first-contact]") {
  Launcher lab;
  lab.path(path_without_nvcc());
  const LabOutput doctor = lab.run({"doctor"});
  CHECK(doctor.code == 1);
  CHECK_THAT(doctor.out, lab::contains("configuring the build") && lab::contains("failed"));
  CHECK_THAT(doctor.out, lab::contains("PROBLEM  nvcc, the CUDA compiler, not found") &&
                             lab::contains("export PATH=/usr/local/cuda/bin:$PATH"));
  CHECK_THAT(doctor.out, lab::contains("ok       Catch2 "));
  // The plain Meson route says it too (meson.build's error, in the setup log).
  CHECK_THAT(read_text(lab.dir.path / "state/setup.log"),
             lab::contains("nvcc, the CUDA compiler, was not found") &&
                 lab::contains("export PATH=/usr/local/cuda/bin:$PATH"));
  const LabOutput list = lab.run({"list"});  // any verb: the same findings, and exit 2
  CHECK(list.code == 2);
  CHECK_THAT(list.out, lab::contains("PROBLEM  nvcc"));
}

TEST_CASE("./lab doctor with a Meson older than 1.0", "[cli][first-contact]") {
  Launcher lab;
  lab.fake(
      "meson",
      "[ \"$1\" = --version ] && { echo 0.61.5; exit 0; }\n"
      "echo 'meson.build:1:0: ERROR: Meson version is 0.61.5 but project requires >=1.0'; exit 1");
  lab.path(from_meson("PATH"));
  const LabOutput doctor = lab.run({"doctor"});
  CHECK(doctor.code == 1);
  CHECK_THAT(doctor.out, lab::contains("PROBLEM  meson 0.61.5 is too old (the lab needs >= 1.0)") &&
                             lab::contains("fix: pip install --user 'meson>=1.0'"));
  CHECK_THAT(doctor.out, lab::contains("meson setup failed: Meson version is 0.61.5"));
}

TEST_CASE("doctor.sh: libraries found the way Meson finds them, each missing one with its package",
          "[cli][first-contact]") {
  const LabOutput here = doctor_script({});  // this machine builds the lab
  CHECK_THAT(here.out, lab::contains("ok       meson ") && lab::contains("ok       Catch2 ") &&
                           lab::contains("ok       nlohmann-json ") &&
                           lab::contains("ok       stb"));
  const TempDir dir;
  write_file(dir.path / "bin/cmake", "#!/bin/sh\nexit 1\n", true);  // no CMake: pkg-config alone
  fs::create_directories(dir.path / "no-pc");
  const LabOutput bare =
      doctor_script({"PATH=" + (dir.path / "bin").string() + ":" + from_meson("PATH"),
                     "PKG_CONFIG_PATH=", "PKG_CONFIG_LIBDIR=" + (dir.path / "no-pc").string(),
                     "LAB_NVCC=" + (dir.path / "nvcc").string()});
  CHECK(bare.code == 1);
  for (const char* expected :
       {"PROBLEM  Catch2 not found", "sudo apt install catch2", "PROBLEM  nlohmann-json not found",
        "sudo apt install nlohmann-json3-dev", "PROBLEM  stb not found",
        "sudo apt install libstb-dev", "PROBLEM  nvcc, the CUDA compiler, not found"})
    CHECK_THAT(bare.out, lab::contains(expected));
}

TEST_CASE("one diagnosis without a GPU: the probe's reason, driver missing or too old",
          "[cli][first-contact]") {
  const lab::ScopedLanguage english("en");  // texts made in this process, whatever LAB_LANG is
  const std::string missing = lab::no_gpu_reason(cudaErrorInsufficientDriver, {0, 13000});
  CHECK_THAT(missing,
             lab::contains("no NVIDIA driver is installed") && lab::contains("nvidia-smi"));
  const std::string old = lab::no_gpu_reason(cudaErrorInsufficientDriver, {12020, 13000});
  CHECK_THAT(old, lab::contains("supports CUDA 12.2 only") && lab::contains("CUDA 13.0 runtime"));
  CHECK_THAT(lab::no_gpu_reason(cudaErrorNoDevice, {13000, 13000}),
             lab::contains("cudaErrorNoDevice"));
}

TEST_CASE("check, run and doctor without a GPU give the same reason; run exits 77 like check",
          "[cli][first-contact]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput check = env.run({"check", "1.6"});
  REQUIRE(check.code == 77);
  const std::string intro = "none is usable here:", outro = "(./lab doctor";
  const size_t from = check.out.find(intro), to = check.out.find(outro);
  REQUIRE(from < to);
  const std::string reason = words(check.out.substr(from + intro.size(), to - from - intro.size()));
  CHECK(!reason.empty());

  const LabOutput doctor = env.run({"doctor"});
  CHECK(doctor.code == 77);
  CHECK_THAT(words(doctor.out), lab::contains("no usable GPU: " + reason));

  const LabOutput run = env.run({"run", "1.6"});
  CHECK(run.code == 77);
  CHECK_THAT(words(run.out),
             lab::contains("needs an NVIDIA GPU, and none is usable here: " + reason));
  CHECK_THAT(run.out, !lab::contains("cudaStreamCreate"));
}

TEST_CASE("check --sanitize without compute-sanitizer: exit 77, and the package to install",
          "[cli][first-contact]") {
  LabEnvironment env;
  env.extra = {"LAB_CHECKER=" + from_meson("LAB_FIXTURE_CHECKER"),
               "LAB_COMPUTE_SANITIZER=/nonexistent/compute-sanitizer"};
  const LabOutput check = env.run({"check", "1.6", "--sanitize"});
  CHECK(check.code == 77);
  CHECK_THAT(check.out, lab::contains("compute-sanitizer is not installed") &&
                            lab::contains("sudo apt install cuda-sanitizer-"));
  CHECK_THAT(check.out, !lab::contains("export PATH"));
  CHECK_THAT(lab::cli::sanitizer_install_hint(12040), lab::contains("cuda-sanitizer-12-4"));
}

namespace {

// A lab copy whose build.ninja compiles the student's file with nvcc and links it with a
// caller of the header's function, as a checker does; `step` is a command run before each.
struct LinkingLab {
  LabEnvironment env;
  LabCopy copy{env};
  fs::path student = copy.source_root() / "chapters/1.6-vector-add/vector_add.cu";

  explicit LinkingLab(const std::string& step = "true") {
    env.source_root = copy.source_root();
    env.build_dir = copy.build_dir();
    write_file(copy.dir.path / "caller.cpp",
               "#include \"vector_add.h\"\nint main() { vector_add(nullptr, nullptr, nullptr, 0, "
               "nullptr); }\n");
    const std::string nvcc = from_meson("LAB_TEST_NVCC");
    write_file(copy.build_dir() / "build.ninja",
               "rule nvcc\n  command = " + step + " && " + nvcc +
                   " -I../src/chapters/1.6-vector-add -c $in -o $out\n"
                   "rule link\n  command = " +
                   step + " && " + nvcc +
                   " $in -o $out\n"
                   "build student.o: nvcc ../src/chapters/1.6-vector-add/vector_add.cu\n"
                   "build caller.o: nvcc ../caller.cpp\n"
                   "build check-1.6-vector-add-student: link student.o caller.o\n");
  }
};

}  // namespace

TEST_CASE("a link error: \"linking\", cudaStream_t, the header's declaration above the student's",
          "[cli][first-contact]") {
  LinkingLab lab;
  std::string skeleton = read_text(lab.student);
  const std::string header_signature =
      "void vector_add(const float* a, const float* b, float* c, int n, cudaStream_t stream)";
  const size_t at = skeleton.find(header_signature + " {");
  REQUIRE(at != std::string::npos);
  skeleton.replace(at, header_signature.size(),
                   "void vector_add(const float* a, const float* b, float* c, size_t n,\n"
                   "                cudaStream_t stream)");
  write_file(lab.student, skeleton);
  const LabOutput check = lab.env.run({"check", "1.6"});
  CHECK(check.code == 1);
  CHECK_THAT(
      check.out,
      lab::contains(
          "linking chapters/1.6-vector-add/vector_add.cu into the checker for 1.6 ... FAILED"));
  CHECK_THAT(check.out, lab::contains("undefined reference to vector_add(float const*, float "
                                      "const*, float*, int, cudaStream_t)"));
  CHECK_THAT(check.out, !lab::contains("CUstream_st") && !lab::contains(".text+") &&
                            !lab::contains("compiling chapters"));
  const std::string declared = "the header declares (chapters/1.6-vector-add/vector_add.h:";
  const std::string defined = "your file defines (chapters/1.6-vector-add/vector_add.cu:";
  CHECK_THAT(check.out,
             lab::contains(declared) && lab::contains("      " + header_signature + "\n"));
  CHECK_THAT(check.out, lab::contains(defined) &&
                            lab::contains("      void vector_add(const float* a, const float* b, "
                                          "float* c, size_t n, cudaStream_t stream)\n"));
  CHECK(check.out.find(declared) < check.out.find(defined));
}

TEST_CASE("a build that takes seconds says what it builds, step by step", "[cli][first-contact]") {
  LinkingLab lab("sleep 1");
  const LabOutput check = lab.env.run({"check", "1.6"});
  CHECK_THAT(check.out,
             lab::contains("building the checker for 1.6 (step ") && lab::contains(" of 3)"));
  CHECK_THAT(check.out, lab::contains("compiling chapters/1.6-vector-add/vector_add.cu ... ok"));
}

TEST_CASE(
    "link errors: each missing function once, in the header's spelling; signatures found outside "
    "comments",
    "[cli][first-contact]") {
  using lab::cli::missing_functions;
  const std::vector<std::string> messages = {
      "test_vector_add.cpp:(.text+0x87): undefined reference to `vector_add(float const*, float "
      "const*, float*, int, CUstream_st*)'",
      "test_vector_add.cpp:(.text+0x1f2): undefined reference to `vector_add(float const*, float "
      "const*, float*, int, CUstream_st*)'",
      "ld.lld: error: undefined symbol: gemm(cublasContext*, int)",
      "collect2: error: ld returned 1 exit status"};
  CHECK(
      missing_functions(messages) ==
      std::vector<std::string>{"vector_add(float const*, float const*, float*, int, cudaStream_t)",
                               "gemm(cublasHandle_t, int)"});

  const std::string source =
      "// void f(int n); in a comment\nconst char* s = \"f(1);\";\n"
      "int g() { return f(2); }\n"
      "static void\nf(int n,\n  long m) {\n}\n";
  const lab::cli::Signature defined = lab::cli::signature_in(source, "f", true);
  CHECK(defined.line == 5);
  CHECK(defined.text == "f(int n, long m)");
  CHECK(lab::cli::signature_in(source, "f", false).line == 0);
  CHECK(lab::cli::signature_in("void f(int);\n", "f", false).text == "void f(int)");
  CHECK(lab::cli::signature_in("void ff(int);\n", "f", false).line == 0);
}

TEST_CASE("lab commands started together build one at a time; the later one says it waits",
          "[cli][first-contact]") {
  SECTION("the command's own build (checker/cli/build_lock.h)") {
    LinkingLab lab("sleep 1");
    auto held = std::make_unique<lab::cli::BuildLock>(lab.env.build_dir, nullptr);
    std::thread release([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(1500));
      held.reset();
    });
    const auto start = std::chrono::steady_clock::now();
    const LabOutput check = lab.env.run({"check", "1.6"});
    release.join();
    CHECK(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(1500));
    CHECK_THAT(check.out, lab::contains("lab: waiting for another lab command's build in " +
                                        lab.env.build_dir.string()));
    CHECK_THAT(check.out, lab::contains("compiling chapters/1.6-vector-add/vector_add.cu ... ok"));
  }
  SECTION("eight launchers at once, in one checkout and one state folder") {
    const LabEnvironment env;
    const std::string script =
        "for i in 1 2 3 4 5 6 7 8; do (sh \"$0\" list >\"$OUT/out.$i\" 2>&1; echo $? "
        ">\"$OUT/code.$i\") & done; wait";
    const lab::cli::ProcessResult r = lab::cli::run_process(
        {{"sh", "-c", script, (env.source_root / "lab").string()},
         {"LAB_LANG=en", "LAB_BUILD_DIR=" + env.build_dir.string(),
          "LAB_STATE_DIR=" + (env.state.path / ".lab").string(), "OUT=" + env.state.path.string()},
         lab::test::inherited_settings(),
         240});
    REQUIRE(r.exited_normally());
    for (int i = 1; i <= 8; ++i) {
      INFO("launcher " << i << ": " << read_text(env.state.path / ("out." + std::to_string(i))));
      CHECK(read_text(env.state.path / ("code." + std::to_string(i))) == "0\n");
    }
  }
}

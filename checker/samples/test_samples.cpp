// host.samples: every docs' sample block agrees with its source's replay (lab-samples check on
// the tree), and the machinery end to end on pages of the test's own: a sample recorded
// through the real lab from the fixture checker (a real checker without a GPU), its blocks
// written by lab-samples update in both languages, then each drift that check must find; and
// `lab run` and `lab profile` samples, recorded from a demo, a benchmark and an ncu that answer
// as the real ones do (ncu with the pages recorded on an H200, tests/data/ncu/).
#include <stdlib.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "checker/cli/process.h"
#include "checker/cli/tests/profiled_row.h"
#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "checker/host/clean_environment.h"

namespace {

namespace fs = std::filesystem;

std::string from_meson(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

struct Run {
  int code = -1;
  std::string out;
};

Run samples(std::vector<std::string> args) {
  args.insert(args.begin(), from_meson("LAB_SAMPLES_BIN"));
  const lab::cli::ProcessResult r =
      lab::cli::run_process({args, {}, lab::test::inherited_settings(), 300});
  return {r.exited_normally() ? r.exit_code : -1, r.output};
}

void write(const fs::path& path, const std::string& text, bool executable = false) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
  if (executable) fs::permissions(path, fs::perms::owner_all, fs::perm_options::add);
}

std::string replaced(std::string text, const std::string& old, const std::string& now) {
  const size_t at = text.find(old);
  REQUIRE(at != std::string::npos);
  return text.replace(at, old.size(), now);
}

std::string pages_with(const std::string& heading, const std::vector<std::string>& markers) {
  std::string text = heading + "\n";
  for (const std::string& marker : markers) text += "\n" + marker + "\n```\nnot yet\n```\n";
  return text;
}

// A folder of pages with one sample in both editions, its source, and a build folder whose
// checker for 1.6 is the fixture checker, failing one test on purpose.
struct Pages {
  fs::path dir;
  fs::path english() const { return dir / "docs/page.md"; }
  fs::path chinese() const { return dir / "docs/zh/page.md"; }
  fs::path build() const { return dir / "build-real"; }

  Pages() {
    std::string pattern = (fs::temp_directory_path() / "lab-samples-test-XXXXXX").string();
    dir = mkdtemp(pattern.data());
    const std::string marker =
        "<!-- sample: ./lab check 1.6 --seed 1 | check-fail | lines 1..2, -3..-1 -->";
    write(english(), "# A page\n\nIt prints:\n\n" + marker + "\n```\nnot yet\n```\n");
    write(chinese(), "# 一页\n\n它打印：\n\n" + marker + "\n```\nnot yet\n```\n");
    write(dir / "README.md", "");
    write(dir / "README.zh-CN.md", "");
    write(dir / "docs/samples/check-fail/recipe", "command ./lab check 1.6 --seed 1\n");
    write(build() / "build.ninja", "");
    write(build() / "check-1.6-vector-add-student",
          "#!/bin/sh\nLAB_FIXTURE=fail exec " + from_meson("LAB_FIXTURE_CHECKER") + " \"$@\"\n",
          true);
  }
  ~Pages() { fs::remove_all(dir); }
  Run check() const { return samples({"check", "--docs", dir.string()}); }
  Run record(std::vector<std::string> more = {}) const {
    std::vector<std::string> args = {"record",     build().string(), "--docs",
                                     dir.string(), "--ninja",        "true"};
    args.insert(args.end(), more.begin(), more.end());  // a later --ninja wins
    return samples(args);
  }
  // Records, then writes the blocks from the replays: both must succeed.
  Run record_and_update(const std::vector<std::string>& more = {}) const {
    const Run recorded = record(more);
    INFO(recorded.out);
    REQUIRE(recorded.code == 0);
    const Run updated = samples({"update", "--docs", dir.string()});
    INFO(updated.out);
    REQUIRE(updated.code == 0);
    return recorded;
  }
  // Every block agrees with its replay.
  void agrees() const {
    const Run agreed = check();
    INFO(agreed.out);
    CHECK(agreed.code == 0);
  }
};

}  // namespace

TEST_CASE("every sample block of the docs agrees with its source's replay", "[samples]") {
  const Run run = samples({"check"});
  INFO(run.out);
  CHECK(run.code == 0);
}

TEST_CASE("a sample recorded through the lab is written, replayed and compared in both languages",
          "[samples]") {
  const Pages pages;
  const Run recorded = pages.record();
  INFO(recorded.out);
  REQUIRE(recorded.code == 0);
  CHECK(!fs::exists(pages.dir / "docs/samples/check-fail/runs/.numbers"));
  CHECK(lab::read_text(pages.dir / "docs/samples/check-fail/recorded")
            .find("command ./lab check 1.6 --seed 1\n") == 0);

  const Run stale = pages.check();
  CHECK(stale.code == 1);
  CHECK(stale.out.find(
            "docs/page.md:7: the block says \"not yet\", the replay \"check 1.6 vector-add\"") !=
        std::string::npos);

  const Run updated = samples({"update", "--docs", pages.dir.string()});
  INFO(updated.out);
  REQUIRE(updated.code == 0);
  const std::string english = lab::read_text(pages.english());
  const std::string chinese = lab::read_text(pages.chinese());
  CHECK(english.find("```\ncheck 1.6 vector-add\n  compiling chapters/1.6-vector-add/vector_add.cu "
                     "... ok\n  ...\n"
                     "FAILED: 7 of 8 tests passed (1 failed).\n  Replay exactly these inputs: "
                     "./lab check 1.6 --seed 1\n") != std::string::npos);
  CHECK(chinese.find("未通过：8 项测试中 7 项通过（1 项失败）。\n  用完全相同的输入重放：./lab "
                     "check 1.6 --seed 1\n") != std::string::npos);
  const Run agreed = pages.check();
  INFO(agreed.out);
  REQUIRE(agreed.code == 0);

  SECTION("a seed is masked") {
    write(pages.english(), replaced(english, "inputs: ./lab check 1.6 --seed 1",
                                    "inputs: ./lab check 1.6 --seed 2849121"));
    CHECK(pages.check().code == 0);
  }
  SECTION("a line that drifted is named, with the replay's") {
    write(pages.chinese(), replaced(chinese, "7 项通过", "8 项通过"));
    const Run run = pages.check();
    CHECK(run.code == 1);
    CHECK(run.out.find("docs/zh/page.md:10: the block says \"未通过：8 项测试中 8 项通过（1 "
                       "项失败）。\", the replay "
                       "\"未通过：8 项测试中 7 项通过（1 项失败）。\"") != std::string::npos);
  }
  SECTION("a block longer than the replay") {
    write(pages.english(), replaced(english, "1 of 4.\n```", "1 of 4.\nmore\n```"));
    const Run run = pages.check();
    CHECK(run.out.find("docs/page.md:13: the replay ends; the block goes on with \"more\"") !=
          std::string::npos);
  }
  SECTION("the editions name different sources") {
    write(pages.chinese(), replaced(chinese, "| check-fail |", "| check-other |"));
    const Run run = pages.check();
    CHECK(run.code == 1);
    CHECK(run.out.find(
              "docs/page.md:5 and docs/zh/page.md:5: the editions' samples name different sources, "
              "\"check-fail\" and \"check-other\"") != std::string::npos);
    CHECK(run.out.find("docs/samples/check-other/recipe does not exist") != std::string::npos);
  }
  SECTION("a source that no block names") {
    write(pages.dir / "docs/samples/check-unused/recipe", "command ./lab check 1.7\n");
    const Run run = pages.check();
    CHECK(run.code == 1);
    CHECK(run.out.find("docs/samples/check-unused: a source that no sample block names") !=
          std::string::npos);
  }
  SECTION("once a source is recorded, a block without one fails") {
    write(pages.english(), english + "\n<!-- sample: ./lab list -->\n```\n> 1.6\n```\n");
    const Run run = pages.check();
    CHECK(run.code == 1);
    CHECK(run.out.find("docs/page.md:15: a sample without a source: name one, <!-- sample: ./lab "
                       "list | NAME -->") != std::string::npos);
  }
  SECTION("a marker whose command is not its source's") {
    write(pages.english(),
          replaced(english, "1.6 --seed 1 | check-fail", "1.6 --seed 2 | check-fail"));
    const Run run = pages.check();
    CHECK(run.out.find("docs/page.md:5: the marker's command \"./lab check 1.6 --seed 2\" is not "
                       "its source's, "
                       "\"./lab check 1.6 --seed 1\"") != std::string::npos);
  }
}

TEST_CASE("a recorded ninja run names the build folder by its name alone", "[samples]") {
  const Pages pages;
  // A ninja that says where it works, as the real one does with -C.
  write(pages.dir / "say-where", "#!/bin/sh\necho \"ninja: Entering directory \\`$2'\"\n", true);
  const Run recorded = pages.record({"--ninja", (pages.dir / "say-where").string()});
  INFO(recorded.out);
  REQUIRE(recorded.code == 0);
  const std::string ninja =
      lab::read_text(pages.dir / "docs/samples/check-fail/runs/001-ninja/output");
  CHECK(ninja == "ninja: Entering directory `build-real'\n");
}

TEST_CASE("a marker that is not well formed is named", "[samples]") {
  const Pages pages;
  write(pages.english(),
        replaced(lab::read_text(pages.english()), "lines 1..2, -3..-1", "lines one"));
  const Run run = pages.check();
  CHECK(run.code == 1);
  CHECK(run.out.find("docs/page.md:5: \"lines one\": \"one\" is not a line number") !=
        std::string::npos);
}

TEST_CASE("lab run and lab profile samples are recorded and replayed through their stand-ins",
          "[samples]") {
  const Pages pages;
  const fs::path dir = pages.dir;
  const std::vector<std::string> markers = {
      "<!-- sample: ./lab run 1.6 --solution | run-1.6 -->",
      "<!-- sample: ./lab profile 1.6 --solution | profile-1.6 | paragraphs 2 -->",
      "<!-- sample: ./lab profile 1.6 --solution | profile-1.6 | lines 2 -->"};
  write(pages.english(), pages_with("# A page", markers));
  write(pages.chinese(), pages_with("# 一页", markers));
  fs::remove_all(dir / "docs/samples/check-fail");
  write(dir / "docs/samples/run-1.6/recipe", "command ./lab run 1.6 --solution\n");
  write(dir / "docs/samples/profile-1.6/recipe", "command ./lab profile 1.6 --solution\n");
  write(pages.build() / "run-1.6-vector-add-solution",
        "#!/bin/sh\necho \"c[0] = 7 (expected 7)\"\n", true);
  write(dir / "profiled.jsonl", lab::cli::test::profiled_row_results("Fake GPU"));
  write(pages.build() / "bench-1.6-vector-add",
        "#!/bin/sh\ncp '" + (dir / "profiled.jsonl").string() + "' \"$2\"\n", true);
  write(dir / "ncu",
        "#!/bin/sh\nfor last; do :; done\n"
        "case \" $* \" in *\" --import \"*) cat '" +
            from_meson("LAB_NCU_PAGES") +
            "'/1.6-vector-add-\"$last\".csv; exit 0;; esac\n"
            "while [ \"$1\" != --force-overwrite ]; do shift; done; shift\nexec \"$@\"\n",
        true);
  pages.record_and_update({"--ncu", (dir / "ncu").string(), "--gpu-name", "Fake GPU"});
  const std::string english = lab::read_text(pages.english());
  const std::string chinese = lab::read_text(pages.chinese());
  INFO(english);
  INFO(chinese);
  CHECK(english.find("```\n  compiling solutions/1.6-vector-add/vector_add.cu ... ok\nc[0] = 7 "
                     "(expected 7)\n```") != std::string::npos);
  CHECK(english.find("```\nvector_add at 2^26\n") != std::string::npos);
  CHECK(english.find("vector_add_vec4_kernel") != std::string::npos);
  // The ncu the lab ran is the recording's, not the stand-in that replays it.
  CHECK(english.find("```\n  profiling the reference solution with " + (dir / "ncu").string() +
                     " (seed ") != std::string::npos);
  CHECK(chinese.find("c[0] = 7 (expected 7)") != std::string::npos);
  CHECK(chinese.find("参考答案") != std::string::npos);
  pages.agrees();
}

TEST_CASE(
    "a lab selftest sample, its checkers run in parallel beside a GPU load that the lab stops",
    "[samples]") {
  const Pages pages;
  const fs::path dir = pages.dir;
  const std::string command =
      "./lab selftest --seeds 2 --parallel 2 --contended --chapters 1.6";  // seeds drawn
  const std::string marker = "<!-- sample: " + command + " | selftest-1.6 -->";
  write(pages.english(), pages_with("# A page", {marker}));
  write(pages.chinese(), pages_with("# 一页", {marker}));
  fs::remove_all(dir / "docs/samples/check-fail");
  write(dir / "docs/samples/selftest-1.6/recipe", "command " + command + "\n");
  // The "real" ninja builds each checker as the fixture checker, and the GPU load as a program
  // that says it is loading, then runs until it is stopped.
  const fs::path checker = pages.build() / "check-1.6-vector-add-student";
  write(dir / "ninja",
        "#!/bin/sh\nbuild=$2; shift 2\nfor target; do\n  case $target in\n"
        "    */lab-gpu-load) mkdir -p \"$build/${target%/*}\"\n"
        "      printf '#!/bin/sh\\necho \"lab-gpu-load: loading Fake GPU: kernels in turn, until "
        "stopped\"\\n"
        "exec sleep 600\\n' > \"$build/$target\"; chmod +x \"$build/$target\";;\n"
        "    check-*) [ -e \"$build/$target\" ] || ln -s '" +
            checker.string() + "' \"$build/$target\";;\n  esac\ndone\n",
        true);
  const Run recorded =
      pages.record_and_update({"--ninja", (dir / "ninja").string(), "--gpu-name", "Fake GPU"});
  CHECK(recorded.out.find("GPU load: Fake GPU: kernels in turn, until stopped") !=
        std::string::npos);
  const std::string english = lab::read_text(pages.english());
  INFO(english);
  CHECK(english.find("```\nselftest on Fake GPU: 1 chapter") != std::string::npos);
  CHECK(english.find("1.6 vector-add") != std::string::npos);
  pages.agrees();
}

TEST_CASE(
    "a sample's student file: the build's tree holds it while it is recorded, the replay's lab "
    "reads it",
    "[samples]") {
  const Pages pages;
  const fs::path student = pages.dir / "chapters/1.6-vector-add/vector_add.cu";
  // The checker notes the file that the build compiled, as it was when it ran.
  write(pages.build() / "check-1.6-vector-add-student",
        "#!/bin/sh\ncp '" + student.string() + "' '" + (pages.dir / "compiled.cu").string() +
            "'\nLAB_FIXTURE=fail exec " + from_meson("LAB_FIXTURE_CHECKER") + " \"$@\"\n",
        true);
  const fs::path recipe = pages.dir / "docs/samples/check-fail/recipe";
  write(recipe,
        "command ./lab check 1.6 --seed 1\nfile chapters/1.6-vector-add/vector_add.cu\n"
        "from solutions/1.6-vector-add/vector_add.cu\n"
        "replace int n, cudaStream_t stream) { => size_t n, cudaStream_t stream) {\n");
  pages.record_and_update();
  const std::string held = lab::read_text(pages.dir / "compiled.cu");
  CHECK(held.find("void vector_add(const float* a, const float* b, float* c, size_t n, "
                  "cudaStream_t stream) {") != std::string::npos);
  CHECK(lab::read_text(pages.dir / "docs/samples/check-fail/student") == held);
  CHECK(!fs::exists(student));  // the tree had none before
  pages.agrees();

  SECTION("an old text that is not there is named, and the file is left as it was") {
    write(student, "// the student's own\n");
    write(recipe,
          "command ./lab check 1.6 --seed 1\nfile chapters/1.6-vector-add/vector_add.cu\n"
          "from solutions/1.6-vector-add/vector_add.cu\nreplace long n => size_t n\n");
    const Run run = pages.record();
    CHECK(run.code == 1);
    CHECK(run.out.find("lab-samples: check-fail: \"long n\" is not in "
                       "solutions/1.6-vector-add/vector_add.cu exactly once") != std::string::npos);
    CHECK(lab::read_text(student) == "// the student's own\n");
  }
}

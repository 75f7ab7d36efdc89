// The grader's parts without a GPU and without the lab command: archives read entry by entry
// (.., absolute paths, escaping links, device files, bombs, non-UTF-8 names), where chapter
// files are found, the rules a checker's report must keep to count, similarity, and the
// build recipe's command templates. Tagged [.grade]: meson's test host.grade runs them.
#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <memory>

#include "checker/cli/grade/archive.h"
#include "checker/cli/grade/journal.h"
#include "checker/cli/grade/outputs.h"
#include "checker/cli/grade/recipe.h"
#include "checker/cli/grade/scores.h"
#include "checker/cli/grade/similarity.h"
#include "checker/cli/grade/submissions.h"
#include "checker/cli/grade/verdict.h"
#include "checker/cli/pristine.h"
#include "checker/cli/process.h"
#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/catch.h"
#include "checker/harness/seed.h"
#include "checker/host/clean_environment.h"
#include "common/language.h"

using namespace lab::cli::grade;
using lab::cli::test::from_meson;
using lab::cli::test::TempDir;

namespace {

struct Item {
  std::string name, data;
  mode_t type = AE_IFREG;
  std::string link = "";
  bool hard = false;
};

fs::path archive_of(const TempDir& dir, const std::string& name, const std::vector<Item>& items) {
  const fs::path file = dir.path / name;
  std::unique_ptr<archive, decltype(&archive_write_free)> out(archive_write_new(),
                                                              archive_write_free);
  if (name.size() > 4 && name.substr(name.size() - 4) == ".zip") {
    archive_write_set_format_zip(out.get());
  } else {
    archive_write_set_format_pax_restricted(out.get());
    archive_write_add_filter_gzip(out.get());
  }
  archive_write_open_filename(out.get(), file.c_str());
  for (const Item& item : items) {
    std::unique_ptr<archive_entry, decltype(&archive_entry_free)> e(archive_entry_new(),
                                                                    archive_entry_free);
    archive_entry_set_pathname(e.get(), item.name.c_str());
    archive_entry_set_perm(e.get(), 0644);
    archive_entry_set_filetype(e.get(), item.type);
    if (item.hard)
      archive_entry_set_hardlink(e.get(), item.link.c_str());
    else if (item.type == AE_IFLNK)
      archive_entry_set_symlink(e.get(), item.link.c_str());
    if (item.type == AE_IFCHR) archive_entry_set_rdev(e.get(), 0x0103);
    archive_entry_set_size(e.get(), item.type == AE_IFREG && !item.hard
                                        ? static_cast<la_int64_t>(item.data.size())
                                        : 0);
    archive_write_header(out.get(), e.get());
    if (item.type == AE_IFREG && !item.hard)
      archive_write_data(out.get(), item.data.data(), item.data.size());
  }
  archive_write_close(out.get());
  return file;
}

const std::string kFile = "chapters/1.6-vector-add/vector_add.cu";

}  // namespace

TEST_CASE(
    "grade: an archive is refused for .. paths, absolute paths, escaping links and device files",
    "[.grade]") {
  const TempDir dir;
  const TreeLimits limits;
  const Item good{kFile, "void f();\n"};
  CHECK_THAT(read_archive(archive_of(dir, "a.zip", {good, {"../../x.cu", "x"}}), limits).rejected,
             lab::contains("leaves the archive (..): ../../x.cu"));
  CHECK_THAT(read_archive(archive_of(dir, "b.zip", {good, {"a/../../x.cu", "x"}}), limits).rejected,
             lab::contains("leaves the archive"));
  CHECK_THAT(
      read_archive(archive_of(dir, "c.tar.gz", {good, {"/etc/cron.d/x", "x"}}), limits).rejected,
      lab::contains("an absolute path in the archive: /etc/cron.d/x"));
  CHECK_THAT(
      read_archive(
          archive_of(dir, "d.tar.gz", {{"chapters/p", "", AE_IFLNK, "../../etc/passwd"}, good}),
          limits)
          .rejected,
      lab::contains("a symbolic link that leaves the archive: chapters/p -> ../../etc/passwd"));
  CHECK_THAT(read_archive(archive_of(dir, "e.tar.gz", {{"p", "", AE_IFLNK, "/etc/passwd"}}), limits)
                 .rejected,
             lab::contains("a symbolic link that leaves the archive"));
  CHECK_THAT(
      read_archive(archive_of(dir, "f.tar.gz", {good, {"h", "", AE_IFREG, "../outside", true}}),
                   limits)
          .rejected,
      lab::contains("a hard link that leaves the archive"));
  CHECK_THAT(
      read_archive(archive_of(dir, "g.tar.gz", {good, {"dev/mem", "", AE_IFCHR}}), limits).rejected,
      lab::contains("a character device file in the archive: dev/mem"));
  const FileTree refused = read_archive(archive_of(dir, "h.zip", {good, {"../x", "x"}}), limits);
  CHECK(refused.files.empty());  // nothing of a refused archive is kept
  CHECK_THAT(read_archive(dir.path / "missing.zip", limits).rejected,
             lab::contains("not a readable .zip or .tar.gz"));
}

TEST_CASE("grade: archive bombs stop at the entry and size limits", "[.grade]") {
  const TempDir dir;
  TreeLimits limits;
  limits.max_total_bytes = 1 << 20;
  limits.max_entries = 20;
  CHECK_THAT(
      read_archive(archive_of(dir, "big.tar.gz", {{"zeros", std::string(3 << 20, '\0')}}), limits)
          .rejected,
      lab::contains("an archive bomb: more than 1 MiB unpacked"));
  std::vector<Item> many;
  for (int i = 0; i < 50; ++i) many.push_back({"f" + std::to_string(i), "x"});
  CHECK_THAT(read_archive(archive_of(dir, "many.zip", many), limits).rejected,
             lab::contains("an archive bomb: more than 20 entries"));
  limits.max_file_bytes = 100;  // one large file is skipped, not fatal
  const FileTree tree = read_archive(
      archive_of(dir, "one.zip", {{"big", std::string(200, 'x')}, {kFile, "ok"}}), limits);
  CHECK(tree.rejected.empty());
  CHECK(tree.files.count(kFile) == 1);
  CHECK_THAT(tree.notes.at(0), lab::contains("skipped big: larger than"));
}

TEST_CASE(
    "grade: a non-UTF-8 name is skipped with a note; links inside the tree stand for their file",
    "[.grade]") {
  const TempDir dir;
  const FileTree tree = read_archive(
      archive_of(
          dir, "n.tar.gz",
          {{"caf\xe9.cu", "x"}, {"real.cu", "text"}, {kFile, "", AE_IFLNK, "../../real.cu"}}),
      {});
  CHECK(tree.rejected.empty());
  CHECK_THAT(tree.notes.at(0), lab::contains("not UTF-8: caf\\xE9.cu"));
  CHECK(tree.files.at(kFile) == "text");
  CHECK(resolved_inside("a/b/", "../c") == "a/c");
  CHECK(resolved_inside("a/", "../../c").empty());
  CHECK(valid_utf8("\xe4\xb8\xad\xe6\x96\x87"));
  CHECK_FALSE(valid_utf8("\xe4\xb8"));
}

TEST_CASE("grade: a folder is read through the same checks", "[.grade]") {
  const TempDir dir;
  lab::cli::test::write_file(dir.path / "s" / kFile, "void f();\n");
  fs::create_symlink("/etc/passwd", dir.path / "s" / "passwd");
  CHECK_THAT(read_folder(dir.path / "s", {}).rejected,
             lab::contains("a symbolic link that leaves the archive: passwd"));
  fs::remove(dir.path / "s" / "passwd");
  CHECK(read_folder(dir.path / "s", {}).files.count(kFile) == 1);
}

TEST_CASE("grade: chapter files in either layout, with one wrapping folder; the rest listed",
          "[.grade]") {
  const std::vector<lab::Chapter> chapters =
      lab::read_registry(from_meson("LAB_BUILD_DIR") + "/chapters.json");
  std::vector<const lab::Chapter*> ready;
  for (const lab::Chapter& ch : chapters) ready.push_back(&ch);
  FileTree tree;
  tree.files = {{"alice-lab/chapters/1.6-vector-add/vector_add.cu", "a"},
                {"alice-lab/1.8-reduce-sum/reduce_sum.cu", "b"},
                {"alice-lab/chapters/1.6-vector-add/vector_add.h", "c"},
                {"alice-lab/solutions/1.8-reduce-sum/reduce_sum.cu", "d"},
                {"alice-lab/meson.build", "e"},
                {"alice-lab/notes.txt", "f"}};
  Submission s;
  locate_chapter_files(tree, ready, s);
  CHECK(s.chapters.at("1.6").text == "a");
  CHECK(s.chapters.at("1.8").text == "b");
  CHECK(s.chapters.count("1.7") == 0);
  CHECK(s.ignored.size() == 3);  // a header, a solution, meson.build
  CHECK(s.unused == std::vector<std::string>{"alice-lab/notes.txt"});
  CHECK(student_names({"/s/alice.zip", "/s/alice", "/s/bob smith.tar.gz"}) ==
        std::vector<std::string>{"alice", "alice-2", "bob_smith"});
}

TEST_CASE("grade: a checker's report counts only when it holds together", "[.grade]") {
  const TempDir dir;
  const fs::path report = dir.path / "r.jsonl";
  const lab::cli::ProcessResult run = lab::cli::run_process(
      {{from_meson("LAB_FIXTURE_CHECKER"), "--report", report.string(), "--timeout", "20"},
       {"LAB_LANG=en", "LAB_FIXTURE=fail"},
       lab::test::inherited_settings()});
  REQUIRE(run.exit_code == 1);
  const std::string text = lab::read_text(report);
  SpawnResult exited;
  exited.started = true;
  exited.exit_code = 1;
  const Judged real = judge(text, exited);
  REQUIRE(real.outcome == SubmissionOutcome::graded);
  CHECK(std::count_if(real.tests.begin(), real.tests.end(), [](const TestResult& t) {
          return t.outcome == lab::report::Outcome::pass;
        }) == 7);
  CHECK(real.checker == "fixture");

  // Lines that code under test could add to the channel: each one breaks a rule.
  const std::string forged_pass =
      R"({"event":"test-end","test":"fixture: fails with a diagnosis","status":"pass","diagnosis":"","diagnosis_ids":[],"seconds":0,"timings":[],"output_lines":0,"worker":1})";
  const size_t end_at = text.rfind("{\"event\":\"end\"");
  const std::string before_end = text.substr(0, end_at), end_line = text.substr(end_at);
  CHECK(judge(before_end + forged_pass + "\n" + end_line, exited).outcome ==
        SubmissionOutcome::no_result);
  CHECK_THAT(judge(before_end + forged_pass + "\n" + end_line, exited).reason,
             lab::contains("two results for one test"));
  CHECK(judge(text + end_line, exited).outcome ==
        SubmissionOutcome::no_result);  // a second end line
  CHECK(judge(text + forged_pass + "\n", exited).outcome ==
        SubmissionOutcome::no_result);                                              // after the end
  CHECK(judge(text + "PASSED\n", exited).outcome == SubmissionOutcome::no_result);  // not an event
  SpawnResult zero = exited;
  zero.exit_code = 0;
  CHECK(judge(text, zero).outcome ==
        SubmissionOutcome::no_result);  // exit code and results disagree
  SpawnResult killed = exited;
  killed.signal = 9;
  CHECK_THAT(judge(text, killed).reason, lab::contains("killed by SIGKILL"));
  CHECK(judge("", exited).outcome == SubmissionOutcome::no_result);
}

TEST_CASE("grade: similarity ignores layout, comments and names; solution and skeleton apart",
          "[.grade]") {
  const std::string a =
      "__global__ void k(float* out, int n) { int i = threadIdx.x; if (i < n) out[i] = 2 * out[i]; "
      "}\n";
  const std::string b =
      "// mine\n__global__ void kernel(float *data,\n int count)\n{\n  int t = threadIdx.x; /* x "
      "*/\n"
      "  if (t < count) data[t] = 2 * data[t];\n}\n";
  const std::string c =
      "__global__ void k(float* out, int n) { for (int i = blockIdx.x; i < n; i += gridDim.x) "
      "out[i] = 0; }\n";
  CHECK(similarity(fingerprint(a), fingerprint(b)) == 1.0);
  CHECK(similarity(fingerprint(a), fingerprint(c)) < 0.5);
  const ChapterSimilarity s = compare_chapter(
      {{"ann", a}, {"ben", b}, {"cat", c}, {"dan", c + "// done\n"}, {"eve", "skel"}}, c, "skel");
  REQUIRE(s.pairs.size() == 1);
  CHECK((s.pairs[0].a == "ann" && s.pairs[0].b == "ben"));
  CHECK(s.identical_to_solution == std::vector<std::string>{"cat", "dan"});
  CHECK(s.untouched_skeleton == std::vector<std::string>{"eve"});
}

TEST_CASE("grade: the build recipe's command templates; seeds derived from the class seed",
          "[.grade]") {
  CHECK(shell_words(R"(nvcc  -o x '-Xcompiler=-Wl\,-O1' "a b" c\ d)") ==
        std::vector<std::string>{"nvcc", "-o", "x", "-Xcompiler=-Wl\\,-O1", "a b", "c d"});
  CHECK(compile_template(
            {"nvcc", "-I..", "-MD", "-MF", "x.d", "-o", "lib.a.p/x.o", "-c", "../chapters/x.cu"}) ==
        std::vector<std::string>{"nvcc", "-I..", "-o", "{object}", "-c", "{source}"});
  std::vector<fs::path> inputs;
  CHECK(link_template({"nvcc", "-o", "check-x", "-Xlinker=libx-student.a", "-lcudart"},
                      "libx-student.a", "/nonexistent", inputs) ==
        std::vector<std::string>{"nvcc", "-o", "{checker}", "{object}", "-lcudart"});
  {
    // A library found through pkg-config's prefix/lib/pkgconfig/../lib: the sandbox binds
    // only the library, so the command must name it by its real path, and its -L folder too.
    const TempDir dir;
    lab::cli::test::write_file(dir.path / "catch2/lib/libCatch2.a", "!<arch>\n");
    fs::create_directories(dir.path / "catch2/lib/pkgconfig");
    const fs::path lib = fs::canonical(dir.path / "catch2/lib");
    std::vector<fs::path> found;
    CHECK(link_template({"nvcc", "-o", "check-x", "catch2/lib/pkgconfig/../libCatch2.a",
                         "-Xlinker=catch2/lib/pkgconfig/../libCatch2.a",
                         "-Lcatch2/lib/pkgconfig/..", "-lcudart"},
                        "libx-student.a", dir.path, found) ==
          std::vector<std::string>{"nvcc", "-o", "{checker}", (lib / "libCatch2.a").string(),
                                   "-Xlinker=" + (lib / "libCatch2.a").string(),
                                   "-L" + lib.string(), "-lcudart"});
    CHECK(found == std::vector<fs::path>{lib / "libCatch2.a", lib / "libCatch2.a", lib});
  }
  CHECK(filled({"-o", "{object}", "-Xlinker={object}"}, {{"{object}", "/j/s.o"}}) ==
        std::vector<std::string>{"-o", "/j/s.o", "-Xlinker=/j/s.o"});
  CHECK(fixture_behaviour("int x;\n// lab-fixture: fail,crash\n") == "fail,crash");
  const lab::Seed class_seed{42};
  CHECK(derived_seed(class_seed, "alice", "1.6") == derived_seed(class_seed, "alice", "1.6"));
  CHECK(derived_seed(class_seed, "alice", "1.6") != derived_seed(class_seed, "alice", "1.7"));
  CHECK(derived_seed(class_seed, "alice", "1.6") != derived_seed(lab::Seed{43}, "alice", "1.6"));
  // The value a journal holds: a resumed run derives the seeds its records were graded with.
  CHECK(derived_seed(class_seed, "bob", "1.12").text() == "12755423086366402853");
}

TEST_CASE("grade: the class seed and the checkers' seeds through class.json and the journal",
          "[.grade]") {
  const lab::ScopedLanguage english("en");
  const TempDir dir;
  const lab::Seed class_seed{18446744073709551615u};  // any 64-bit value: a fresh one is
  CHECK(class_info(dir.path, class_seed, {"1.6"}).seed == class_seed);
  CHECK_THAT(lab::read_text(dir.path / "class.json"),
             lab::contains("\"seed\": \"18446744073709551615\""));
  REQUIRE(read_class_info(dir.path));
  CHECK(read_class_info(dir.path)->seed == class_seed);
  CHECK(class_info(dir.path, std::nullopt, {"1.6"}).seed == class_seed);  // a resumed run
  CHECK_THROWS_WITH(class_info(dir.path, lab::Seed{7}, {"1.6"}),
                    dir.path.string() +
                        " was graded with the class seed 18446744073709551615, not 7: use "
                        "another --out folder, or that seed");
  lab::cli::test::write_file(dir.path / "class.json", "{\"format\": 1, \"seed\": \"-7\"}\n");
  CHECK_THROWS_WITH(
      read_class_info(dir.path),
      (dir.path / "class.json").string() + ": a seed is a non-negative decimal number, got \"-7\"");

  ChapterResult r;
  r.seed = derived_seed(class_seed, "alice", "1.6");
  const nlohmann::json record = to_json(r);
  CHECK(record["seed"] == r.seed.text());
  CHECK(chapter_result_from(record).seed == r.seed);
  nlohmann::json edited = record;
  edited["seed"] = "12a";  // not a seed: no derived seed matches it, so it is graded again
  CHECK(chapter_result_from(edited).seed == lab::Seed{});
}

TEST_CASE("grade: a fast exercise earns its points at or above its target, none below",
          "[.grade]") {
  // The grader's targets are the chapters' own (the ones their benchmarks print).
  const Scores scores(lab::read_registry(from_meson("LAB_BUILD_DIR") + "/chapters.json"));
  REQUIRE(scores.fast_exercise("1.8-reduce-sum"));
  REQUIRE(scores.fast_exercise("1.11-cublas-gemm"));
  // From the manifests, which the benchmarks read too (LAB_FAST_*, fast_targets.h).
  CHECK(scores.fast_exercise("1.8-reduce-sum")->target == 0.95);
  CHECK(scores.fast_exercise("1.8-reduce-sum")->kernel == "reduce_sum_fast");
  CHECK(scores.fast_exercise("1.11-cublas-gemm")->target == 0.88);
  CHECK(scores.fast_exercise("1.11-cublas-gemm")->kernel == "gemm_fast");
  // A target above the ceiling: 1.15's conflict-free forms against the student's naive one.
  REQUIRE(scores.fast_exercise("1.15-bank-conflicts"));
  CHECK(scores.fast_exercise("1.15-bank-conflicts")->target == 1.5);
  CHECK(scores.fast_exercise("1.15-bank-conflicts")->kernel ==
        "transpose_padded and transpose_swizzled");

  for (const FastExercise& fast : scores.fast_exercises()) {
    INFO(fast.checker);
    // A chapter whose every test passed; the timing test's last timing of the kernel counts,
    // and other kernels' timings do not.
    const auto graded = [&](double ratio) {
      ChapterResult result;
      result.checker = fast.checker;
      result.outcome = SubmissionOutcome::graded;
      TestResult timed{"timed (optional)", lab::report::Outcome::pass, "", {}, {}};
      timed.timings = {{fast.kernel, "2^26", 1.0, "ceiling", 0.01},
                       {"other", "2^26", 1.0, "ceiling", 2.0},
                       {fast.kernel, "2^26", 1.0, "ceiling", ratio}};
      result.tests = {{"required", lab::report::Outcome::pass, "", {}, {}}, timed};
      result.bench = bench_verdict(fast, result.tests, {});
      return chapter_score(scores, result, 0);
    };
    const ChapterScore below = graded(fast.target - 0.01), at = graded(fast.target),
                       above = graded(fast.target + 0.5);
    CHECK(below.fast == 0);
    CHECK(below.fast_max == fast.points);
    CHECK(at.fast == fast.points);
    CHECK(above.fast == fast.points);
    CHECK(at.score == 1);  // the points are a bonus beside the required tests'
    CHECK(at.max == 1);
  }

  // No timing of the kernel: no points, and the report says why.
  const FastExercise& reduce = *scores.fast_exercise("1.8-reduce-sum");
  const BenchResult none =
      bench_verdict(reduce, {{"required", lab::report::Outcome::pass, "", {}, {}}}, {});
  CHECK_FALSE(none.met);
  CHECK_THAT(none.note, lab::contains("recorded no timing of reduce_sum_fast"));
}

TEST_CASE("grade: the class report's example is the sentence after the case labels", "[.grade]") {
  const std::string reverse =
      "n = 1000, chunk = 256 (n = 1, chunk = 1 passed):\n"
      "424 of 1000 elements of data are wrong. Tolerance: exact match.\n"
      "  data[64 (block 0, thread 64)]: got 0, want 12.1321173";
  CHECK(diagnosis_sentence(reverse) ==
        "424 of 1000 elements of data are wrong. Tolerance: exact match.");
  CHECK(diagnosis_sentence("n = 1:\n  reduce_sum:\n\n  *output is 0: nothing was added") ==
        "*output is 0: nothing was added");
  CHECK(diagnosis_sentence("the second call returned the first call's result") ==
        "the second call returned the first call's result");
  CHECK(diagnosis_sentence("n = 1:\nn = 2:") == "n = 1:");  // labels only: the first
  CHECK(diagnosis_sentence("") == "");
}

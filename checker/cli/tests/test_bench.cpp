// Host tests of the student-speed path: the benchmark's results format, the two figures,
// the outcome of a benchmark run, every wording of the speed (table, note, list line), and
// the personal bests and test counts kept in the state folder.

#include <fstream>

#include "checker/cli/bench_run.h"
#include "checker/cli/pristine.h"
#include "checker/cli/speed_text.h"
#include "checker/cli/state_store.h"
#include "checker/harness/bench_table.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/host/temp_folder.h"
#include "common/language.h"

using namespace lab;
using namespace lab::cli;
using bench::Result;
using bench::RowKind;

namespace {

Result row(const std::string& name, const std::string& size, double ms, double rate,
           double ceiling) {
  Result r;
  r.kind = RowKind::exercise;
  r.name = name;
  r.size = size;
  r.median_ms = r.min_ms = r.max_ms = ms;
  r.repetitions = 30;
  r.rate = rate;
  r.unit = ceiling > 0 ? "GB/s" : "us";
  r.ceiling = ceiling;
  r.ceiling_id = ceiling > 0 ? "bench.ceiling.copy" : "";
  return r;
}

std::string results_text(const std::vector<Result>& rows,
                         report::Verdict status = lab::report::Verdict::pass) {
  std::string text =
      bench::session_line("1.6-vector-add", bench::Mode::exercises, "42", "NVIDIA H200", "") + "\n";
  for (const Result& r : rows) text += bench::row_line(r) + "\n";
  return text +
         bench::end_line(status,
                         status == lab::report::Verdict::pass ? "" : "cudaErrorIllegalAddress") +
         "\n";
}

}  // namespace

TEST_CASE("bench results: every field survives writing and reading", "[cli][bench]") {
  Result r = row("stencil_sum, radius 8", "2^26", 0.25, 3200.5, 4000);
  r.detail = "2 kernels + 1 memset";
  r.headline = true;
  r.target = bench::Target{"shared-memory.target \"odd\"\tid", true};
  Result variant = row("no tile, radius 8", "2^26", 0.5, 1600, 4000);
  variant.kind = RowKind::variant;
  const bench::Results read = bench::parse_results(results_text({r, variant}));
  CHECK(read.error.empty());
  CHECK(read.chapter == "1.6-vector-add");
  CHECK(read.mode == bench::Mode::exercises);
  CHECK(read.seed == "42");
  CHECK(read.gpu == "NVIDIA H200");
  CHECK(read.ended);
  CHECK(read.status == lab::report::Verdict::pass);
  REQUIRE(read.rows.size() == 2);
  const Result& back = read.rows[0];
  CHECK(back.kind == RowKind::exercise);
  CHECK(back.name == r.name);
  CHECK(back.size == "2^26");
  CHECK(back.detail == r.detail);
  CHECK(back.median_ms == 0.25);
  CHECK(back.repetitions == 30);
  CHECK(back.rate == 3200.5);
  CHECK(back.unit == "GB/s");
  CHECK(back.ceiling == 4000);
  CHECK(back.ceiling_id == "bench.ceiling.copy");
  CHECK(back.headline);
  REQUIRE(back.target);
  CHECK(back.target->id == r.target->id);
  CHECK(back.target->met);
  CHECK(read.rows[1].kind == RowKind::variant);
  CHECK_FALSE(read.rows[1].target);
  CHECK(bench::headline(read) == &read.rows[0]);
}

TEST_CASE("the benchmark program's own table, in the reader's language", "[cli][bench]") {
  Result exercise = row("reduce_sum_fast", "2^26", 0.0714, 3760.2, 3960.4);
  exercise.target = bench::Target{"reduce-sum.target", false};
  Result variant = row("cub::DeviceReduce::Sum", "2^26", 0.07, 3834.6, 3960.4);
  variant.kind = RowKind::variant;
  const std::string english =
      bench::table_text({exercise, variant}, {lab::say("reduce-sum.bench.bytes")});
  CHECK(english ==
        "\n"
        "variant                      size            median ms         rate   % of ceiling\n"
        "reduce_sum_fast              2^26               0.0714  3760.2 GB/s         94.9 %\n"
        "  cub::DeviceReduce::Sum     2^26               0.0700  3834.6 GB/s         96.8 %\n"
        "Rows count the 4 bytes read per element\n"
        "target not met yet: reduce_sum_fast >= 95 % of copy bandwidth at n >= 2^26\n");
  const ScopedLanguage in_chinese("zh");
  const std::string chinese = bench::table_text(
      {exercise, variant},
      {lab::say("bench.copy-ceiling", {{"rate", 3960}}), lab::say("reduce-sum.bench.bytes")});
  // The columns line up in a terminal: a Chinese heading takes two columns a character.
  CHECK(chinese ==
        "\n"
        "实现                         规模              中位 ms         速率       占上限 %\n"
        "reduce_sum_fast              2^26               0.0714  3760.2 GB/s         94.9 %\n"
        "  cub::DeviceReduce::Sum     2^26               0.0700  3834.6 GB/s         96.8 %\n"
        "上限：cudaMemcpyAsync 在显存内拷贝 1 GiB，3960 GB/s（读和写的字节都计入）\n"
        "各行按每个元素读取 4 字节计算\n"
        "尚未达成目标：reduce_sum_fast 在 n >= 2^26 时 >= 拷贝带宽的 95 %\n");
}

TEST_CASE("bench results: an older lab's file still reads, its English names in the ids' place",
          "[cli][bench]") {
  const std::string row_fields =
      "\"kind\":\"exercise\",\"name\":\"vector_add\",\"size\":\"2^26\",\"median_ms\":0.25,"
      "\"rate\":3200,\"unit\":\"GB/s\",\"ceiling\":4000,\"ceiling_name\":\"copy bandwidth\",";
  const std::string format_3 = "{\"event\":\"session\",\"format\":3}\n{\"event\":\"row\"," +
                               row_fields +
                               "\"target\":{\"id\":\"vector-add.target\",\"met\":true}}\n";
  const std::string format_2 = "{\"event\":\"session\",\"format\":2}\n{\"event\":\"row\"," +
                               row_fields +
                               "\"target\":{\"text\":\"vector_add >= 95 %\",\"met\":false}}\n";
  const bench::Results three = bench::parse_results(format_3), two = bench::parse_results(format_2);
  REQUIRE(three.error.empty());
  REQUIRE(two.error.empty());
  REQUIRE((three.rows.size() == 1 && two.rows.size() == 1));
  CHECK(three.rows[0].ceiling_id == "copy bandwidth");
  CHECK(three.rows[0].target->id == "vector-add.target");
  CHECK(two.rows[0].target->id == "vector_add >= 95 %");
  const ScopedLanguage in_chinese("zh");
  CHECK(bench::ceiling_words(three.rows[0].ceiling_id) == "copy bandwidth");  // shown as it is
  CHECK(bench::ceiling_words("bench.ceiling.copy") == "拷贝带宽");
  CHECK(bench::ceiling_words("bench.ceiling.copy", lab::Language::en) == "copy bandwidth");
  CHECK_THAT(bench::parse_results("{\"event\":\"session\",\"format\":1}\n").error,
             lab::contains("format 1, not 2 to 4"));
}

TEST_CASE("bench results: a cut last line is ignored, anything else broken is an error",
          "[cli][bench]") {
  const std::string whole = results_text({row("vector_add", "2^26", 0.25, 3200, 4000)});
  const std::string cut =
      whole.substr(0, whole.rfind("{\"event\":\"end\"") + 12);  // killed mid-line
  const bench::Results killed = bench::parse_results(cut);
  CHECK(killed.error.empty());
  CHECK_FALSE(killed.ended);
  CHECK(killed.rows.size() == 1);
  CHECK_THAT(bench::parse_results("not json\n" + whole).error, lab::contains("line 1"));
  const bench::Results future = bench::parse_results("{\"event\":\"session\",\"format\":5}\n");
  CHECK_THAT(future.error, lab::contains("format 5"));
  const bench::Results no_gpu = bench::parse_results(
      bench::session_line("1.6-vector-add", bench::Mode::quick, "1", "", "cudaErrorNoDevice") +
      "\n" + bench::end_line(lab::report::Verdict::no_gpu, "cudaErrorNoDevice") + "\n");
  CHECK(no_gpu.gpu.empty());
  CHECK(no_gpu.gpu_reason == "cudaErrorNoDevice");
  CHECK(no_gpu.status == lab::report::Verdict::no_gpu);
}

TEST_CASE("the two figures: % of the run's own ceiling, time as a multiple of the reference's",
          "[cli][bench]") {
  const Result yours = row("vector_add", "2^26", 0.25, 3200, 4000),
               reference = row("vector_add", "2^26", 0.2, 4040, 4000);
  CHECK(*bench::percent_of_ceiling(yours) == Approx(80));
  CHECK(*bench::percent_of_ceiling(reference) == Approx(101));
  CHECK_FALSE(bench::percent_of_ceiling(row("decode", "25200 x 85", 0.02, 20, 0)));
  CHECK(bench::time_multiple(yours, reference) == Approx(1.25));

  bench::Results mine, theirs;
  mine.rows = {yours, row("vector_add", "2^28", 1, 3200, 4000)};
  Result variant = row("scalar, block 128", "2^26", 0.3, 3000, 4000);
  variant.kind = RowKind::variant;
  theirs.rows = {reference, variant, row("vector_add", "2^20", 0.01, 1000, 4000)};
  const std::vector<bench::Comparison> rows = bench::compare(mine, theirs);
  REQUIRE(rows.size() == 3);  // variants are not compared
  CHECK((rows[0].yours == &mine.rows[0] && rows[0].reference == &theirs.rows[0]));
  CHECK((rows[1].yours == &mine.rows[1] && rows[1].reference == nullptr));
  CHECK((rows[2].yours == nullptr && rows[2].reference == &theirs.rows[2]));
}

TEST_CASE("a target is met when every row judged by it met it", "[cli][bench]") {
  Result a = row("reduce_sum_fast", "2^26", 1, 1, 1), b = row("reduce_sum_fast", "2^28", 1, 1, 1),
         c = a;
  a.target = bench::Target{"fast >= 95 %", true};
  b.target = bench::Target{"fast >= 95 %", false};
  c.target = bench::Target{"other", true};
  const std::vector<bench::Target> targets = bench::targets({a, b, c, row("x", "1", 1, 1, 1)});
  REQUIRE(targets.size() == 2);
  CHECK(targets[0].id == "fast >= 95 %");
  CHECK_FALSE(targets[0].met);
  CHECK(targets[1].met);
  // An id that no catalogue has (the English text an older lab stored) is shown as it is.
  CHECK(bench::target_status(targets[0]) == "target not met yet: fast >= 95 %");
  CHECK(bench::target_status(targets[1]) == "target met: other");
}

TEST_CASE("a target is printed in the reader's language, from its chapter's catalogues",
          "[cli][bench]") {
  const bench::Target target{"reduce-sum.target", false};
  CHECK(bench::target_status(target) ==
        "target not met yet: reduce_sum_fast >= 95 % of copy bandwidth at n >= 2^26");
  {
    const ScopedLanguage in_chinese("zh");
    CHECK(bench::target_status(target) ==
          "尚未达成目标：reduce_sum_fast 在 n >= 2^26 时 >= 拷贝带宽的 95 %");
    CHECK(speed_line(std::nullopt, {{"vector-add.target", true}}) ==
          "已达成目标：vector_add 在 n >= 2^26 时 >= 拷贝带宽的 95 %");
  }
}

TEST_CASE("a benchmark run's outcome: complete, no GPU, killed, stopped, interrupted",
          "[cli][bench]") {
  ProcessResult exited;
  exited.started = true;
  exited.exit_code = 0;
  const bench::Results ok =
      bench::parse_results(results_text({row("vector_add", "2^26", 0.25, 3200, 4000)}));
  CHECK(read_bench(exited, ok).problem.empty());

  ProcessResult no_gpu = exited;
  no_gpu.exit_code = 77;
  const BenchOutcome none = read_bench(
      no_gpu, bench::parse_results(
                  bench::session_line("1.6", bench::Mode::quick, "1", "", "cudaErrorNoDevice") +
                  "\n" + bench::end_line(lab::report::Verdict::no_gpu, "x") + "\n"));
  CHECK(none.no_gpu);
  CHECK_THAT(none.problem, lab::contains("cudaErrorNoDevice"));

  ProcessResult killed = exited;
  killed.signal = 11;
  const BenchOutcome cut = read_bench(
      killed,
      bench::parse_results(bench::session_line("1.6", bench::Mode::quick, "1", "G", "") + "\n"));
  CHECK_THAT(cut.problem,
             lab::contains("ended before writing all its results") && lab::contains("SIGSEGV"));

  ProcessResult failed = exited;
  failed.exit_code = 1;
  CHECK_THAT(read_bench(failed, bench::parse_results(results_text({}, lab::report::Verdict::fail)))
                 .problem,
             lab::contains("the benchmark stopped: cudaErrorIllegalAddress"));
  CHECK_THAT(read_bench(failed, ok).problem, lab::contains("exit code 1"));

  ProcessResult interrupted = exited;
  interrupted.interrupted = true;
  CHECK(read_bench(interrupted, ok).interrupted);
}

TEST_CASE("a benchmark program: its options, its results file, LAB_SEED and LAB_BENCH_VARIANT",
          "[cli][bench]") {
  const lab::test::TempFolder dir("lab-bench-test");
  const fs::path program = dir.path / "fake-bench", results = dir.path / "out.jsonl";
  std::ofstream(program) << "#!/bin/sh\necho \"$*|$LAB_SEED|$LAB_BENCH_VARIANT\" > \"$2\"\n";
  fs::permissions(program, fs::perms::owner_all, fs::perm_options::add);
  BenchInvocation invocation{program.string(), "student",     bench::Mode::quick,
                             results.string(), lab::Seed{77}, 60};
  const BenchOutcome outcome = run_bench(invocation);
  CHECK_THAT(outcome.problem, lab::contains("line 1"));  // not JSON: reported, never guessed at
  std::ifstream in(results);
  std::string line;
  std::getline(in, line);
  CHECK(line == "--results " + results.string() + " --quick|77|student");
}

TEST_CASE("the speed note after a passing check", "[cli][bench]") {
  Result yours = row("vector_add", "2^26", 0.25, 3240, 4000);
  const Result reference = row("vector_add", "2^26", 0.2, 4040, 4000);
  CHECK(speed_note(yours, &reference, "1.6") ==
        "your vector_add: 81 % of copy bandwidth at 2^26 (reference 101 %); ./lab bench 1.6 for "
        "details");
  CHECK(speed_note(yours, nullptr, "1.6") ==
        "your vector_add: 81 % of copy bandwidth at 2^26; ./lab bench 1.6 for details");
  const Result decode = row("decode + nms_greedy", "25200 x 85", 0.0213, 21.3, 0),
               reference_decode = row("decode + nms_greedy", "25200 x 85", 0.0189, 18.9, 0);
  CHECK(speed_note(decode, &reference_decode, "1.12") ==
        "your decode + nms_greedy: 21.3 us at 25200 x 85 (reference 18.9 us); ./lab bench 1.12 for "
        "details");
  Result tflops = row("gemm_tiled", "2048^3", 1.0, 17.2, 43);
  tflops.unit = "TFLOP/s";
  tflops.ceiling_id = "gemm.ceiling";
  CHECK(speed_figure(tflops) == "40 % of cuBLAS");
  {
    const ScopedLanguage in_chinese("zh");
    CHECK(speed_figure(tflops) == "达到 cuBLAS 的 40 %");
    CHECK(speed_note(yours, nullptr, "1.6") ==
          "你的 vector_add：规模 2^26 时达到拷贝带宽的 81 %；详见 ./lab bench 1.6");
    Result upload = row("upload_async", "2^24", 1.0, 50, 55);
    upload.ceiling_id = "memory.ceiling.upload";
    CHECK(speed_figure(upload) == "达到页锁定内存的 H2D 拷贝（cudaMemcpyAsync）的 91 %");
    CHECK(speed_note(decode, &reference_decode, "1.12") ==
          "你的 decode + nms_greedy：规模 25200 x 85 时 21.3 us（参考答案 18.9 us）；详见 ./lab "
          "bench 1.12");
  }
}

TEST_CASE("lab bench's table: yours beside the reference, each against its own run's ceiling",
          "[cli][bench]") {
  bench::Results yours, reference;
  yours.rows = {row("vector_add", "2^26", 0.25, 3200, 4000),
                row("vector_add", "2^28", 1.0, 3200, 4000)};
  reference.rows = {row("vector_add", "2^26", 0.2, 4040, 4040)};
  const std::string table = comparison_table(yours, reference);
  CHECK_THAT(table, lab::contains("kernel                    size") && lab::contains("your time"));
  CHECK_THAT(
      table,
      lab::contains(
          "vector_add                2^26                  0.2500   3200.0 GB/s        80.0 %"
          "        0.2000       100.0 %        1.25 x"));
  CHECK_THAT(
      table,
      lab::contains(
          "vector_add                2^28                  1.0000   3200.0 GB/s        80.0 %"
          "             -             -             -"));
  CHECK_THAT(table, lab::contains("ceiling, copy bandwidth, measured in each run: 4000.0 GB/s in "
                                  "yours, 4040.0 GB/s in the reference's."));
  CHECK_THAT(table, lab::contains("1.00 x as fast, 2.00 x twice as slow"));
}

TEST_CASE("personal bests: a higher % of the ceiling, or without one a shorter time",
          "[cli][bench]") {
  const Best first = best_of(row("vector_add", "2^26", 0.25, 3240, 4000), 1700000000);
  CHECK((first.kernel == "vector_add" && first.size == "2^26"));
  CHECK(first.percent == Approx(81));
  CHECK(best_text(first) == "81 % of copy bandwidth (vector_add at 2^26)");
  CHECK(best_text(best_of(row("decode + nms_greedy", "25200 x 85", 0.0213, 21.3, 0), 0)) ==
        "21.3 us (decode + nms_greedy at 25200 x 85)");
  {
    const ScopedLanguage in_chinese("zh");
    CHECK_THAT(best_text(first), lab::contains("81 %（vector_add，规模 2^26）"));
  }

  const lab::test::TempFolder dir("lab-bench-test");
  StateStore state(dir.path / ".lab");
  CHECK_FALSE(state.best("1.6-vector-add"));
  CHECK(state.offer_best("1.6-vector-add", first));
  CHECK_FALSE(state.offer_best("1.6-vector-add",
                               best_of(row("vector_add", "2^26", 0.3, 2700, 4000), 1700000100)));
  CHECK(state.offer_best("1.6-vector-add",
                         best_of(row("vector_add", "2^26", 0.2, 4040, 4000), 1700000200)));
  CHECK(StateStore(dir.path / ".lab").best("1.6-vector-add")->percent == Approx(101));
  CHECK(state.offer_best("1.12-yolov5-postprocess",
                         best_of(row("decode + nms_greedy", "25200 x 85", 0.03, 30, 0), 1)));
  CHECK(state.offer_best("1.12-yolov5-postprocess",
                         best_of(row("decode + nms_greedy", "25200 x 85", 0.02, 20, 0), 2)));
  CHECK_FALSE(state.offer_best("1.12-yolov5-postprocess",
                               best_of(row("decode + nms_greedy", "25200 x 85", 0.025, 25, 0), 3)));
  // A new headline replaces the old best: the two figures measure different things.
  CHECK(state.offer_best("1.6-vector-add", best_of(row("vector_add", "2^27", 0.5, 100, 4000), 4)));

  state.record_targets("1.8-reduce-sum", {{"fast >= 95 %", true}, {"other", false}});
  state.record_targets("1.8-reduce-sum",
                       {{"fast >= 95 %", false}, {"third", false}});  // met once stays met
  const std::vector<bench::Target> targets = state.targets("1.8-reduce-sum");
  REQUIRE(targets.size() == 3);
  CHECK(targets[0].met);
  CHECK_FALSE(targets[1].met);
  CHECK(targets[2].id == "third");
  CHECK(speed_line(state.best("1.8-reduce-sum"), targets) ==
        "target met: fast >= 95 %; target not met yet: other; target not met yet: third");
  CHECK(speed_line(std::nullopt, {}).empty());
  CHECK(speed_line(first, {}) == "best: 81 % of copy bandwidth (vector_add at 2^26)");

  // A best an older lab stored, its kernel and size in one field, is still read and shown.
  write_text(dir.path / ".lab" / "bests.tsv",
             "1.9-atomic\tkeep_items at 2^26\tcopy bandwidth\t80.0\t0.3\t1700000000\n");
  const std::optional<Best> older = StateStore(dir.path / ".lab").best("1.9-atomic");
  REQUIRE(older);
  CHECK(best_text(*older) == "80 % of copy bandwidth (keep_items at 2^26)");
}

TEST_CASE("progress keeps the test counts its check gave, and none for a check without tests",
          "[cli][bench]") {
  const lab::test::TempFolder dir("lab-bench-test");
  StateStore state(dir.path / ".lab");
  const std::string ch = "1.6-vector-add";
  state.record_progress(ch, {lab::report::Verdict::fail, 1700000000, "3 of 4 tests passed", 3, 4});
  CHECK(state.progress(ch)->tests_passed == 3);
  CHECK(state.progress(ch)->tests_total == 4);
  // The next check did not compile: no counts, though the last report is still on disk.
  state.record_progress(ch, {lab::report::Verdict::fail, 1700000100, "does not compile"});
  CHECK(state.progress(ch)->tests_total == -1);
  state.record_progress(ch, {lab::report::Verdict::pass, 1700000200, "all 4 tests passed", 4, 4});
  CHECK(state.progress(ch)->tests_passed == 4);
  state.record_progress(ch, {lab::report::Verdict::no_gpu, 1700000400, "not run"});
  CHECK(state.progress(ch)->tests_total == -1);
  // A progress file of an older lab (three fields): no counts.
  std::ofstream(dir.path / ".lab" / "progress.tsv")
      << "1.7-shared-memory\tpassed\t1700000000\tall\n";
  CHECK(state.progress("1.7-shared-memory")->tests_total == -1);
}

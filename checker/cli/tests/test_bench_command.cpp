// `lab bench`, the speed note of `lab check` and `lab list` as a student sees them, without
// a GPU: the real build and probe (exit 77), and with stand-ins: the fixture checker
// (LAB_CHECKER) and a benchmark program that writes given results (LAB_BENCH).
#include <sstream>

#include "checker/cli/bench_run.h"
#include "checker/cli/process.h"
#include "checker/cli/terminal.h"
#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/bench_results.h"
#include "checker/harness/catch.h"
#include "checker/harness/registry.h"
#include "checker/harness/report.h"

using namespace lab::cli::test;

namespace {

lab::bench::Result vector_add_row(double ms, double rate, bool met) {
  lab::bench::Result r;
  r.kind = lab::bench::RowKind::exercise;
  r.name = "vector_add";
  r.size = "2^26";
  r.median_ms = ms;
  r.rate = rate;
  r.unit = "GB/s";
  r.ceiling = 4000;
  r.ceiling_id = "bench.ceiling.copy";
  r.headline = true;
  r.target = lab::bench::Target{"vector-add.target", met};
  return r;
}

// A lab copy whose checker is the fixture checker and whose benchmark programs write the
// student's results (80 % of the ceiling) or the solution's (100 %), and log each run.
struct StandIns {
  LabEnvironment env;
  LabCopy copy{env};
  fs::path runs = copy.dir.path / "bench-runs.log";

  explicit StandIns(const std::string& fixture) {
    env.source_root = copy.source_root();
    env.build_dir = copy.build_dir();
    const fs::path dir = copy.dir.path;
    for (const auto& [variant, r] : {std::pair{"student", vector_add_row(0.25, 3200, false)},
                                     std::pair{"solution", vector_add_row(0.2, 4000, true)}})
      write_file(dir / (std::string(variant) + ".jsonl"),
                 lab::bench::session_line("1.6-vector-add", lab::bench::Mode::exercises, "1",
                                          "Fake GPU", "") +
                     "\n" + lab::bench::row_line(r) + "\n" +
                     lab::bench::end_line(lab::report::Verdict::pass, "") + "\n");
    write_file(dir / "fake-bench",
               "#!/bin/sh\necho \"$LAB_BENCH_VARIANT $* LAB_SEED=$LAB_SEED\" >> '" + runs.string() +
                   "'\n"
                   "cp '" +
                   dir.string() + "/'\"$LAB_BENCH_VARIANT\".jsonl \"$2\"\n",
               true);
    env.extra = {"LAB_CHECKER=" + from_meson("LAB_FIXTURE_CHECKER"), "LAB_FIXTURE=" + fixture,
                 "LAB_BENCH=" + (dir / "fake-bench").string()};
  }
};

}  // namespace

TEST_CASE(
    "lab bench without a GPU: builds your file and the benchmarks, then exit 77 as check says it",
    "[cli][bench]") {
  LabEnvironment env;
  env.extra = {"CUDA_VISIBLE_DEVICES="};
  const LabOutput bench = env.run({"bench", "1.6"});
  CHECK(bench.code == 77);
  CHECK_THAT(
      bench.out,
      lab::contains("compiling chapters/1.6-vector-add/vector_add.cu and the benchmarks ... ok"));
  CHECK_THAT(bench.out, lab::contains("needs an NVIDIA GPU, and none is usable here") &&
                            lab::contains("./lab doctor"));
  const LabOutput solution = env.run({"bench", "1.6", "--solution"});
  CHECK(solution.code == 77);
  CHECK_THAT(solution.out, lab::contains("needs an NVIDIA GPU, and none is usable here"));
  CHECK(env.run({"bench", "1.6", "--quick"}).code == 2);  // program arguments go with --solution
}

TEST_CASE("lab bench: your file checked, then timed beside the reference; the best is kept",
          "[cli][bench]") {
  const StandIns lab("");
  const LabOutput bench = lab.env.run({"bench", "1.6"});
  CHECK(bench.code == 0);
  CHECK_THAT(bench.out, lab::contains("checking your file first ... all 8 tests passed"));
  CHECK_THAT(bench.out, lab::contains("GPU: Fake GPU"));
  CHECK_THAT(
      bench.out,
      lab::contains(
          "vector_add                2^26                  0.2500   3200.0 GB/s        80.0 %"
          "        0.2000       100.0 %        1.25 x"));
  CHECK_THAT(
      bench.out,
      lab::contains("target not met yet: vector_add >= 95 % of copy bandwidth at n >= 2^26"));
  CHECK_THAT(bench.out,
             lab::contains("your best so far: 80 % of copy bandwidth (vector_add at 2^26)"));
  // The picture beside the table, in the state folder, named by the chapter.
  const fs::path picture = lab.env.state.path / ".lab" / "pictures" / "1.6-vector-add-bench.svg";
  CHECK_THAT(bench.out, lab::contains("the same as a picture: " + picture.string() +
                                      " (open it in a browser)"));
  CHECK_THAT(read_text(picture), lab::contains("data-picture=\"bench\"") &&
                                     lab::contains("vector_add (ceiling: copy bandwidth)") &&
                                     lab::contains("your kernel"));
  const std::string runs = read_text(lab.runs);
  CHECK_THAT(runs, lab::contains("student --results") && lab::contains("solution --results") &&
                       lab::contains("--exercises"));

  const LabOutput list = lab.env.run({"list"});
  CHECK_THAT(
      list.out,
      lab::contains(
          "best: 80 % of copy bandwidth (vector_add at 2^26); target not met yet: vector_add"));
}

TEST_CASE("lab bench --seed N: read as check reads it, given to the checker and both benchmarks",
          "[cli][bench]") {
  StandIns lab("");
  // What check says of a seed that is not one, bench says too, before it builds anything.
  const auto usage_error = [](const LabOutput& out, const std::string& verb) {
    const std::string prefix = "lab " + verb + ": ";
    const size_t start = out.out.find(prefix);
    return start == std::string::npos
               ? "(none)"
               : out.out.substr(start + prefix.size(),
                                out.out.find('\n', start) - start - prefix.size());
  };
  for (const char* not_a_seed : {"abc", "-1", "18446744073709551616"}) {
    INFO(not_a_seed);
    const LabOutput bench = lab.env.run({"bench", "1.6", "--seed", not_a_seed});
    const LabOutput check = lab.env.run({"check", "1.6", "--seed", not_a_seed});
    CHECK(bench.code == 2);
    CHECK(check.code == 2);
    CHECK_THAT(usage_error(bench, "bench"), lab::starts_with("--seed: "));
    CHECK(usage_error(bench, "bench") == usage_error(check, "check"));
    CHECK_THAT(bench.out, lab::contains("./lab bench --help") && !lab::contains("compiling"));
    CHECK(lab.env.run({"bench", "1.6", "--solution", "--seed", not_a_seed}).code == 2);
  }
  CHECK(usage_error(lab.env.run({"bench", "1.6", "--seed", "abc"}), "bench") ==
        "--seed: a seed is a non-negative decimal number, got \"abc\"");
  CHECK_FALSE(fs::exists(lab.runs));  // no benchmark ran

  // A seed: the checker's report and both benchmarks name it; LAB_SEED gives way to it.
  const fs::path report =
      lab.env.state.path / ".lab" / "runs" / "1.6-vector-add-student-bench.jsonl";
  const auto seeds_used = [&](const std::vector<std::string>& args) {
    fs::remove(lab.runs);
    const LabOutput bench = lab.env.run(args);
    INFO(bench.out);
    CHECK(bench.code == 0);
    const auto session = lab::report::parse(read_text(report)).session;
    std::string seeds = session ? "checker " + session->seed : "no report";
    std::istringstream runs(read_text(lab.runs));
    for (std::string line; std::getline(runs, line);)
      seeds += ", " + line.substr(0, line.find(' ')) + " " + line.substr(line.rfind('=') + 1);
    const size_t printed = bench.out.find("(seed ");
    return seeds +
           (printed == std::string::npos
                ? ", none printed"
                : ", printed " +
                      bench.out.substr(printed + 6, bench.out.find(')', printed) - printed - 6));
  };
  CHECK(seeds_used({"bench", "1.6", "--seed", "4242"}) ==
        "checker 4242, student 4242, solution 4242, printed 4242");
  CHECK(seeds_used({"bench", "1.6", "--seed=18446744073709551615"}) ==
        "checker 18446744073709551615, student 18446744073709551615, solution "
        "18446744073709551615, printed 18446744073709551615");
  lab.env.extra.push_back("LAB_SEED=777");
  CHECK(seeds_used({"bench", "1.6"}) == "checker 777, student 777, solution 777, printed 777");
  CHECK(seeds_used({"bench", "1.6", "--seed", "4242"}) ==
        "checker 4242, student 4242, solution 4242, printed 4242");
}

TEST_CASE("lab bench in Chinese: the heading row from the catalogue, each heading over its column",
          "[cli][bench]") {
  StandIns lab("");
  lab.env.extra.push_back("LAB_LANG=zh");
  const LabOutput bench = lab.env.run({"bench", "1.6"});
  CHECK(bench.code == 0);
  CHECK_THAT(bench.out,
             lab::contains("先检查你的文件 ... 全部 8 项测试通过") &&
                 lab::contains("尚未达成目标：vector_add 在 n >= 2^26 时 >= 拷贝带宽的 95 %") &&
                 lab::contains("同样的结果也画成了图：") &&
                 lab::contains("上限（拷贝带宽）在每次运行中实测") &&
                 lab::contains("最好成绩：达到拷贝带宽的 "));
  CHECK_THAT(bench.out, !lab::contains("copy bandwidth"));
  CHECK_THAT(read_text(lab.env.state.path / ".lab" / "pictures" / "1.6-vector-add-bench.svg"),
             lab::contains("你的核函数") && lab::contains("GB/s，越高越快") &&
                 lab::contains("vector_add（上限：拷贝带宽）"));
  // The headings and the row end at the same terminal columns: right-aligned cells.
  std::istringstream lines(bench.out);
  std::string heading, row;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("核函数", 0) == 0) heading = line;
    if (line.rfind("vector_add ", 0) == 0) row = line;
  }
  REQUIRE(!heading.empty());
  REQUIRE(!row.empty());
  CHECK(lab::cli::display_width(heading) == lab::cli::display_width(row));
  const size_t rate = heading.find("你的速率");
  REQUIRE(rate != std::string::npos);
  const size_t rate_end =
      lab::cli::display_width(heading.substr(0, rate + std::string("你的速率").size()));
  CHECK(row.substr(0, rate_end).substr(rate_end - 11) ==
        "3200.0 GB/s");  // the rate column ends there too
}

TEST_CASE("lab bench: a kernel that fails its checker is not timed", "[cli][bench]") {
  const StandIns lab("fail");
  const LabOutput bench = lab.env.run({"bench", "1.6"});
  CHECK(bench.code == 1);
  CHECK_THAT(bench.out, lab::contains("FAILED: 7 of 8 tests passed (1 failed)") &&
                            lab::contains("Not timed") &&
                            lab::contains("./lab check 1.6 shows what is wrong"));
  CHECK_FALSE(fs::exists(lab.runs));  // no benchmark ran
}

TEST_CASE("lab check ends a pass with one speed note; lab list shows tests passed and the best",
          "[cli][bench]") {
  const StandIns lab("");
  const LabOutput check = lab.env.run({"check", "1.6"});
  CHECK(check.code == 0);
  const std::string note =
      "your vector_add: 80 % of copy bandwidth at 2^26 (reference 100 %); ./lab bench 1.6 for "
      "details\n";
  CHECK_THAT(check.out, lab::contains("PASSED: all 8 tests"));
  const size_t last_line = check.out.rfind('\n', check.out.size() - 2) + 1;
  CHECK(check.out.substr(last_line) ==
        "  timing your kernel once ... " + note);  // the check's last line
  CHECK_THAT(read_text(lab.runs), lab::contains("--quick"));
  const LabOutput list = lab.env.run({"list"});
  CHECK_THAT(list.out, lab::contains("passed         8/8 tests") &&
                           lab::contains("best: 80 % of copy bandwidth"));

  const StandIns failing("fail");
  CHECK(failing.env.run({"check", "1.6"}).code == 1);
  CHECK_FALSE(fs::exists(failing.runs));  // no note without a pass
  CHECK_THAT(failing.env.run({"list"}).out, lab::contains("failing        7/8 tests"));
}

TEST_CASE("the speed note never changes a verdict: a benchmark that fails is only mentioned",
          "[cli][bench]") {
  StandIns lab("");
  write_file(lab.copy.dir.path / "student.jsonl",
             lab::bench::session_line("1.6-vector-add", lab::bench::Mode::quick, "1", "Fake GPU",
                                      "") +
                 "\n");  // no end: killed
  const LabOutput check = lab.env.run({"check", "1.6"});
  CHECK(check.code == 0);
  CHECK_THAT(check.out, lab::contains("timing your kernel once ... not measured: the benchmark "
                                      "ended before writing all its results"));
}

TEST_CASE("bench_target names the benchmark programs Meson builds", "[cli][bench]") {
  const LabEnvironment env;
  const lab::cli::ProcessResult ninja =
      lab::cli::run_process({{"ninja", "-C", env.build_dir.string(), "-t", "targets", "all"}});
  REQUIRE(ninja.exit_code == 0);
  for (const lab::Chapter& chapter :
       lab::read_registry((env.build_dir / "chapters.json").string())) {
    if (!chapter.ready()) continue;
    for (const char* variant : {"student", "solution"})
      CHECK_THAT(ninja.output,
                 lab::contains("\n" + lab::cli::bench_target(chapter, variant) + ": "));
  }
}

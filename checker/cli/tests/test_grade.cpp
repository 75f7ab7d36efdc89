// `lab grade` run as an instructor runs it, on generated classes, through the test hook
// LAB_GRADE_FIXTURE (the fixture checker stands for every chapter's, so that scores differ
// without a GPU): every output and its contents, a SIGKILL and the resumed run, the docs'
// Slurm scripts run locally against an unsharded run, the sandbox refusal, and the real
// build path (nvcc in the sandbox). Tagged [.grade]: meson's test host.grade runs them.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "checker/cli/grade/journal.h"
#include "checker/cli/pristine.h"
#include "checker/cli/process.h"
#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/catch.h"
#include "checker/host/clean_environment.h"

using namespace lab::cli::test;
using nlohmann::json;

namespace {

// A hanging fixture test costs one --timeout.
const std::vector<std::string> kFast = {"--timeout", "2", "--jobs", "2", "--seed", "20260901"};

LabEnvironment fixture_env() {
  LabEnvironment env;
  env.extra = {"LAB_GRADE_FIXTURE=" + from_meson("LAB_FIXTURE_CHECKER")};
  return env;
}

fs::path demo_class(const LabEnvironment& env, const TempDir& dir, int students,
                    const std::string& chapters) {
  const fs::path subs = dir.path / "subs";
  const LabOutput made = env.run(
      {"grade", "--demo-class", std::to_string(students), subs.string(), "--chapters", chapters});
  REQUIRE(made.code == 0);
  return subs;
}

LabOutput grade(const LabEnvironment& env, const fs::path& subs, const fs::path& out,
                const std::string& chapters, std::vector<std::string> more = {}) {
  std::vector<std::string> args = {"grade",      subs.string(), "--out",
                                   out.string(), "--chapters",  chapters};
  args.insert(args.end(), kFast.begin(), kFast.end());
  args.insert(args.end(), more.begin(), more.end());
  return env.run(args);
}

json chapter_of(const json& grades, const std::string& student, const std::string& chapter) {
  for (const json& s : grades["students"])
    if (s["student"] == student) return s["chapters"][chapter];
  return json();
}

// The demo class's roles: (student, chapter) -> role.
std::map<std::pair<std::string, std::string>, std::string> roles(const fs::path& subs) {
  std::map<std::pair<std::string, std::string>, std::string> out;
  std::istringstream in(read_text(subs / ".demo-class.tsv"));
  std::string student, chapter, role;
  std::string header;
  std::getline(in, header);
  while (std::getline(in, student, '\t') && std::getline(in, chapter, '\t') &&
         std::getline(in, role))
    out[{student, chapter}] = role;
  return out;
}

std::string first_with_role(const std::map<std::pair<std::string, std::string>, std::string>& r,
                            const std::string& role, std::string& chapter) {
  for (const auto& [key, value] : r)
    if (value == role) return chapter = key.second, key.first;
  return "";
}

// The deterministic outputs of a graded folder, to compare two runs.
std::string outputs_of(const fs::path& out) {
  std::string all =
      read_text(out / "grades.csv") + read_text(out / "grades.json") + read_text(out / "junit.xml");
  std::set<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(out / "gradescope"))
    if (e.is_regular_file()) files.insert(e.path());
  for (const fs::path& f : files) all += f.lexically_relative(out).string() + "\n" + read_text(f);
  return all;
}

}  // namespace

TEST_CASE("lab grade: a generated class, every output and its contents", "[.grade]") {
  const LabEnvironment env = fixture_env();
  const TempDir dir;
  const std::string chapters = "1.6,1.7,1.8";
  const fs::path subs = demo_class(env, dir, 10, chapters);
  const fs::path out = dir.path / "graded";
  const LabOutput run = grade(env, subs, out, chapters);
  INFO(run.out);
  REQUIRE(run.code == 0);
  CHECK_THAT(run.out, lab::contains("sandbox: bubblewrap"));
  CHECK_THAT(run.out, lab::contains("  [1/"));  // plain lines, not a bar, without a terminal
  CHECK(run.out.find('\r') == std::string::npos);
  CHECK_THAT(run.out,
             lab::contains("demo class: ") && lab::contains("every file graded as what it is"));

  const auto role = roles(subs);
  const json grades = json::parse(read_text(out / "grades.json"));
  REQUIRE(grades["students"].size() == 16);
  std::string ch;
  // A reference solution: full marks (the fixture's 8 tests, weights 2 + 3 + 6 x 1).
  const std::string good = first_with_role(role, "solution", ch);
  CHECK(chapter_of(grades, good, ch)["score"] == 11);
  CHECK(chapter_of(grades, good, ch)["max"] == 11);
  CHECK(chapter_of(grades, good, ch)["fast"] ==
        2);  // every test passed, the timed kernel at 0.9 >= 0.8
  CHECK(chapter_of(grades, good, ch)["bench"]["met"] == true);
  // A failing test costs its weight, and a failed chapter is not timed.
  const std::string failing = first_with_role(role, "mistake:fail", ch);
  const json failed = chapter_of(grades, failing, ch);
  CHECK(failed["score"] == 8);
  CHECK(failed["fast"] == 0);
  CHECK_THAT(failed["bench"]["note"].get<std::string>(),
             lab::contains("a test of the chapter failed"));
  bool diagnosed = false;
  for (const json& t : failed["tests"])
    if (t["status"] == "fail")
      diagnosed = t["diagnosis"].get<std::string>().find("got 3, want 4") != std::string::npos &&
                  t["ids"][0] == "fixture-failure" && t["weight"] == 3;
  CHECK(diagnosed);
  // What code under test does to look like a pass earns nothing: printing, forging, exiting.
  for (const auto& [behaviour, id] :
       std::map<std::string, std::string>{{"mistake:print", "printed-output"},
                                          {"mistake:forge", "forged-report"},
                                          {"mistake:exit", "process-exited"},
                                          {"mistake:crash", "crash"},
                                          {"mistake:hang", "hang"}}) {
    const std::string student = first_with_role(role, behaviour, ch);
    if (student.empty()) continue;
    const json c = chapter_of(grades, student, ch);
    INFO(behaviour << " " << c.dump());
    CHECK(c["score"].get<double>() < c["max"].get<double>());
    CHECK_THAT(c.dump(), lab::contains("\"" + id + "\""));
  }
  // The compile-error path, shown as ./lab check shows it, under the submission's name.
  const std::string broken = first_with_role(role, "compile-error", ch);
  const json compile = chapter_of(grades, broken, ch);
  CHECK(compile["outcome"] == "compile-error");
  CHECK(compile["score"] == 0);
  CHECK(compile["max"] == 11);
  CHECK_THAT(compile["compile_messages"].dump(),
             lab::contains("error: expected") && lab::contains(".cu:2:"));
  // The sandbox has no solutions/: including one does not compile.
  const std::string reader = first_with_role(role, "reads-solution", ch);
  CHECK(chapter_of(grades, reader, ch)["outcome"] == "compile-error");
  CHECK_THAT(chapter_of(grades, reader, ch)["compile_messages"].dump(),
             lab::contains("No such file or directory"));
  // A missing file, and each broken submission, are reasoned entries.
  CHECK(chapter_of(grades, first_with_role(role, "missing", ch), ch)["outcome"] == "not-submitted");
  const std::map<std::string, std::string> rejected = {
      {"broken-dotdot", "leaves the archive (..)"},
      {"broken-absolute", "an absolute path"},
      {"broken-symlink", "a symbolic link that leaves"},
      {"broken-bomb", "an archive bomb"},
      {"broken-empty-repo", "an empty git repository"}};
  for (const auto& [student, why] : rejected) {
    CHECK(chapter_of(grades, student, "1.6")["outcome"] == "rejected");
    CHECK_THAT(chapter_of(grades, student, "1.6")["reason"].get<std::string>(), lab::contains(why));
  }
  CHECK(chapter_of(grades, "broken-nonutf8", "1.6")["score"] == 11);
  for (const json& s : grades["students"])
    if (s["student"] == "broken-nonutf8")
      CHECK_THAT(s["submission"]["notes"].dump(), lab::contains("not UTF-8"));

  // grades.csv: a row per student, a score and max per chapter (and fast points), a total.
  const std::string csv = read_text(out / "grades.csv");
  CHECK(csv.rfind("student,1.6 score,1.6 max,1.6 fast,1.7 score,1.7 max,1.7 fast,1.8 score,1.8 "
                  "max,1.8 fast,total,max\n",
                  0) == 0);
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 17);
  for (const json& s : grades["students"]) {
    char total[64];
    std::snprintf(total, sizeof total, ",%g,%g\n", s["total"].get<double>(),
                  s["max"].get<double>());
    CHECK_THAT(csv, lab::contains(s["student"].get<std::string>() + ",") && lab::contains(total));
  }
  // junit.xml: a suite per student and chapter, a case per test.
  const std::string junit = read_text(out / "junit.xml");
  const auto count = [&](const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  CHECK(count(junit, "<testsuite ") == 48);
  CHECK(count(junit, "<testcase ") == 48 * 8);
  CHECK_THAT(junit, lab::contains("<testsuite name=\"" + good + "/1.6-vector-add (graded)\""));
  // Gradescope: per student, the same total, a test per test case with its weight.
  const json gs = json::parse(read_text(out / "gradescope" / good / "results.json"));
  double sum = 0;
  for (const json& t : gs["tests"]) sum += t["score"].get<double>();
  for (const json& s : grades["students"])
    if (s["student"] == good) CHECK(gs["score"] == s["total"]);
  CHECK(sum == gs["score"].get<double>());
  CHECK(gs["tests"][0].contains("max_score"));
  // report.html: static, every section.
  const std::string html = read_text(out / "report.html");
  for (const char* section :
       {"Per chapter", "Most common failures", "Did not compile", "Optional fast kernels",
        "Similar submissions", "1.000", "Submissions", "fixture-failure", "an archive bomb"})
    CHECK_THAT(html, lab::contains(section));
  CHECK_FALSE(std::regex_search(html, std::regex("(src|href)=\"?(https?:)?//")));
  CHECK_FALSE(std::regex_search(html, std::regex("<script")));
  // Its pictures, inline: a score distribution per chapter, a speed one per fast exercise.
  CHECK_THAT(html, lab::contains("data-picture=\"scores\"") &&
                       lab::contains("1.6 vector-add: scores of the class") &&
                       lab::contains("data-picture=\"speed\"") &&
                       lab::contains(": speed of the class"));
  // The files graded are kept for the instructor.
  CHECK(fs::is_regular_file(out / "files" / good / "1.6-vector-add" / "vector_add.cu"));
}

TEST_CASE("lab grade in Chinese: the class report's fixed texts and the ceiling's name in Chinese",
          "[.grade]") {
  LabEnvironment env = fixture_env();
  env.extra.push_back("LAB_LANG=zh");
  const TempDir dir;
  const fs::path subs = demo_class(env, dir, 6, "1.6");
  const fs::path out = dir.path / "out";
  REQUIRE(grade(env, subs, out, "1.6").code == 0);
  const std::string html = read_text(out / "report.html");
  for (const char* text :
       {"<html lang=zh>", "<title>lab grade：全班报告</title>", "<h1>全班报告</h1>", "全班种子",
        "<h2>各章情况</h2>", "<th>没有可信的结果</th>", "<h2>最常见的失败，按诊断归类</h2>",
        "<h2>选做的快速核函数</h2>", "<th>占同次运行上限（拷贝带宽）的 %</th>",
        "<h2>相似的提交</h2>", "<h2>提交</h2>", "<th>章节文件</th>"})
    CHECK_THAT(html, lab::contains(text));
  for (const char* english : {"Class report", "Per chapter", "Most common failures",
                              "Optional fast kernels", "Similar submissions", "same-run ceiling",
                              "copy bandwidth", "<th>student</th>", ">not met<", ">met<"})
    CHECK_THAT(html, !lab::contains(english));
  std::string student, chapter;
  student = first_with_role(roles(subs), "solution", chapter);
  CHECK_THAT(read_text(out / "gradescope" / student / "results.json"),
             lab::contains("达到上限的 90 %") && !lab::contains("of the ceiling"));
}

TEST_CASE(
    "lab grade: killed with SIGKILL mid-run, the next run loses nothing and counts nothing twice",
    "[.grade]") {
  const LabEnvironment env = fixture_env();
  const TempDir dir;
  const std::string chapters = "1.6,1.9";
  const fs::path subs = demo_class(env, dir, 8, chapters);
  REQUIRE(grade(env, subs, dir.path / "whole", chapters).code == 0);

  const fs::path out = dir.path / "killed";
  std::vector<std::string> args = {from_meson("LAB_BIN"), "grade",      subs.string(), "--out",
                                   out.string(),          "--chapters", chapters};
  args.insert(args.end(), kFast.begin(), kFast.end());
  const std::vector<std::string> vars = env.environment();
  const std::vector<std::string> inherited = lab::test::inherited_settings();
  const pid_t pid = fork();
  if (pid == 0) {
    const int null_fd = open("/dev/null", O_WRONLY);
    dup2(null_fd, 1);
    dup2(null_fd, 2);
    for (const std::string& name : inherited) unsetenv(name.c_str());
    for (const std::string& v : vars) putenv(const_cast<char*>(v.c_str()));
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  // Killed once some results, not all, are in the journal.
  size_t graded = 0;
  for (int i = 0; i < 600 && graded < 6; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    graded = 0;
    for (const json& r : lab::cli::grade::read_journal(out / "journal.jsonl"))
      graded += r.value("outcome", "") == "graded";
  }
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  REQUIRE(WIFSIGNALED(status));
  REQUIRE(graded >= 6);
  CHECK_FALSE(fs::exists(out / "grades.csv"));

  const LabOutput resumed = grade(env, subs, out, chapters);
  INFO(resumed.out);
  REQUIRE(resumed.code == 0);
  CHECK_THAT(resumed.out, lab::contains("kept from the journal (files unchanged)"));
  CHECK(outputs_of(out) == outputs_of(dir.path / "whole"));
  // Each (student, chapter) recorded once: the resumed run graded only what was missing.
  std::map<std::pair<std::string, std::string>, int> records;
  for (const json& r : lab::cli::grade::read_journal(out / "journal.jsonl"))
    if (r["record"] == "chapter") ++records[{r["student"], r["chapter"]}];
  CHECK(records.size() == 14 * 2);
  for (const auto& [key, n] : records) {
    INFO(key.first << " " << key.second);
    CHECK(n == 1);
  }
  // A changed file is graded again; the others are kept.
  const std::string file =
      (subs / "student001" / "chapters" / "1.6-vector-add" / "vector_add.cu").string();
  write_file(file, read_text(file) + "// lab-fixture: fail\n");
  const LabOutput again = grade(env, subs, out, chapters);
  CHECK_THAT(again.out, lab::contains("[1/1] student001 1.6"));
}

TEST_CASE(
    "lab grade: the docs' Slurm scripts, run locally per array task, merge to an unsharded run's "
    "outputs",
    "[.grade]") {
  const LabEnvironment env = fixture_env();
  const TempDir dir;
  const std::string chapters = "1.6,1.10";
  const fs::path subs = demo_class(env, dir, 7, chapters);
  REQUIRE(grade(env, subs, dir.path / "whole", chapters).code == 0);

  const std::string doc = read_text(env.source_root / "docs" / "instructors.md");
  auto script = [&](const std::string& marker) {
    const size_t at = doc.find("<!-- sbatch: " + marker + " -->");
    REQUIRE(at != std::string::npos);
    const size_t start = doc.find("```sh\n", at) + 6;
    return doc.substr(start, doc.find("```", start) - start);
  };
  std::vector<std::string> vars = env.environment();
  vars.insert(vars.end(), {"LAB=" + from_meson("LAB_BIN"), "SUBMISSIONS=" + subs.string(),
                           "OUT=" + (dir.path / "array").string(), "SEED=20260901", "SHARDS=3",
                           "JOBS=2", "GRADE_ARGS=--chapters " + chapters + " --timeout 2"});
  for (int task = 1; task <= 3; ++task) {
    std::vector<std::string> with_task = vars;
    with_task.push_back("SLURM_ARRAY_TASK_ID=" + std::to_string(task));
    const lab::cli::ProcessResult r = lab::cli::run_process(
        {{"bash", "-c", script("grade")}, with_task, lab::test::inherited_settings(), 240});
    INFO(r.output);
    REQUIRE(r.exit_code == 0);
    CHECK_THAT(r.output, lab::contains("shard " + std::to_string(task) + "/3"));
  }
  const lab::cli::ProcessResult merged = lab::cli::run_process(
      {{"bash", "-c", script("merge")}, vars, lab::test::inherited_settings(), 120});
  INFO(merged.output);
  REQUIRE(merged.exit_code == 0);
  CHECK(outputs_of(dir.path / "array" / "merged") == outputs_of(dir.path / "whole"));
  CHECK_THAT(read_text(dir.path / "array" / "merged" / "report.html"),
             lab::contains("Similar submissions"));
  // A shard without the class seed would derive other seeds: refused.
  CHECK(env.run({"grade", subs.string(), "--out", (dir.path / "x").string(), "--shard", "1/2"})
            .code == 2);
}

TEST_CASE("lab grade: refuses without a working bubblewrap, and --no-sandbox is recorded",
          "[.grade]") {
  LabEnvironment env = fixture_env();
  const TempDir dir;
  const fs::path subs = demo_class(env, dir, 2, "1.6");
  write_file(dir.path / "bin" / "bwrap",
             "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n", true);
  env.extra.push_back("PATH=" + (dir.path / "bin").string() + ":" + from_meson("PATH"));
  const LabOutput refused = grade(env, subs, dir.path / "out", "1.6");
  CHECK(refused.code == 1);
  CHECK_THAT(refused.out,
             lab::contains("cannot run submissions in a sandbox") &&
                 lab::contains("bubblewrap cannot create its namespaces on this machine") &&
                 lab::contains("No permissions to create new namespace") &&
                 lab::contains("--no-sandbox"));
  CHECK_FALSE(fs::exists(dir.path / "out" / "grades.csv"));
  const LabOutput unsafe = grade(env, subs, dir.path / "out", "1.6", {"--no-sandbox"});
  INFO(unsafe.out);
  CHECK(unsafe.code == 0);
  CHECK_THAT(unsafe.out, lab::contains("NONE (--no-sandbox)"));
  CHECK_THAT(read_text(dir.path / "out" / "report.html"), lab::contains("none (--no-sandbox)"));
  CHECK_THAT(read_text(dir.path / "out" / "grades.json"),
             lab::contains("\"sandbox\": \"none (--no-sandbox)\""));
}

TEST_CASE(
    "lab grade: the real build in the sandbox (nvcc), in a folder with a space: a solution builds, "
    "an #include of solutions/ does not",
    "[.grade]") {
  const LabEnvironment env;  // no test hook: the chapter's own recipe
  const TempDir dir;
  const fs::path subs = dir.path / "subs";
  write_file(subs / "good" / "chapters" / "1.6-vector-add" / "vector_add.cu",
             read_text(env.source_root / "solutions" / "1.6-vector-add" / "vector_add.cu"));
  write_file(subs / "sly" / "1.6-vector-add" / "vector_add.cu",
             "#include \"solutions/1.6-vector-add/vector_add.cu\"\n");
  write_file(subs / "wrong" / "1.6" / "vector_add.cu", "void vector_add() {}\n");
  const fs::path out = dir.path / "graded out";  // a space: the link must quote its paths
  const LabOutput run = env.run(
      {"grade", subs.string(), "--out", out.string(), "--chapters", "1.6", "--jobs", "2"}, "", 600);
  INFO(run.out);
  const json grades = json::parse(read_text(out / "grades.json"));
  const json good = chapter_of(grades, "good", "1.6");
  INFO(good.dump());
  CHECK(good["outcome"] != "compile-error");  // it built and linked, in a folder with a space
  if (run.code == 77) {
    CHECK(good["outcome"] == "no-gpu");  // built, linked and started: no GPU here
  } else {
    CHECK(run.code == 0);
    CHECK(good["max"] > 0);
    CHECK(good["score"] == good["max"]);
  }
  CHECK(chapter_of(grades, "sly", "1.6")["outcome"] == "compile-error");
  CHECK_THAT(chapter_of(grades, "sly", "1.6")["compile_messages"].dump(),
             lab::contains("1.6-vector-add/vector_add.cu:1:") &&
                 lab::contains("No such file or directory"));
  CHECK(chapter_of(grades, "wrong", "1.6")["outcome"] == "compile-error");
  CHECK_THAT(chapter_of(grades, "wrong", "1.6")["reason"].get<std::string>(),
             lab::contains("does not link"));
}

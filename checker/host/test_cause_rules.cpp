// The causes a student is shown fit all the evidence of the run (checker/harness/cause_rules.h).
// The engine on hand-made runs; then every rule of every chapter, fed synthetic evidence: the
// run where all it needs holds and nothing rules it out shows the cause, and each piece of
// evidence against it, or each need taken away, hides it. And every cause a chapter's code can
// propose has a rule.
#include <cctype>
#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/cause_rules.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"

namespace fs = std::filesystem;
using lab::report::Cause;
using lab::report::Outcome;
using lab::report::TestEnd;

namespace {

constexpr const char* kJudged = "the judged test";

TestEnd result(const std::string& test, Outcome status, std::vector<std::string> ids = {},
               std::vector<Cause> causes = {}) {
  TestEnd t;
  t.test = test;
  t.status = status;
  t.diagnosis = status == Outcome::pass ? "" : "what was observed";
  t.diagnosis_ids = std::move(ids);
  t.causes = std::move(causes);
  return t;
}

// Whether the judgement of the run's first test shows `cause`.
bool shows(const std::vector<lab::CauseRule>& rules, const std::vector<TestEnd>& run,
           const std::string& cause) {
  for (const lab::report::CauseJudgement& j : lab::judge_causes(rules, run))
    if (j.test == run.front().test)
      for (const Cause& c : j.shown)
        if (c.id == cause) return true;
  return false;
}

// Makes `e` hold in `run` (whose first result is the judged test), or, with `hold` false, not.
void make(const lab::Evidence& e, bool hold, std::vector<TestEnd>& run) {
  using Kind = lab::Evidence::Kind;
  for (size_t i = 1; i < run.size(); ++i)
    if (run[i].test == e.name) run.erase(run.begin() + static_cast<long>(i));
  switch (e.kind) {
    case Kind::passed: run.push_back(result(e.name, hold ? Outcome::pass : Outcome::fail)); break;
    case Kind::failed: run.push_back(result(e.name, hold ? Outcome::fail : Outcome::pass)); break;
    case Kind::found:
      if (hold) run.push_back(result("another test", Outcome::fail, {e.name}));
      break;
    case Kind::failed_with:
      run.push_back(hold ? result(e.name, Outcome::fail, {e.id}) : result(e.name, Outcome::pass));
      break;
    case Kind::proposed:
      if (hold) run.front().causes.push_back({e.name, "the other cause"});
      break;
  }
}

// A run in which the judged test proposes `rule.cause` and all the rule needs holds.
std::vector<TestEnd> run_for(const lab::CauseRule& rule) {
  std::vector<TestEnd> run = {result(rule.when.judged_prefix + kJudged, Outcome::fail,
                                     {"some-fact"}, {{rule.cause, "the cause"}})};
  for (const lab::Evidence& e : rule.when.needs) make(e, true, run);
  return run;
}

bool same(const lab::Evidence& a, const lab::Evidence& b) {
  return a.kind == b.kind && a.name == b.name && a.id == b.id;
}

}  // namespace

TEST_CASE("cause rules: a cause is shown unless the run rules it out, in the rules' order",
          "[causes]") {
  const std::vector<lab::CauseRule> rules = {
      {"second", lab::ruled_out_by({lab::passed("ties")})},
      {"first", lab::needs({lab::found("short-count")})},
  };
  std::vector<TestEnd> run = {
      result("sizes", Outcome::fail, {"short-count"},
             {{"unruled", "c"}, {"first", "a"}, {"second", "b"}}),
      result("ties", Outcome::fail),
  };
  auto judged = lab::judge_causes(rules, run);
  REQUIRE(judged.size() == 1);
  REQUIRE(judged[0].shown.size() == 3);
  // The rules' order, then a cause no rule names.
  CHECK(judged[0].shown[0].id == "second");
  CHECK(judged[0].shown[1].id == "first");
  CHECK(judged[0].shown[2].id == "unruled");

  run[1].status = Outcome::pass;  // the ties passed: "second" does not fit
  judged = lab::judge_causes(rules, run);
  REQUIRE(judged.size() == 1);
  CHECK(judged[0].shown.size() == 2);
  REQUIRE(judged[0].ruled_out.size() == 1);
  CHECK(judged[0].ruled_out[0].id == "second");
  CHECK(judged[0].ruled_out[0].by.find("ties") != std::string::npos);

  run[0].diagnosis_ids = {"other"};  // what "first" needs is not there
  judged = lab::judge_causes(rules, run);
  REQUIRE(judged[0].shown.size() == 1);
  CHECK(judged[0].shown[0].id == "unruled");
}

TEST_CASE("cause rules: the judged text is the diagnosis, then the shown causes", "[causes]") {
  lab::report::CauseJudgement j{"t", "Likely cause:", {{"a", "the first"}}, {}};
  CHECK(lab::report::with_causes("seen", j) == "seen\nLikely cause: the first");
  j.shown.push_back({"b", "the second"});
  CHECK(lab::report::with_causes("seen", j) ==
        "seen\nLikely cause:\n  - the first\n  - the second");
  j.shown.clear();
  CHECK(lab::report::with_causes("seen", j) == "seen");

  // A report's causes event completes its test, for every reader.
  std::vector<TestEnd> tests = {result("t", Outcome::fail, {"fact"})};
  lab::report::complete_test({"t", "Likely cause:", {{"a", "the first"}}, {{"b", "x passed"}}},
                             tests);
  CHECK(tests[0].diagnosis == "what was observed\nLikely cause: the first");
  CHECK(tests[0].diagnosis_ids == std::vector<std::string>{"fact", "a"});
}

TEST_CASE("cause rules: every chapter's rule, fed evidence for and against it", "[causes]") {
  const std::vector<std::string> chapters = lab::chapters_with_cause_rules();
  CHECK(!chapters.empty());
  for (const std::string& chapter : chapters) {
    const std::vector<lab::CauseRule>& rules = lab::cause_rules_of(chapter);
    for (const lab::CauseRule& rule : rules) {
      INFO(chapter << ": the rule for " << rule.cause);
      CHECK(shows(rules, run_for(rule), rule.cause));
      for (const lab::Evidence& against : rule.when.ruled_out_by) {
        INFO("ruled out by " << against.name);
        std::vector<TestEnd> run = run_for(rule);
        make(against, true, run);
        CHECK_FALSE(shows(rules, run, rule.cause));
      }
      for (const lab::Evidence& need : rule.when.needs) {
        INFO("needs " << need.name);
        std::vector<TestEnd> run = run_for(rule);
        make(need, false, run);
        bool restored = false;  // a need another need restores is not tested alone
        for (const lab::Evidence& other : rule.when.needs)
          restored |= !same(other, need) && other.name == need.name;
        if (!restored) CHECK_FALSE(shows(rules, run, rule.cause));
      }
    }
  }
}

TEST_CASE("cause rules: every cause a chapter proposes has its rule", "[causes]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  static const std::regex proposed(R"(\bcause\(\s*"([a-z0-9][a-z0-9\-]*)\")");
  size_t causes = 0;
  for (const fs::path& file : lab::test::source_files(root)) {
    const std::string shown = fs::relative(file, root).string();
    // A chapter's checker code: checker/<chapter>/, the chapter's folder named by its number.
    const std::string chapter = fs::path(shown).parent_path().filename().string();
    if (shown.rfind("checker/" + chapter + "/", 0) != 0 || !std::isdigit(chapter[0]) ||
        lab::test::is_test_code(shown))
      continue;
    const std::string code = lab::read_text(file);
    for (auto m = std::sregex_iterator(code.begin(), code.end(), proposed);
         m != std::sregex_iterator(); ++m) {
      const std::string id = (*m)[1];
      INFO(shown << " proposes the cause " << id);
      bool ruled = false;
      for (const lab::CauseRule& rule : lab::cause_rules_of(chapter)) ruled |= rule.cause == id;
      CHECK(ruled);
      ++causes;
    }
  }
  CHECK(causes > 0);
}

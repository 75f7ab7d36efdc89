#include "checker/harness/cause_rules.h"

#include <algorithm>
#include <map>

#include "checker/harness/messages.h"

// The bounds of the section that LAB_CAUSE_RULES fills, from the linker; weak, so a program
// without any rules links and finds none.
extern "C" {
extern const lab::CauseRulesEntry __start_lab_cause_rules[] __attribute__((weak));
extern const lab::CauseRulesEntry __stop_lab_cause_rules[] __attribute__((weak));
}

namespace lab {
namespace {

// Every chapter's rules in this program, joined by chapter (in link order).
const std::map<std::string, std::vector<CauseRule>>& registry() {
  static const std::map<std::string, std::vector<CauseRule>> rules = [] {
    std::map<std::string, std::vector<CauseRule>> all;
    if (__start_lab_cause_rules && __stop_lab_cause_rules)
      for (const CauseRulesEntry* e = __start_lab_cause_rules; e != __stop_lab_cause_rules; ++e) {
        const std::vector<CauseRule>& table = e->rules();
        all[e->chapter].insert(all[e->chapter].end(), table.begin(), table.end());
      }
    return all;
  }();
  return rules;
}

const report::TestEnd* result_of(const std::vector<report::TestEnd>& results,
                                 const std::string& test) {
  for (auto t = results.rbegin(); t != results.rend(); ++t)
    if (t->test == test) return &*t;
  return nullptr;
}

bool has(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool proposes(const report::TestEnd& t, const std::string& cause) {
  return std::any_of(t.causes.begin(), t.causes.end(),
                     [&](const report::Cause& c) { return c.id == cause; });
}

// Whether `e` holds in this run, for the test `judged`.
bool holds(const Evidence& e, const report::TestEnd& judged,
           const std::vector<report::TestEnd>& results) {
  switch (e.kind) {
    case Evidence::Kind::passed: {
      const report::TestEnd* t = result_of(results, e.name);
      return t && t->status == report::Outcome::pass;
    }
    case Evidence::Kind::failed: {
      const report::TestEnd* t = result_of(results, e.name);
      return t && t->status == report::Outcome::fail;
    }
    case Evidence::Kind::found:
      return std::any_of(results.begin(), results.end(), [&](const report::TestEnd& t) {
        return t.status == report::Outcome::fail && has(t.diagnosis_ids, e.name);
      });
    case Evidence::Kind::failed_with: {
      const report::TestEnd* t = result_of(results, e.name);
      return t && t->status == report::Outcome::fail && has(t->diagnosis_ids, e.id);
    }
    case Evidence::Kind::proposed: return proposes(judged, e.name);
  }
  return false;
}

// The evidence, in words: "the test "X" passed".
std::string told(const Evidence& e) {
  switch (e.kind) {
    case Evidence::Kind::passed: return say("harness.evidence.passed", {{"test", e.name}});
    case Evidence::Kind::failed: return say("harness.evidence.failed", {{"test", e.name}});
    case Evidence::Kind::found: return say("harness.evidence.found", {{"id", e.name}});
    case Evidence::Kind::failed_with:
      return say("harness.evidence.failed-with", {{"test", e.name}, {"id", e.id}});
    case Evidence::Kind::proposed: return say("harness.evidence.proposed", {{"id", e.name}});
  }
  return "";
}

// The rule that judges `cause` for the test `judged`.
const CauseRule* rule_for(const std::vector<CauseRule>& rules, const std::string& cause,
                          const std::string& judged) {
  for (const CauseRule& r : rules)
    if (r.cause == cause && judged.rfind(r.when.judged_prefix, 0) == 0) return &r;
  return nullptr;
}

// Where the cause comes in the shown order: the rules' order, then unnamed causes.
size_t rank(const std::vector<CauseRule>& rules, const std::string& cause) {
  for (size_t i = 0; i < rules.size(); ++i)
    if (rules[i].cause == cause) return i;
  return rules.size();
}

report::CauseJudgement judge(const std::vector<CauseRule>& rules, const report::TestEnd& t,
                             const std::vector<report::TestEnd>& results) {
  report::CauseJudgement j;
  j.test = t.test;
  for (const report::Cause& c : t.causes) {
    const CauseRule* rule = rule_for(rules, c.id, t.test);
    std::string against;
    if (rule) {
      for (const Evidence& e : rule->when.needs)
        if (against.empty() && !holds(e, t, results))
          against = say("harness.evidence.missing", {{"evidence", told(e)}});
      for (const Evidence& e : rule->when.ruled_out_by)
        if (against.empty() && holds(e, t, results)) against = told(e);
    }
    if (against.empty())
      j.shown.push_back(c);
    else
      j.ruled_out.push_back({c.id, against});
  }
  std::stable_sort(j.shown.begin(), j.shown.end(),
                   [&](const report::Cause& a, const report::Cause& b) {
                     return rank(rules, a.id) < rank(rules, b.id);
                   });
  j.lead_in = say(j.shown.size() == 1 ? "harness.likely-cause" : "harness.likely-causes");
  return j;
}

}  // namespace

std::vector<report::CauseJudgement> judge_causes(const std::vector<CauseRule>& rules,
                                                 const std::vector<report::TestEnd>& results) {
  std::vector<report::CauseJudgement> judged;
  for (const report::TestEnd& t : results)
    if (t.status == report::Outcome::fail && !t.causes.empty())
      judged.push_back(judge(rules, t, results));
  return judged;
}

const std::vector<CauseRule>& cause_rules_of(const std::string& chapter) {
  static const std::vector<CauseRule> none;
  const auto found = registry().find(chapter);
  return found == registry().end() ? none : found->second;
}

std::vector<std::string> chapters_with_cause_rules() {
  std::vector<std::string> chapters;
  for (const auto& [chapter, rules] : registry()) chapters.push_back(chapter);
  return chapters;
}

std::vector<std::string> unknown_rule_tests(const std::vector<CauseRule>& rules,
                                            const std::vector<std::string>& tests) {
  std::vector<std::string> unknown;
  for (const CauseRule& r : rules)
    for (const auto* list : {&r.when.needs, &r.when.ruled_out_by})
      for (const Evidence& e : *list)
        if ((e.kind == Evidence::Kind::passed || e.kind == Evidence::Kind::failed ||
             e.kind == Evidence::Kind::failed_with) &&
            !has(tests, e.name) && !has(unknown, e.name))
          unknown.push_back(e.name);
  return unknown;
}

}  // namespace lab

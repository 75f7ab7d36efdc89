// Cause rules: which of the causes that a failed test proposes (lab::cause, diagnosis.h) a
// student is shown, judged at the end of the run with every test's result in hand. A cause
// that fits one test's evidence may be contradicted by another test of the same run: a 1.9
// count that is short is explained by `>` instead of `>=` only if the test of elements equal
// to the threshold did not pass. Each chapter writes its rules in one table, in the order its
// causes are shown (checker/<chapter>/cause_rules.cpp):
//
//   LAB_CAUSE_RULES("1.9-atomic",
//       {"greater-instead-of-greater-equal",
//        lab::ruled_out_by({lab::passed("many elements equal to the threshold ...")})},
//       {"count-stops-at-capacity", lab::needs({lab::failed("capacity at, just below ...")})});
//
// A cause no rule names is shown, after those that rules name. The supervisor judges
// (judge_causes) and writes a "causes" event per failed test that proposed any
// (docs/report-format.md); `<checker> --list-tests` fails when a rule names no test of the
// checker (unknown_rule_tests), so a renamed test cannot leave a rule silently dead.
#pragma once

#include <string>
#include <vector>

#include "checker/harness/report.h"

namespace lab {

// One fact about the whole run that a rule can ask for.
struct Evidence {
  enum class Kind {
    passed,       // the test `name` passed
    failed,       // the test `name` ran and failed
    found,        // some test failed with the diagnosis id `name`
    failed_with,  // the test `name` failed with the diagnosis id `id`
    proposed,     // the test being judged proposed the cause `name` too
  };
  Kind kind = Kind::passed;
  std::string name;
  std::string id;  // failed_with's
};

inline Evidence passed(std::string test) { return {Evidence::Kind::passed, std::move(test)}; }
inline Evidence failed(std::string test) { return {Evidence::Kind::failed, std::move(test)}; }
inline Evidence found(std::string id) { return {Evidence::Kind::found, std::move(id)}; }
inline Evidence proposed(std::string cause) { return {Evidence::Kind::proposed, std::move(cause)}; }
inline Evidence failed_with(std::string test, std::string id) {
  return {Evidence::Kind::failed_with, std::move(test), std::move(id)};
}

struct RuleConditions {
  std::vector<Evidence> needs;         // every one must hold for the cause to be shown
  std::vector<Evidence> ruled_out_by;  // any one that holds rules the cause out
  // The rule judges only the tests whose name starts with this ("" for every test): a cause
  // that two functions' tests may propose, each with its own evidence, has a rule for each.
  std::string judged_prefix;

  // lab::needs({...}).unless({...})
  RuleConditions unless(std::vector<Evidence> evidence) const {
    return {needs, std::move(evidence), judged_prefix};
  }
  // lab::ruled_out_by({...}).only_for("reduce_sum:")
  RuleConditions only_for(std::string prefix) const { return {needs, ruled_out_by, prefix}; }
};

inline RuleConditions needs(std::vector<Evidence> evidence) {
  return {std::move(evidence), {}, ""};
}
inline RuleConditions ruled_out_by(std::vector<Evidence> evidence) {
  return {{}, std::move(evidence), ""};
}

// When the cause `cause`, proposed by a failed test, is shown.
struct CauseRule {
  std::string cause;
  RuleConditions when;
};

// The judgement of every failed test that proposed a cause, in the order of `results`.
std::vector<report::CauseJudgement> judge_causes(const std::vector<CauseRule>& rules,
                                                 const std::vector<report::TestEnd>& results);

// The rules of `chapter` ("1.9-atomic"): none when it registered none.
const std::vector<CauseRule>& cause_rules_of(const std::string& chapter);

// The chapters that registered rules in this program.
std::vector<std::string> chapters_with_cause_rules();

// The test names that `rules` name and `tests` lacks, each once.
std::vector<std::string> unknown_rule_tests(const std::vector<CauseRule>& rules,
                                            const std::vector<std::string>& tests);

// One chapter's rules, as LAB_CAUSE_RULES registers them: in an ELF section of its own, a
// constant that needs no static constructor. The supervisor runs before any static
// constructor (checker_main.h) and judges the run before it ends the process, so a table
// that registered itself in a constructor would not be there yet; the rules themselves are
// built on first use.
struct CauseRulesEntry {
  const char* chapter;
  const std::vector<CauseRule>& (*rules)();
};

}  // namespace lab

#define LAB_CAUSE_RULES(chapter, ...)                                               \
  static const std::vector<::lab::CauseRule>& lab_cause_rules_table() {             \
    static const std::vector<::lab::CauseRule> rules{__VA_ARGS__};                  \
    return rules;                                                                   \
  }                                                                                 \
  __attribute__((section("lab_cause_rules"),                                        \
                 used)) static const ::lab::CauseRulesEntry lab_cause_rules_entry { \
    chapter, &lab_cause_rules_table                                                 \
  }

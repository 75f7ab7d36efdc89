// The one vocabulary of how things end (checker/harness/outcome.h): every value reads back
// from its spelling, and no source outside outcome.cpp spells one by hand.
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/outcome.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"

namespace fs = std::filesystem;
using namespace lab::report;

namespace {

std::set<std::string> spellings() {
  std::set<std::string> all;
  for (Outcome o : kOutcomes) {
    all.insert(to_string(o));
    all.insert(status_word(o));
    if (outcome_id(o)) all.insert(outcome_id(o));
  }
  for (Verdict v : kVerdicts) all.insert(to_string(v));
  for (SubmissionOutcome o : kSubmissionOutcomes) all.insert(to_string(o));
  for (IncidentKind k : kIncidentKinds) all.insert(to_string(k));
  return all;
}

// The code of one line without its // comment (a // inside a string literal stays).
std::string without_comment(const std::string& line) {
  bool in_string = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '\\' && in_string) {
      ++i;
    } else if (line[i] == '"') {
      in_string = !in_string;
    } else if (!in_string && line.compare(i, 2, "//") == 0) {
      return line.substr(0, i);
    }
  }
  return line;
}

// Whether the literal at `at` (its opening quote) names a field or a message rather than a
// value: the key of a {"key", value} pair (JSON, message arguments, the catalogues) or of a
// JSON lookup, or a message id.
bool is_a_name(const std::string& code, size_t at, size_t end) {
  size_t before = at;
  while (before > 0 && code[before - 1] == ' ') --before;
  const std::string left = code.substr(0, before);
  const auto ends_with = [&](const char* s) {
    const std::string t = s;
    return left.size() >= t.size() && left.compare(left.size() - t.size(), t.size(), t) == 0;
  };
  size_t after = end + 1;
  while (after < code.size() && code[after] == ' ') ++after;
  const char next = after < code.size() ? code[after] : '\0';
  return (ends_with("{") && next == ',') || ends_with(".value(") || ends_with(".at(") ||
         ends_with(".contains(") || (ends_with("[") && next == ']') || ends_with("say(");
}

// "file:line: \"word\"" for each spelling written as a value in `code`.
std::vector<std::string> spelled_by_hand(const std::string& shown, const std::string& code) {
  const std::set<std::string> words = spellings();
  std::vector<std::string> found;
  std::istringstream lines(code);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    const std::string c = without_comment(line);
    for (size_t at = c.find('"'); at != std::string::npos;) {
      size_t end = at + 1;
      while (end < c.size() && c[end] != '"') end += c[end] == '\\' ? 2 : 1;
      if (end >= c.size()) break;
      const std::string literal = c.substr(at + 1, end - at - 1);
      if (words.count(literal) && !is_a_name(c, at, end))
        found.push_back(shown + ":" + std::to_string(number) + ": \"" + literal + "\"");
      at = c.find('"', end + 1);
    }
  }
  return found;
}

}  // namespace

TEST_CASE("vocabulary: every value reads back from its spelling", "[host][vocabulary]") {
  for (Outcome o : kOutcomes) CHECK(parse_outcome(to_string(o)) == o);
  for (Verdict v : kVerdicts) CHECK(parse_verdict(to_string(v)) == v);
  for (SubmissionOutcome o : kSubmissionOutcomes)
    CHECK(parse_submission_outcome(to_string(o)) == o);
  for (IncidentKind k : kIncidentKinds) CHECK(parse_incident_kind(to_string(k)) == k);
  CHECK_FALSE(parse_outcome("PASS"));
  CHECK_FALSE(parse_verdict(""));
  // .lab/progress.tsv of an earlier lab
  CHECK(parse_verdict("passed") == Verdict::pass);
  CHECK(parse_verdict("failing") == Verdict::fail);
  // The report's status (format 1): a crash, a hang and an early exit are failures whose
  // diagnosis ids say which.
  for (Outcome o : kOutcomes) {
    const Outcome status = *parse_status_word(status_word(o));
    const std::vector<std::string> ids = outcome_id(o)
                                             ? std::vector<std::string>{"wrong-sum", outcome_id(o)}
                                             : std::vector<std::string>{"wrong-sum"};
    CHECK(outcome_from(status, ids) == o);
  }
  CHECK(std::string(status_word(Outcome::crash)) == "fail");
  CHECK(std::string(outcome_id(Outcome::exited)) == "process-exited");
}

TEST_CASE("vocabulary: no source spells an ending by hand", "[host][vocabulary]") {
  REQUIRE(spelled_by_hand("a.cpp", "if (t.status == \"pass\") return \"crash\";\n") ==
          std::vector<std::string>{"a.cpp:1: \"pass\"", "a.cpp:1: \"crash\""});
  REQUIRE(spelled_by_hand("a.cpp",
                          "j = {{\"passed\", n}, {\"hang\", 1}};  // \"fail\"\n"
                          "say(\"hang\", {}); j.value(\"rejected\", \"\");\n")
              .empty());
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  size_t files = 0;
  for (const fs::path& file : lab::test::source_files(root)) {
    const std::string shown = file.lexically_relative(root).generic_string();
    // The catalogues hold prose, in which a word may be a spelling ("interrupted").
    if (shown == "checker/harness/outcome.cpp" || lab::test::is_test_code(shown) ||
        shown.rfind("checker/messages/", 0) == 0)
      continue;
    ++files;
    for (const std::string& where : spelled_by_hand(shown, lab::read_text(file)))
      FAIL_CHECK(where << " spells an ending by hand: use to_string() or parse_*() of "
                          "checker/harness/outcome.h, which spell each one once");
  }
  CHECK(files > 100);
}

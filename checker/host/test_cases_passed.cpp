// lab::CasesPassed (checker/harness/cases_passed.h), the cases of a loop that passed before
// the first that failed: its text in each form the checkers use, in both languages; and no
// loop of the lab joins those cases by hand.
#include <filesystem>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"
#include "common/language.h"

namespace fs = std::filesystem;
using lab::CasesPassed;

namespace {

CasesPassed after(CasesPassed passed, std::initializer_list<const char*> labels) {
  for (const char* label : labels) passed.add(label);
  return passed;
}

}  // namespace

TEST_CASE("cases passed: before the first case, nothing is said", "[host][cases-passed]") {
  for (const CasesPassed& passed :
       {CasesPassed(", "), CasesPassed("; "), CasesPassed(", ", "n = ")}) {
    CHECK(passed.empty());
    CHECK(passed.text().empty());
    CHECK(passed.note("vector-add.sizes-passed", "sizes").empty());
    CHECK(lab::in_chinese([&] { return passed.note("warp.passed", "cases"); }).empty());
  }
}

TEST_CASE("cases passed: sizes joined with \", \"", "[host][cases-passed]") {
  const CasesPassed one = after(CasesPassed(", "), {"1"});
  CHECK(!one.empty());
  CHECK(one.text() == "1");
  const CasesPassed passed = after(CasesPassed(", "), {"1", "3", "31"});
  CHECK(passed.text() == "1, 3, 31");
  CHECK(passed.note("vector-add.sizes-passed", "sizes") == " (n = 1, 3, 31 passed)");
  CHECK(lab::in_chinese([&] { return passed.note("vector-add.sizes-passed", "sizes"); }) ==
        "（n = 1, 3, 31 已通过）");
  CHECK(lab::say("vector-add.failed-at-size",
                 {{"n", 32}, {"passed", passed.note("vector-add.sizes-passed", "sizes")}}) ==
        "n = 32 (n = 1, 3, 31 passed):");
}

TEST_CASE("cases passed: labels joined with \"; \"", "[host][cases-passed]") {
  const CasesPassed passed =
      after(CasesPassed("; "), {"n = 1, chunk = 1", "n = 7, chunk = 1", "n = 5, chunk = 8"});
  CHECK(passed.text() == "n = 1, chunk = 1; n = 7, chunk = 1; n = 5, chunk = 8");
  CHECK(after(CasesPassed("; "), {"7 x 5 x 3"}).text() == "7 x 5 x 3");
  const CasesPassed shapes = after(CasesPassed("; "), {"1 x 1 x 1", "7 x 5 x 3"});
  CHECK(shapes.note("warp.passed", "cases") == " (passed: 1 x 1 x 1; 7 x 5 x 3)");
  CHECK(lab::in_chinese([&] { return shapes.note("warp.passed", "cases"); }) ==
        "（已通过：1 x 1 x 1; 7 x 5 x 3）");
}

TEST_CASE("cases passed: a prefix before the first case (\"n = 1, 31, 32\")",
          "[host][cases-passed]") {
  CHECK(after(CasesPassed(", ", "n = "), {"1"}).text() == "n = 1");
  const CasesPassed passed = after(CasesPassed(", ", "n = "), {"1", "31", "32"});
  CHECK(passed.text() == "n = 1, 31, 32");
  const auto failed = [&] {
    return lab::say("shared-memory.failed-case-after",
                    {{"label", "n = 33"}, {"passed", passed.text()}, {"problems", "wrong"}});
  };
  CHECK(failed() == "n = 33 (n = 1, 31, 32 passed):\nwrong");
  CHECK(lab::in_chinese(failed) == "n = 33（已通过：n = 1, 31, 32）：\nwrong");
}

namespace {

// The numbers of the lines of `code` that join the cases passed by hand, as the loops did
// before CasesPassed: `passed += (passed.empty() ? "" : ", ") + label`.
std::vector<int> hand_joined_lines(const std::string& code) {
  std::vector<int> numbers;
  std::istringstream lines(code);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    if (line.find("passed.empty() ? ") != std::string::npos ||
        line.find("passed += (") != std::string::npos)
      numbers.push_back(number);
  }
  return numbers;
}

}  // namespace

TEST_CASE("cases passed: no loop joins them by hand", "[host][cases-passed]") {
  REQUIRE(
      hand_joined_lines("for (int n : sizes) {\n"
                        "  passed += (passed.empty() ? \"n = \" : \", \") + std::to_string(n);\n"
                        "  sizes_passed.empty() ? \"\" : say(\"x.passed\", {{\"n\", passed}})\n") ==
      std::vector<int>{2, 3});
  REQUIRE(hand_joined_lines("passed.add(label);\nif (passed.empty()) return first;\n").empty());
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  size_t files = 0;
  for (const fs::path& file : lab::test::source_files(root)) {
    const std::string shown = file.lexically_relative(root).generic_string();
    if (shown == "checker/host/test_cases_passed.cpp") continue;  // the examples above
    ++files;
    for (int line : hand_joined_lines(lab::read_text(file)))
      FAIL_CHECK(shown << ":" << line
                       << " joins the cases that passed by hand: use lab::CasesPassed "
                          "(checker/harness/cases_passed.h), which every such loop shares");
  }
  CHECK(files > 100);
}

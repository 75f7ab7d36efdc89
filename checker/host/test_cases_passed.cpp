// lab::CasesPassed (checker/harness/cases_passed.h), the cases of a loop that passed before
// the first that failed: its text in each form the checkers use, in both languages.
#include <initializer_list>
#include <string>

#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "common/language.h"

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

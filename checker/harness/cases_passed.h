// The cases of a loop that passed before the first that failed. A test that runs its cases in
// order stops at the first wrong one, and its diagnosis names those before it, so that the
// student sees how far the code got ("n = 257 (n = 1, 3, 31 passed):").
//
//   lab::CasesPassed passed(", ");
//   for (int n : sizes) {
//     const lab::Problems problems = check(n);
//     if (!problems.empty())
//       LAB_FAIL(lab::all_problems(  // the case's header line, then its problems (their ids)
//           {lab::Diagnosis{"", lab::say("vector-add.failed-at-size",
//                                        {{"n", n},
//                                         {"passed", passed.note("vector-add.sizes-passed",
//                                                                "sizes")}})},
//            problems}));
//     passed.add(std::to_string(n));
//   }
//
// text() is "" until a case is added, then the prefix and the labels joined by the separator:
// CasesPassed(", ", "n = ") after add("1"), add("31") gives "n = 1, 31". Where a diagnosis
// chooses between two messages (none passed, or some), it tests empty() and fills its
// placeholder with text(). A loop never joins the labels itself (a host test checks).
#pragma once

#include <string>
#include <string_view>

namespace lab {

class CasesPassed {
 public:
  explicit CasesPassed(std::string separator, std::string prefix = "");

  // Adds the label of a case that passed.
  void add(const std::string& label);

  bool empty() const { return count_ == 0; }
  // The prefix and the labels added, joined by the separator; "" when none was added.
  const std::string& text() const { return text_; }
  // The message `id` in the reader's language with its placeholder `placeholder` filled with
  // text(); "" when no case has passed, so that a diagnosis says nothing about them.
  std::string note(std::string_view id, const char* placeholder) const;

 private:
  std::string separator_, prefix_, text_;
  size_t count_ = 0;
};

}  // namespace lab

// Diagnoses: what a checker tells a student, built from findings and failed with.
//
//   std::string problems;
//   lab::append_problem(problems, c.check_guards());      // "" adds nothing
//   lab::append_problem(problems, lab::tagged("stale-second-call", "..."));
//   LAB_REQUIRE_CLEAN(problems);                           // fails the test unless ""
//
// A diagnosis may carry ids, stable names such as "stale-second-call" (see tagged()): the
// checker's report lists them beside the text, for grouping and translation, and shows the
// text without them. The supervisor searches the texts for --expect-diagnosis, so that a
// known-wrong variant must fail *for the right reason*.
#pragma once

#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/messages.h"

namespace lab {

// Notes the ids marked in a diagnosis a test fails with (LAB_FAIL does this).
void record_diagnosis(const std::string& text);

// The ids recorded since the last call, without repeats: the worker reports them with the
// test's result.
std::vector<std::string> take_diagnosis_ids();

// `text` marked with the id `id` (lower-case words joined by '-'); "" stays "".
std::string tagged(const std::string& id, const std::string& text);

// The ids marked in `text`, in order and without repeats, and the text without the marks.
struct Untagged {
  std::vector<std::string> ids;
  std::string text;
};
Untagged untag(const std::string& text);

// Adds `problem` to `message` on a line of its own; "" (nothing wrong) adds nothing.
inline void append_problem(std::string& message, const std::string& problem) {
  if (!problem.empty()) message += (message.empty() ? "" : "\n") + problem;
}

// The non-empty problems, one per line ("" when there are none).
inline std::string join_problems(const std::vector<std::string>& problems) {
  std::string all;
  for (const std::string& p : problems) append_problem(all, p);
  return all;
}

// Examples of one kind of problem: the first `most`, joined with "; ", then "(and N more)".
class Examples {
 public:
  explicit Examples(size_t most = 4) : most_(most) {}
  void add(const std::string& text) {
    if (count_++ < most_) text_ += (text_.empty() ? "" : "; ") + text;
  }
  size_t count() const { return count_; }
  std::string text() const {
    return text_ + (count_ > most_ ? say("harness.and-more", {{"count", count_ - most_}}) : "");
  }

 private:
  size_t most_;
  std::string text_;
  size_t count_ = 0;
};

// The diagnosis with the id `id`: its text is the message of the same id in the reader's
// catalogue (messages.h), filled from `args`, tagged with the id.
//   lab::diagnose("wrong-sum", {{"label", f.label}, {"n", n}, {"got", num(got)}})
std::string diagnose(const std::string& id, std::initializer_list<Arg> args = {});

// The diagnosis for a launcher that returned its previous result: it was called again on
// the same buffers with fresh inputs, and `output` came back bit for bit as after the first
// call (while the right answer changed). Id: stale-second-call.
std::string stale_second_call(const std::string& function, const std::string& output);

}  // namespace lab

// Fails the current test with `message` (a std::string), recording it as a diagnosis.
#define LAB_FAIL(message)                       \
  do {                                          \
    const std::string lab_message_ = (message); \
    ::lab::record_diagnosis(lab_message_);      \
    FAIL(::lab::untag(lab_message_).text);      \
  } while (false)

// Fails with `message` unless it is empty ("" means: nothing wrong).
#define LAB_REQUIRE_CLEAN(message)                     \
  do {                                                 \
    const std::string lab_problem_ = (message);        \
    if (!lab_problem_.empty()) LAB_FAIL(lab_problem_); \
  } while (false)

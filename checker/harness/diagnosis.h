// Diagnoses: what a checker tells a student, built from findings and failed with.
//
//   lab::Problems problems;
//   problems.add(c.check_guards());                        // nothing wrong adds nothing
//   problems.add(lab::diagnose("stale-second-call", {{"function", f}, {"output", "c"}}));
//   problems.add({"", lab::say("chapter.some-note")});     // prose: a problem without an id
//   LAB_REQUIRE_CLEAN(problems);                           // fails the test unless empty
//
// A diagnosis is a Diagnosis: an id, a stable name such as "stale-second-call", and the text
// the student reads. The checker's report lists the ids beside the text, for grouping and
// translation. The supervisor searches the texts for --expect-diagnosis, so that a
// known-wrong variant must fail *for the right reason*.
//
// A diagnosis says what was observed. A *cause* (lab::cause) says why it may have happened:
// one test's evidence proposes it, and the chapter's cause rules (cause_rules.h) decide at
// the end of the run, with every test's result in hand, whether it is shown:
//   problems.add(lab::diagnose("count-head", ...));               // the fact
//   problems.add(lab::cause("greater-instead-of-greater-equal"));  // one explanation of it
#pragma once

#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/messages.h"

namespace lab {

// One problem: its id (lower-case words joined by '-', or "" for a problem without a stable
// name) and its text, in the reader's language. A longer text built around it keeps the id:
//   lab::Diagnosis{d.id, prefix + d.text}
struct Diagnosis {
  std::string id;
  std::string text;
  bool cause = false;  // a candidate cause (lab::cause), judged over the whole run
};

// What a check found: the problems in order, each a Diagnosis. A function that finds at most
// one can `return lab::diagnose(...)`, and one that finds none `return {}`. A prose problem
// without a stable id is lab::Diagnosis{"", text}, or explicitly lab::Problems(text).
class Problems {
 public:
  Problems() = default;
  Problems(Diagnosis diagnosis) { add(std::move(diagnosis)); }  // NOLINT
  explicit Problems(std::string text) { add(Diagnosis{"", std::move(text)}); }

  // Adds a problem at the end; one with an empty text (nothing wrong) adds nothing.
  void add(Diagnosis diagnosis);
  void add(const Problems& problems);

  // Nothing wrong: no diagnosis and no cause.
  bool empty() const;
  // The texts of the diagnoses, one per line ("" when there are none); causes are not in it.
  std::string text() const;
  // The ids of the diagnoses, in order and without repeats ("" is not an id).
  std::vector<std::string> ids() const;
  // The candidate causes, in the order proposed, each id once.
  const std::vector<Diagnosis>& causes() const { return causes_; }

  // These problems told by one text that quotes theirs (`whole`, with its own id or ""):
  //   problems.quoted_in(lab::say("memory.round", {{"n", n}, {"problems", problems.text()}}))
  // is one problem with that text, whose ids are whole's and then these problems'. The causes
  // stay causes.
  Problems quoted_in(Diagnosis whole) const;

  Problems quoted_in(std::string whole) const { return quoted_in(Diagnosis{"", std::move(whole)}); }

 private:
  // A Diagnosis with an id and no text names a problem that the text before it quotes.
  std::vector<Diagnosis> items_;
  std::vector<Diagnosis> causes_;
};

// The problems of several checks, in order: lab::all_problems({check_a(), check_b()}).
Problems all_problems(std::initializer_list<Problems> parts);

// Notes the ids of the diagnoses a test fails with (LAB_FAIL does this).
void record_diagnosis(const std::vector<std::string>& ids);

// The ids recorded since the last call, without repeats: the worker reports them with the
// test's result.
std::vector<std::string> take_diagnosis_ids();

// Notes the candidate causes a test fails with (LAB_FAIL does this), each id once.
void record_causes(const std::vector<Diagnosis>& causes);

// The causes recorded since the last call: the worker reports them with the test's result.
std::vector<Diagnosis> take_causes();

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
// catalogue (messages.h), filled from `args`.
//   lab::diagnose("wrong-sum", {{"label", f.label}, {"n", n}, {"got", num(got)}})
Diagnosis diagnose(const std::string& id, std::initializer_list<Arg> args = {});

// A candidate cause with the id `id`, its text the message of that id: shown to the student
// only if the chapter's cause rules, judging every test of the run, do not rule it out.
Diagnosis cause(const std::string& id, std::initializer_list<Arg> args = {});

// The diagnosis for a launcher that returned its previous result: it was called again on
// the same buffers with fresh inputs, and `output` came back bit for bit as after the first
// call (while the right answer changed). Id: stale-second-call.
Diagnosis stale_second_call(const std::string& function, const std::string& output);

// What LAB_FAIL fails with: the diagnoses' text, or the causes' when there is no diagnosis.
std::string failure_text(const Problems& problems);

}  // namespace lab

// Fails the current test with `problems` (Problems, a Diagnosis or, explicitly, a std::string
// of prose without an id), recording their ids for the report. Variadic only so that a braced
// lab::Diagnosis{id, text} may be written inside it.
#define LAB_FAIL(...)                                 \
  do {                                                \
    const ::lab::Problems lab_problems_(__VA_ARGS__); \
    ::lab::record_diagnosis(lab_problems_.ids());     \
    ::lab::record_causes(lab_problems_.causes());     \
    FAIL(::lab::failure_text(lab_problems_));         \
  } while (false)

// Fails with `problems` unless they are empty (nothing wrong).
#define LAB_REQUIRE_CLEAN(...)                     \
  do {                                             \
    const ::lab::Problems lab_clean_(__VA_ARGS__); \
    if (!lab_clean_.empty()) LAB_FAIL(lab_clean_); \
  } while (false)

// Failing a check with a diagnosis. Every diagnosis is also recorded, so that a
// known-wrong variant can be required to fail *for the right reason*
// (checker option --expect-diagnosis TEXT).
#pragma once

#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace lab {

void record_diagnosis(const std::string& text);
const std::vector<std::string>& recorded_diagnoses();

// True when some recorded diagnosis contains `needle` (ignoring case).
bool diagnosis_mentions(const std::string& needle);

}  // namespace lab

// Fails the current test with `message` (a std::string), recording it as a diagnosis.
#define LAB_FAIL(message)                      \
  do {                                         \
    const std::string lab_message_ = (message); \
    ::lab::record_diagnosis(lab_message_);     \
    FAIL(lab_message_);                        \
  } while (false)

// Fails with `message` unless it is empty ("" means: nothing wrong).
#define LAB_REQUIRE_CLEAN(message)                  \
  do {                                              \
    const std::string lab_problem_ = (message);     \
    if (!lab_problem_.empty()) LAB_FAIL(lab_problem_); \
  } while (false)

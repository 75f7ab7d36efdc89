// Reading the report a checker writes with Catch2's XML reporter (`-r xml -o FILE`).
// The file is written as the tests run, so after a crash it still tells which tests
// finished, and which one was running.
#pragma once

#include <string>
#include <vector>

namespace lab::cli {

struct CatchTestCase {
  enum class State { passed, failed, not_run, unfinished };
  std::string name;
  State state = State::unfinished;  // unfinished: started, no result (the process ended)
  std::vector<std::string> messages;  // failures, exceptions, fatal signals, INFO/WARN
  bool fatal_signal = false;          // Catch2 caught a signal (SIGSEGV, SIGABRT) in this test
};

struct CatchReport {
  std::vector<CatchTestCase> tests;
  bool complete = false;  // the run's end was written (</Catch>)
};

// Tolerates a truncated file (a crashed run): what was written is returned.
// A test failing only with the harness's "not run: ..." diagnosis (the GPU context was
// already broken) is State::not_run.
CatchReport parse_catch_xml(const std::string& xml);

// A test's name as a Catch2 v2 command-line filter that selects exactly that test
// (commas, brackets, quotes and backslashes escaped).
std::string catch_filter_for(const std::string& test_name);

}  // namespace lab::cli

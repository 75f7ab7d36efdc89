// The checker's supervisor (see runner.h for what it does and its command line).
//
// It never touches CUDA or Catch2, and it runs before the process's static initialisation:
// it uses only the C and C++ runtime, and the report format.
#pragma once

#include <string>

namespace lab {

// Runs the whole check; returns the process's exit code.
int supervise(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu);

// The hang diagnosis, written once for every reader: the checker, the lab command, the grader.
std::string hang_text(const std::string& test, double timeout_s);

// A test case's name as a Catch2 test spec that selects exactly it (v2 and v3 escape alike:
// a backslash before , [ ] " \ and a leading ~ or *, and before a trailing *).
std::string catch_filter_for(const std::string& test_name);

}  // namespace lab

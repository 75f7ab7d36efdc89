// `lab bench` and the speed note that ends a passing `lab check`: the student's file timed
// beside the reference solution (see docs/lab-command.md, "bench").
#pragma once

#include "checker/cli/verbs.h"

namespace lab::cli {

// After a passing check of the student's file: one quick timing of the chapter's headline
// kernel, the student's and the reference's, as one line ("your vector_add: 81 % of copy
// bandwidth at 2^26 (reference 101 %); ./lab bench 1.6 for details"), kept as a personal
// best. Information only: returns kPassed, or kInterrupted after Ctrl-C.
int print_speed_note(Session& session, const Chapter& chapter);

}  // namespace lab::cli

// What `lab bench`, the speed note of `lab check` and `lab list` say about a kernel's speed:
// plain functions of the benchmark's results, so that the host tests cover every wording.
#pragma once

#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "checker/cli/state_store.h"
#include "checker/harness/bench_results.h"

namespace lab::cli {

// "81 % of copy bandwidth" for a row with a ceiling, else its time: "21.3 us".
std::string speed_figure(const bench::Result& row, int decimals = 0);

// The one line after a passing check, e.g. "your vector_add: 81 % of copy bandwidth at 2^26
// (reference 101 %); ./lab bench 1.6 for details". `reference` may be null.
std::string speed_note(const bench::Result& yours, const bench::Result* reference,
                       const std::string& chapter_id);

// The table of `lab bench`: each exercise row of your run beside the reference's, with the
// % of each run's own ceiling and your time as a multiple of the reference's; then the
// ceilings each run measured.
std::string comparison_table(const bench::Results& yours, const bench::Results& reference);

// The line `lab list` shows under a chapter: its personal best and its targets; "" when it
// has neither yet.
std::string speed_line(const std::optional<Best>& best, const std::vector<bench::Target>& targets);

// The personal best a headline row makes.
Best best_of(const bench::Result& headline, std::time_t when);

// "81 % of copy bandwidth (vector_add at 2^26)", "21.3 us (decode + nms_greedy at 25200 x 85)".
std::string best_text(const Best& best);

}  // namespace lab::cli

// The order-free comparison of chapter 1.9: is what keep_items left in *count and out
// exactly what the contract allows? Records may come in any order, so nothing is
// compared slot by slot with a fixed answer; instead every record is checked on its own
// (inside the input, a copy of it, a match, not a duplicate) and then the set as a whole
// (every match present, or exactly `capacity` records when out was too small).
#pragma once

#include <string>
#include <vector>

#include "chapters/1.9-atomic/keep_items.h"
#include "checker/harness/capture.h"

namespace lab::checks {

// What one call of keep_items left behind.
struct Outcome {
  int count_before = 0;         // what *count held before the call
  int count = 0;                // *count after the call
  std::vector<KeptItem> slots;  // out[0 .. capacity - 1]; filled with poison before the call
};

// None when the outcome is allowed, else a diagnosis a student can act on. `launch` (the
// kernel launch that ran, if known) makes the hints about threads past the end concrete.
Problems check_kept(const std::vector<float>& input, float threshold, const Outcome& got,
                    const KernelLaunch* launch = nullptr);

// The diagnosis when the guard bands around out were written (`guard_report`, from
// GuardedArray::check_guards): records claimed past the capacity were stored anyway.
Problems past_capacity_problem(int capacity, const Problems& guard_report);

}  // namespace lab::checks

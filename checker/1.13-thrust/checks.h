// The checks of chapter 1.13: is what keep_and_sort left in *kept and order what the
// contract says, and did the call do on the GPU what it says it does? Plain functions on
// downloaded data and recorded calls, so that test_reference.cpp covers every diagnosis.
#pragma once

#include <functional>
#include <vector>

#include "checker/harness/diagnosis.h"
#include "checker/harness/spy_call.h"

namespace lab::checks {

// What one call left: *kept and order[0 .. n), poisoned (all bits set: -1) before the call.
struct Outcome {
  int kept = -1;
  std::vector<int> order;
};

// None when got is the contract's answer for these confidences, rows and threshold, else the
// first kind of problem found: unwritten or invalid slots, a wrong count (at-threshold boxes
// rejected named as such), rejected boxes among the kept, a wrong order (ties reversed,
// ascending, or where it first goes wrong).
Problems check_kept_and_order(const std::vector<float>& confidences, const std::vector<int>& rows,
                              float threshold, const Outcome& got);

// None unless one of `calls` copied device memory to the host (is_device: whether an address
// is device memory): the sort then ran on the CPU, and a wait came with it.
Problems check_no_host_copy(const std::vector<spy::Call>& calls,
                            const std::function<bool(const void*)>& is_device);

// The harness's diagnosis of a forbidden call, or an allocation, with what it means with
// Thrust added (which policy or container makes that call); other problems as they are.
Problems with_thrust_advice(const Problems& problems);

}  // namespace lab::checks

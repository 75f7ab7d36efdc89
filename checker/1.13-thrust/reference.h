// The CPU reference of chapter 1.13: which boxes keep_and_sort keeps, and their order.
#pragma once

#include <vector>

namespace lab::box_sort_ref {

// Box a comes before box b (1.12's beats()): a higher confidence, or an equal one and a lower
// row. `confidences` and `rows` are indexed by slot.
bool beats(const std::vector<float>& confidences, const std::vector<int>& rows, int a, int b);

// How many confidences are >= threshold (at the threshold included).
int kept_count(const std::vector<float>& confidences, float threshold);

// The kept slots, best first: what order[0 .. kept) must be, exactly (the order is strict
// because rows are distinct).
std::vector<int> sorted_kept(const std::vector<float>& confidences, const std::vector<int>& rows,
                             float threshold);

}  // namespace lab::box_sort_ref

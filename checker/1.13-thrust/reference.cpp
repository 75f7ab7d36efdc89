#include "reference.h"

#include <algorithm>

namespace lab::box_sort_ref {

bool beats(const std::vector<float>& confidences, const std::vector<int>& rows, int a, int b) {
  return confidences[a] > confidences[b] || (confidences[a] == confidences[b] && rows[a] < rows[b]);
}

int kept_count(const std::vector<float>& confidences, float threshold) {
  return static_cast<int>(std::count_if(confidences.begin(), confidences.end(),
                                        [&](float c) { return c >= threshold; }));
}

std::vector<int> sorted_kept(const std::vector<float>& confidences, const std::vector<int>& rows,
                             float threshold) {
  std::vector<int> slots;
  for (int s = 0; s < static_cast<int>(confidences.size()); ++s)
    if (confidences[s] >= threshold) slots.push_back(s);
  std::sort(slots.begin(), slots.end(),
            [&](int a, int b) { return beats(confidences, rows, a, b); });
  return slots;
}

}  // namespace lab::box_sort_ref

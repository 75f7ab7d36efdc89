#include "reference.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace lab::keep_items_ref {

std::vector<int> matching_indices(const std::vector<float>& input, float threshold) {
  std::vector<int> kept;
  for (size_t i = 0; i < input.size(); ++i)
    if (input[i] >= threshold) kept.push_back(static_cast<int>(i));
  return kept;
}

float threshold_keeping(const std::vector<float>& input, double fraction) {
  const size_t n = input.size();
  const size_t keep = std::clamp<size_t>(static_cast<size_t>(std::ceil(fraction * n)), 1, n);
  std::vector<float> sorted = input;
  std::nth_element(sorted.begin(), sorted.begin() + (keep - 1), sorted.end(),
                   std::greater<float>());
  return sorted[keep - 1];
}

}  // namespace lab::keep_items_ref

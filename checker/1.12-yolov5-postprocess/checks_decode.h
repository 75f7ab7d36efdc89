// The order-free comparison of decode's output: *count exactly, and each stored box matched
// to the reference through its source row (rows[slot]), so the slot order does not matter.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "checker/harness/diagnosis.h"

namespace lab::checks {

struct DecodeInput {
  std::vector<float> predict;  // num_boxes * (5 + num_classes)
  int num_classes = 80;
  float conf_threshold = 0.25f;
  std::array<float, 6> d2i{};
  int max_objects = 1024;
};

// What one call of decode left behind.
struct DecodeOutcome {
  int count_before = 0;      // *count before the call
  int count = 0;             // *count after it
  std::vector<float> boxes;  // max_objects * 7 floats, poisoned (0xFF bytes) before the call
  std::vector<int> rows;     // max_objects ints, poisoned likewise
};

// None when the outcome is what the contract allows, else a diagnosis.
Problems check_decode(const DecodeInput& in, const DecodeOutcome& got);

}  // namespace lab::checks

// CPU reference for chapter 1.9: which elements keep_items must keep. Exact: keeping an
// element is a comparison and copying it is a copy, so no tolerance is involved.
#pragma once

#include <vector>

namespace lab::keep_items_ref {

// The indices i with input[i] >= threshold, ascending.
std::vector<int> matching_indices(const std::vector<float>& input, float threshold);

// A threshold that keeps about `fraction` of the input (at least one element): the
// value of rank ceil(fraction * n) from the top, so at least one element equals it and the
// ">=" (not ">") of the contract is always tested. The input must not be empty.
float threshold_keeping(const std::vector<float>& input, double fraction);

}  // namespace lab::keep_items_ref

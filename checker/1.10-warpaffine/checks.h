// Runs the student's warp_affine_bilinear / warp_affine_to_tensor on one case and returns
// every problem found ("" when it is all correct): what it launched, guard bands, inputs
// unchanged, pixels never written, row padding untouched, the same result twice, and the
// values against the CPU reference; then a second call on the same buffers with a fresh
// picture, which must give that picture's warp (not the first call's result). On a wrong
// result it names the likely mistake and writes pictures of yours, the reference and the
// differences.
#pragma once

#include <string>
#include <vector>

#include "warp_case.h"

namespace lab::checks {

std::string check_warp(const WarpCase& c);
std::string check_tensor(const WarpCase& c);

// Runs `check` on each case, smallest first, and stops at the first failure, saying which
// cases passed before it.
std::string check_all(const std::vector<WarpCase>& cases, std::string (*check)(const WarpCase&));

}  // namespace lab::checks

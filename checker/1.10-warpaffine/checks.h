// Runs the student's warp_affine_bilinear / warp_affine_to_tensor on one case and returns
// every problem found (none when it is all correct): what it launched, guard bands, inputs
// unchanged, pixels never written, row padding untouched, the same result twice, and the
// values against the CPU reference; then a second call on the same buffers with a fresh
// picture, which must give that picture's warp (not the first call's result). On a wrong
// result it names the likely mistake and writes pictures of yours, the reference and the
// differences.
#pragma once

#include <string>
#include <vector>

#include "checker/harness/diagnosis.h"
#include "warp_case.h"

namespace lab::checks {

Problems check_warp(const WarpCase& c);
Problems check_tensor(const WarpCase& c);

// Runs `check` on each case, smallest first, and stops at the first failure, saying which
// cases passed before it.
Problems check_all(const std::vector<WarpCase>& cases, Problems (*check)(const WarpCase&));

}  // namespace lab::checks

// What `lab profile` suggests trying next: rules over the measured numbers of a row's main
// kernel (the one that took the longest), the student's beside the reference's, each rule with
// a name that the host tests use ([profile] in test_profile_advice.cpp) and a sentence from the
// message catalogue that quotes the numbers it was chosen by.
//
//   for (const Advice& a : advice(yours, &reference, chapter.profile->focus)) ...
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/cli/profile/kernel_profile.h"

namespace lab::cli::profile {

struct Advice {
  std::string rule;  // "uncoalesced", "bank-conflicts", "many-atomics", ...
  std::string text;  // in the reader's language
};

// Seconds from the details page's Duration ("181.79" "us"); nullopt without one.
std::optional<double> seconds(const KernelProfile& kernel);

// The kernel of `kernels` that took the longest; nullptr for none.
const KernelProfile* main_kernel(const std::vector<KernelProfile>& kernels);

// At most two pieces of advice, the most telling first; never none. `reference` is the
// reference solution's main kernel of the same row, nullptr where there is none (--solution);
// `focus` is what the chapter's manifest has its profile look at ("flops": GEMM's advice).
std::vector<Advice> advice(const KernelProfile& yours, const KernelProfile* reference,
                           const std::vector<std::string>& focus);

}  // namespace lab::cli::profile

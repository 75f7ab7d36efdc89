// 1.8's cause rules (checker/harness/cause_rules.h), in the order their causes are shown. A race
// that did not show in the race experiment remains a cause, unless the test of 2^25 ones of the
// same function found a sequential sum, which explains the error without any race.
#include "checker/harness/cause_rules.h"

namespace {
constexpr const char* kOnes = "reduce_sum: 2^25 ones add up to exactly 2^25 (a tree's accuracy)";
constexpr const char* kFastOnes =
    "reduce_sum_fast (optional): 2^25 ones add up to exactly 2^25 (a tree's accuracy)";
}  // namespace

LAB_CAUSE_RULES(
    "1.8-reduce-sum",
    {"race-under-load",
     lab::ruled_out_by({lab::failed_with(kOnes, "sequential-sum")}).only_for("reduce_sum:")},
    {"race-under-load", lab::ruled_out_by({lab::failed_with(kFastOnes, "sequential-sum")})
                            .only_for("reduce_sum_fast")});

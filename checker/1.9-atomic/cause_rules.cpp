// 1.9's cause rules (checker/harness/cause_rules.h), in the order their causes are shown.
#include "checker/harness/cause_rules.h"

LAB_CAUSE_RULES(
    "1.9-atomic",
    // Exact: *count equals the capacity of a too-small out. Not when every test whose out was too
    // small passed (then the count stopped at the capacity by coincidence elsewhere).
    {"count-stops-at-capacity",
     lab::ruled_out_by(
         {lab::passed("capacity at, just below and far below the number of matches")})},
    // *count equals the elements > threshold: ruled out when the test made of ties passed.
    {"greater-instead-of-greater-equal",
     lab::ruled_out_by(
         {lab::passed("many elements equal to the threshold are all kept (>=, not >)")})});

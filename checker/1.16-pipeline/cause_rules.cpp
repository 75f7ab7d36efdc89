// 1.16's cause rules (checker/harness/cause_rules.h), in the order their causes are shown. A
// frame's wrong boxes (the results and gate tests) come from a buffer reused too early; which
// buffer, the structure test tells: each structural cause is shown only where its rule found
// the mistake, and results read too early only where none of them explains the boxes.
#include "checker/harness/cause_rules.h"

LAB_CAUSE_RULES(
    "1.16-pipeline",
    {"pipeline-cause-staging-rewritten", lab::needs({lab::found("pipeline-staging-reused")})},
    {"pipeline-cause-frame-rewritten", lab::needs({lab::found("pipeline-no-join")})},
    {"pipeline-cause-preprocessed-early", lab::needs({lab::found("pipeline-no-fork")})},
    {"pipeline-cause-results-early",
     lab::ruled_out_by({lab::found("pipeline-staging-reused"), lab::found("pipeline-no-join"),
                        lab::found("pipeline-no-fork")})});

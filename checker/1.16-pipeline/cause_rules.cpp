// 1.16's cause rules (checker/harness/cause_rules.h), in the order their causes are shown. A
// frame's wrong boxes (the results and held-stream tests) come from a buffer reused too early;
// which buffer, the structure test tells: each structural cause is shown only where that test
// found the mistake, and results read too early only where none of them explains the boxes.
#include "checker/harness/cause_rules.h"

namespace {

constexpr const char* kStructure =
    "pipeline_run: the upload of frame i + 1 never waits for frame i's post-processing";

}  // namespace

LAB_CAUSE_RULES("1.16-pipeline",
                {"pipeline-cause-staging-rewritten",
                 lab::needs({lab::failed_with(kStructure, "pipeline-staging-reused")})},
                {"pipeline-cause-frame-rewritten",
                 lab::needs({lab::failed_with(kStructure, "pipeline-no-join")})},
                {"pipeline-cause-preprocessed-early",
                 lab::needs({lab::failed_with(kStructure, "pipeline-no-fork")})},
                {"pipeline-cause-results-early",
                 lab::ruled_out_by({lab::failed_with(kStructure, "pipeline-staging-reused"),
                                    lab::failed_with(kStructure, "pipeline-no-join"),
                                    lab::failed_with(kStructure, "pipeline-no-fork")})});

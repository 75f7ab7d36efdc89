// Runs the student's decode / NMS on the GPU under stream capture, on guarded buffers, and
// checks the results (checks_decode.h, checks_nms.h). Each returns the problems (none when right).
#pragma once

#include <string>

#include "checks_decode.h"
#include "checks_nms.h"
#include "nms_cases.h"

namespace lab::checks {

// decode twice on the same buffers (*count holding a stale value before the first call),
// then once more with every box moved, nothing reset in between: it must decode the new
// boxes, not keep the first call's result.
Problems run_decode(const DecodeInput& in);

// nms_fast or nms_greedy on the case's boxes, twice (the boxes uploaded again before each),
// then once more on boxes changed so that one more box must be suppressed.
Problems run_nms(const NmsCase& c, bool greedy);

// decode, then nms_greedy on decode's output with no host step in between; NMS is checked
// against the reference applied to what decode produced (after decode itself was checked).
Problems run_pipeline(const DecodeInput& in, float iou_threshold);

}  // namespace lab::checks

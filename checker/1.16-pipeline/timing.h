// The optional timing of chapter 1.16 (lab grade's fast exercise): frames per second of the
// student's pipeline against the one-stream serial pipeline, both measured in the same run on
// the same video, and the latency of a frame (from the start of a run to its results). It
// records a timing and never fails: a busy GPU must not cost a correct pipeline anything.
#pragma once

#include <string>

#include "chapters/1.16-pipeline/scene.h"

namespace lab::pipeline_timing {

// Times `runs` runs of each over `video` (the median counts) and records the result with
// lab::record_kernel_timing; returns the note to print (throughput and latency, both ways).
std::string timed_against_serial(const Video& video, int depth, int runs);

}  // namespace lab::pipeline_timing

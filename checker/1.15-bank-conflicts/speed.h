// The optional fast exercise of 1.15, as the checker records it and the benchmark shows it:
// the slower of transpose_padded and transpose_swizzled against the student's own
// transpose_naive, all three timed in the same run at the same size.
#pragma once

#include <cstddef>
#include <string>

#include "checker/harness/bench_timing.h"

namespace lab::transpose_speed {

// The row named by the manifest's fast kernel: its rate is the slower form's (GB/s, bytes
// read plus written), its ceiling transpose_naive's, so its fraction of the ceiling is
// naive's time over the slower form's.
bench::Result conflict_free_row(const bench::Timing& naive, const bench::Timing& padded,
                                const bench::Timing& swizzled, const std::string& size,
                                size_t bytes);

}  // namespace lab::transpose_speed

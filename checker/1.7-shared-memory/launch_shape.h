// What 1.7's launch shape says when a result is wrong, read from the recorded launch: a block
// that is not the tile the contract fixes, and an index with gridDim.x in place of blockDim.x.
//
//   if (Diagnosis p = block_shape_problem(launch, chunk, "shared-memory.reverse-block-shape");
//       !p.text.empty()) return p;                    // before running the kernel
//   hints.add(hint_line(grid_dim_finding(out, launch)));
#pragma once

#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/diagnosis.h"

namespace lab::checks {

// None when the launch's block is (want, 1, 1), the shape the contract fixes; else the
// tile-block-mismatch diagnosis, whose text is the message `message` (placeholders {launch}
// and {want}). Checked before running: a block larger than the tile it stages may make the
// kernel store past the end of its shared buffer.
Diagnosis block_shape_problem(const KernelLaunch& launch, unsigned want,
                              const std::string& message);

// The elements of `got` that were written (not poison) are exactly those an index with
// gridDim.x in place of blockDim.x reaches with this launch, and some are not: the
// grid-dim-for-block-dim diagnosis; else none.
Diagnosis grid_dim_finding(const std::vector<float>& got, const KernelLaunch& launch);

}  // namespace lab::checks

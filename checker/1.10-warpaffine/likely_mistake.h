// When a result is wrong, the checker recomputes it the way known mistakes would and names
// the mistake whose result matches yours: a precise hint instead of a count of wrong pixels.
#pragma once

#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/diagnosis.h"
#include "warp_case.h"

namespace lab::checks {

// `got`: warp_affine_bilinear's output in levels (B, G, R per pixel; NaN never written).
// `launch`: the kernel's recorded launch, or null, for the mistakes of the thread's pixel.
// None when no known mistake matches.
Problems likely_image_mistake(const std::vector<double>& got, const WarpCase& c,
                              const KernelLaunch* launch);

// `got`: warp_affine_to_tensor's output times 255 (planes R, G, B).
Problems likely_tensor_mistake(const std::vector<double>& got, const WarpCase& c,
                               const KernelLaunch* launch);

}  // namespace lab::checks

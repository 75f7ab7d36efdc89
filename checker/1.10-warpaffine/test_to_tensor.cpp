// The chapter 1.10 checker, part 3: warp_affine_to_tensor, the fused preprocessing, against
// the CPU reference (the same warp with fill 114, then R, G, B planes of level / 255).
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"
#include "checks.h"
#include "general_matrix.h"

using lab::checks::check_all;
using lab::checks::check_tensor;
using lab::checks::letterbox_case;

LAB_GPU_TEST("tensor: the detector's input, 1920 x 1080 -> 3 x 640 x 640", "[1.10][tensor]") {
  lab::Rng rng = lab::rng_for("1.10 tensor 1080p");
  LAB_REQUIRE_CLEAN(check_all({letterbox_case(1920, 1080, 640, 640, rng)}, check_tensor));
}

LAB_GPU_TEST("tensor: portrait, upscaled, tiny, padded and rotated sources", "[1.10][tensor]") {
  lab::Rng rng = lab::rng_for("1.10 tensor shapes");
  LAB_REQUIRE_CLEAN(check_all(
      {letterbox_case(1, 1, 3, 5, rng), letterbox_case(3, 5, 7, 4, rng, 1),
       letterbox_case(550, 676, 640, 640, rng), letterbox_case(97, 61, 640, 384, rng),
       letterbox_case(1001, 333, 320, 256, rng, 5),
       lab::checks::rotated_case(419, 257, 7, 301, 203, rng), letterbox_case(8, 8, 0, 7, rng)},
      check_tensor));
}

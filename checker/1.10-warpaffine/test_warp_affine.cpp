// The chapter 1.10 checker, part 2: warp_affine_bilinear on the GPU against the CPU
// reference, over the shapes that break wrong code. Every case gets a fresh picture and
// fill value from the seed; the matrix is the lab's letterbox (letterbox_matrix is checked
// on its own), or a rotation for the last cases.
#include <cmath>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"
#include "checks.h"
#include "general_matrix.h"

using lab::checks::check_all;
using lab::checks::check_warp;
using lab::checks::letterbox_case;
using lab::checks::WarpCase;

LAB_GPU_TEST("the course's picture: 550 x 676 -> 640 x 640 (portrait, scale 0.947, fill 114)",
             "[1.10]") {
  lab::Rng rng = lab::rng_for("1.10 warp course");
  LAB_REQUIRE_CLEAN(check_all({letterbox_case(550, 676, 640, 640, rng, 0, 0, false)}, check_warp));
}

LAB_GPU_TEST("the detector's input: 1920 x 1080 -> 640 x 640 (landscape, scale 1/3, fill 114)",
             "[1.10]") {
  lab::Rng rng = lab::rng_for("1.10 warp 1080p");
  LAB_REQUIRE_CLEAN(
      check_all({letterbox_case(1920, 1080, 640, 640, rng, 0, 0, false)}, check_warp));
}

LAB_GPU_TEST("upscaling, downscaling, s == 1 and non-square destinations", "[1.10]") {
  lab::Rng rng = lab::rng_for("1.10 warp shapes");
  std::vector<WarpCase> cases;
  // Sizes that are not multiples of the block (32 x 8), landscape and portrait, by 2, by
  // 15.6, by 1 and by about 1/3.
  for (const auto& s : std::vector<std::vector<int>>{{320, 180, 640, 640},
                                                     {97, 61, 640, 384},
                                                     {64, 48, 1000, 1000},
                                                     {640, 640, 640, 640},
                                                     {1280, 720, 640, 384},
                                                     {1001, 333, 320, 256},
                                                     {333, 1001, 256, 320}})
    cases.push_back(letterbox_case(s[0], s[1], s[2], s[3], rng));
  LAB_REQUIRE_CLEAN(check_all(cases, check_warp));
}

LAB_GPU_TEST("tiny and odd sizes: 1 x 1, 2 x 3, 3 x 5, 7 x 1 sources and destinations", "[1.10]") {
  lab::Rng rng = lab::rng_for("1.10 warp tiny");
  std::vector<WarpCase> cases;
  // A 1 x 1 source scaled up is one pixel blended into the fill on every side: the border
  // rule in its purest form.
  for (const auto& s : std::vector<std::vector<int>>{{1, 1, 1, 1},
                                                     {5, 5, 1, 1},
                                                     {1, 1, 64, 64},
                                                     {2, 3, 5, 5},
                                                     {3, 5, 7, 4},
                                                     {7, 1, 3, 3},
                                                     {1, 7, 9, 2}})
    cases.push_back(letterbox_case(s[0], s[1], s[2], s[3], rng));
  LAB_REQUIRE_CLEAN(check_all(cases, check_warp));
}

LAB_GPU_TEST("padded rows: line sizes larger than 3 * width, in src and in dst", "[1.10]") {
  lab::Rng rng = lab::rng_for("1.10 warp padded");
  // Odd paddings (rows not even 4-byte aligned) and a 256-byte aligned pitch, as
  // cudaMallocPitch would give.
  LAB_REQUIRE_CLEAN(check_all(
      {letterbox_case(3, 5, 7, 4, rng, 1, 3), letterbox_case(550, 676, 640, 640, rng, 5, 13),
       letterbox_case(1920, 1080, 640, 384, rng, 5888 - 3 * 1920, 2048 - 3 * 640)},
      check_warp));
}

LAB_GPU_TEST("rotated and sheared matrices: every entry of d2i is used", "[1.10]") {
  lab::Rng rng = lab::rng_for("1.10 warp rotated");
  LAB_REQUIRE_CLEAN(check_all({lab::checks::rotated_case(419, 257, 7, 301, 203, rng),
                               lab::checks::rotated_case(64, 64, 0, 97, 89, rng)},
                              check_warp));
}

LAB_GPU_TEST("an empty destination (0 x 7, 5 x 0) launches nothing", "[1.10]") {
  lab::Rng rng = lab::rng_for("1.10 warp empty");
  LAB_REQUIRE_CLEAN(
      check_all({letterbox_case(8, 8, 0, 7, rng), letterbox_case(8, 8, 5, 0, rng)}, check_warp));
}

// The chapter 1.11 checker: every GEMM variant on its own, against a float64 CPU reference
// (and against cuBLAS from 2048^3 on), within the rounding bound of a float32 dot product.
#include <string>
#include <vector>

#include "checker/harness/catch.h"

#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checks.h"

using lab::checks::check_gemm;
using lab::checks::Function;
using lab::checks::Inputs;
using lab::checks::Reference;
using lab::gemm_ref::Shape;

namespace {

// Not multiples of the 16 x 16 or 128 x 128 tiles, primes, one row or column, tall and
// skinny, wide.
const std::vector<Shape> kOddShapes = {{1, 1, 1},      {7, 5, 3},     {17, 33, 9},    {33, 17, 65},
                                       {129, 127, 33}, {1000, 3, 700}, {3, 1000, 700}, {1, 4096, 64},
                                       {4096, 1, 64}};
// Whole tiles: the fast paths without edges.
const std::vector<Shape> kTileShapes = {{16, 16, 16}, {128, 128, 8}, {256, 256, 256}, {384, 128, 520}};

void check_shapes(const Function& f, const std::vector<Shape>& shapes, Inputs inputs = Inputs::random,
                  Reference reference = Reference::cpu) {
  std::string passed;
  for (const Shape& s : shapes) {
    const std::string problems = check_gemm(f, s, inputs, reference);
    if (!problems.empty())
      LAB_FAIL(problems +
               (passed.empty() ? "" : "  " + lab::say("gemm.passed-before", {{"shapes", passed}})));
    passed += (passed.empty() ? "" : "; ") + s.label();
  }
}

void odd_shapes(const Function& f) { check_shapes(f, kOddShapes); }
void tile_shapes(const Function& f) { check_shapes(f, kTileShapes); }
void course_shape(const Function& f) { check_shapes(f, {{2000, 3000, 500}}); }
void precision(const Function& f) { check_shapes(f, {{512, 512, 256}}, Inputs::near_one); }
void large(const Function& f, std::vector<Shape> shapes) { check_shapes(f, shapes, Inputs::random, Reference::cublas); }

const std::vector<Shape> kLarge = {{2048, 2048, 2048}, {2047, 2049, 1031}};

}  // namespace

LAB_GPU_TEST("gemm_naive: odd shapes, 1 x 1 x 1 to 4096 x 1 x 64", "[1.11]") { odd_shapes(lab::checks::naive()); }
LAB_GPU_TEST("gemm_naive: whole tiles", "[1.11]") { tile_shapes(lab::checks::naive()); }
LAB_GPU_TEST("gemm_naive: the course's 2000 x 3000 x 500", "[1.11]") { course_shape(lab::checks::naive()); }
LAB_GPU_TEST("gemm_naive: float32 precision", "[1.11]") { precision(lab::checks::naive()); }
LAB_GPU_TEST("gemm_naive: 2048^3 and 2047 x 2049 x 1031 against cuBLAS", "[1.11]") {
  large(lab::checks::naive(), kLarge);
}

LAB_GPU_TEST("gemm_tiled: odd shapes, 1 x 1 x 1 to 4096 x 1 x 64", "[1.11]") { odd_shapes(lab::checks::tiled()); }
LAB_GPU_TEST("gemm_tiled: whole tiles", "[1.11]") { tile_shapes(lab::checks::tiled()); }
LAB_GPU_TEST("gemm_tiled: the course's 2000 x 3000 x 500", "[1.11]") { course_shape(lab::checks::tiled()); }
LAB_GPU_TEST("gemm_tiled: float32 precision", "[1.11]") { precision(lab::checks::tiled()); }
LAB_GPU_TEST("gemm_tiled: 2048^3 and 2047 x 2049 x 1031 against cuBLAS", "[1.11]") {
  large(lab::checks::tiled(), kLarge);
}

LAB_GPU_TEST("gemm_cublas: odd shapes, 1 x 1 x 1 to 4096 x 1 x 64", "[1.11]") { odd_shapes(lab::checks::cublas()); }
LAB_GPU_TEST("gemm_cublas: whole tiles", "[1.11]") { tile_shapes(lab::checks::cublas()); }
LAB_GPU_TEST("gemm_cublas: the course's 2000 x 3000 x 500", "[1.11]") { course_shape(lab::checks::cublas()); }
LAB_GPU_TEST("gemm_cublas: computes in FP32, not TF32 (inputs just above 1)", "[1.11]") {
  precision(lab::checks::cublas());
}

// The optional exercise. Until it is written it calls gemm_tiled and passes whenever
// gemm_tiled does; a note says so.
LAB_GPU_TEST("gemm_fast (optional): is it written yet?", "[1.11][optional]") {
  const Shape s{256, 256, 256};
  if (lab::checks::kernels_launched(lab::checks::fast(), s) ==
      lab::checks::kernels_launched(lab::checks::tiled(), s))
    WARN(lab::say("gemm.note.fast-is-tiled"));
}
LAB_GPU_TEST("gemm_fast (optional): odd shapes", "[1.11][optional]") { odd_shapes(lab::checks::fast()); }
LAB_GPU_TEST("gemm_fast (optional): whole tiles", "[1.11][optional]") { tile_shapes(lab::checks::fast()); }
LAB_GPU_TEST("gemm_fast (optional): the course's 2000 x 3000 x 500", "[1.11][optional]") {
  course_shape(lab::checks::fast());
}
LAB_GPU_TEST("gemm_fast (optional): float32 precision", "[1.11][optional]") { precision(lab::checks::fast()); }
LAB_GPU_TEST("gemm_fast (optional): 2048^3, 2047 x 2049 x 1031 and 4096^3 against cuBLAS", "[1.11][optional]") {
  large(lab::checks::fast(), {{2048, 2048, 2048}, {2047, 2049, 1031}, {4096, 4096, 4096}});
}

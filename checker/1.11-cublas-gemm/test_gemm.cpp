// The chapter 1.11 checker: every GEMM variant on its own, against a float64 CPU reference
// (and against cuBLAS from 2048^3 on), within the rounding bound of a float32 dot product.
#include <cmath>
#include <string>
#include <vector>

#include "checker/harness/bench_timing.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/worker.h"
#include "checks.h"
#include "common/buffers.h"
#include "common/cublas_check.h"
#include "cublas_product.h"

using lab::checks::check_gemm;
using lab::checks::Function;
using lab::checks::Inputs;
using lab::checks::Reference;
using lab::gemm_ref::Shape;

namespace {

// Not multiples of the 16 x 16 or 128 x 128 tiles, primes, one row or column, tall and
// skinny, wide.
const std::vector<Shape> kOddShapes = {{1, 1, 1},      {7, 5, 3},      {17, 33, 9},
                                       {33, 17, 65},   {129, 127, 33}, {1000, 3, 700},
                                       {3, 1000, 700}, {1, 4096, 64},  {4096, 1, 64}};
// Whole tiles: the fast paths without edges.
const std::vector<Shape> kTileShapes = {
    {16, 16, 16}, {128, 128, 8}, {256, 256, 256}, {384, 128, 520}};

void check_shapes(const Function& f, const std::vector<Shape>& shapes,
                  Inputs inputs = Inputs::random, Reference reference = Reference::cpu) {
  lab::CasesPassed passed("; ");
  for (const Shape& s : shapes) {
    const lab::Problems problems = check_gemm(f, s, inputs, reference);
    if (!problems.empty())
      LAB_FAIL(problems.quoted_in(problems.text() + passed.note("gemm.passed-before", "shapes")));
    passed.add(s.label());
  }
}

void odd_shapes(const Function& f) { check_shapes(f, kOddShapes); }
void tile_shapes(const Function& f) { check_shapes(f, kTileShapes); }
void course_shape(const Function& f) { check_shapes(f, {{2000, 3000, 500}}); }
void precision(const Function& f) { check_shapes(f, {{512, 512, 256}}, Inputs::near_one); }
void large(const Function& f, std::vector<Shape> shapes) {
  check_shapes(f, shapes, Inputs::random, Reference::cublas);
}

const std::vector<Shape> kLarge = {{2048, 2048, 2048}, {2047, 2049, 1031}};

// The fast exercise's speed, for `lab grade` (docs/instructors.md): the median time at 4096^3
// against cublasSgemm on the same inputs, both measured here as `./lab bench 1.11` measures
// them (bench_gemm.cpp), and recorded as the test's timing. Speed never fails the test (a
// busy GPU must not cost a correct answer anything); a wrong result does.
void timed_against_cublas(const Function& f) {
  namespace bench = lab::bench;
  constexpr int n = 4096;
  const size_t elements = size_t(n) * n;
  lab::Rng rng = lab::rng_for("1.11 " + f.name + " timed");
  // A and B are random chunks repeated (made on the GPU: generating 2 x 4096^2 values on the
  // host would take longer than the timing); |A| and |B| bound the rounding of each product.
  std::vector<std::vector<float>> chunks = {lab::gemm_ref::random_matrix(1 << 16, rng),
                                            lab::gemm_ref::random_matrix(1 << 16, rng)};
  for (int m = 0; m < 2; ++m) {
    chunks.push_back(chunks[m]);
    for (float& v : chunks.back()) v = std::fabs(v);
  }
  const lab::Stream stream;
  const lab::CublasHandle handle;
  const int sets = bench::rotation_count(3 * elements * sizeof(float));
  std::vector<lab::DeviceBuffer<float>> A, B, C;
  for (int s = 0; s < sets; ++s) {
    A.emplace_back(elements), B.emplace_back(elements), C.emplace_back(elements);
    bench::fill_with_copies(A.back().data(), elements, chunks[0], stream);
    bench::fill_with_copies(B.back().data(), elements, chunks[1], stream);
  }
  // Each call takes milliseconds: fewer repetitions than the benchmark's keep the check
  // short, and their median is as steady.
  constexpr int kWarmup = 3, kReps = 15;
  const auto time = [&](const std::function<void(const float*, const float*, float*)>& product) {
    return bench::time_on_stream(
        stream,
        [&](int rep) { product(A[rep % sets].data(), B[rep % sets].data(), C[rep % sets].data()); },
        kWarmup, kReps);
  };
  const bench::Timing ceiling_t = time([&](const float* a, const float* b, float* c) {
    lab::cublas_product(handle, a, b, c, n, n, n, stream);
  });
  // NaN in C again, so that an element the timed function never writes cannot keep cuBLAS's value.
  for (lab::DeviceBuffer<float>& c : C)
    LAB_CUDA_TRY(cudaMemsetAsync(c.data(), 0xFF, c.bytes(), stream));
  const bench::Timing t =
      time([&](const float* a, const float* b, float* c) { f.launch(a, b, c, n, n, n, stream); });
  LAB_CUDA_TRY(cudaGetLastError());

  // The last timed call's C against cuBLAS on the same values (every set holds the same), within
  // twice the bound of an FP32 dot product of length n (both are within it of the exact product).
  const lab::DeviceBuffer<float>& got_c = C[(kWarmup + kReps - 1) % sets];
  lab::DeviceBuffer<float> abs_a(elements), abs_b(elements), want_c(elements), magnitude(elements);
  bench::fill_with_copies(abs_a.data(), elements, chunks[2], stream);
  bench::fill_with_copies(abs_b.data(), elements, chunks[3], stream);
  lab::cublas_product(handle, A[0].data(), B[0].data(), want_c.data(), n, n, n, stream);
  lab::cublas_product(handle, abs_a.data(), abs_b.data(), magnitude.data(), n, n, n, stream);
  std::vector<float> got(elements), want(elements), mag(elements);
  lab::download(got.data(), got_c, elements, stream);
  lab::download(want.data(), want_c, elements, stream);
  lab::download(mag.data(), magnitude, elements, stream);
  lab::synchronize(stream, ("running " + f.name + " at 4096^3").c_str());
  const double g = lab::gemm_ref::gamma_float(n), relative = 2 * g / (1 - g);
  size_t wrong = 0, first = 0;
  for (size_t p = 0; p < elements; ++p)
    if (!(std::fabs(double(got[p]) - want[p]) <= relative * mag[p]) && wrong++ == 0) first = p;
  if (wrong) {
    // The checker's own diagnosis, from one checked call on fresh inputs of this shape.
    const lab::Problems problems = check_gemm(f, {n, n, n}, Inputs::random, Reference::cublas);
    if (!problems.empty()) LAB_FAIL(problems);
    const std::string what =
        lab::say("timed-gemm-off", {{"wrong", wrong},
                                    {"i", first / n},
                                    {"j", first % n},
                                    {"got", lab::format_number(got[first])},
                                    {"want", lab::format_number(want[first])}});
    LAB_FAIL(lab::diagnose("timed-result-wrong",
                           {{"function", f.label}, {"size", "4096^3"}, {"what", what}}));
  }
  const double flop = 2.0 * n * n * double(n);
  const bench::Ceiling cublas{flop / (ceiling_t.median_ms * 1e9), "cuBLAS"};
  lab::record_kernel_timing(bench::kernel_timing(
      bench::make_row(bench::RowKind::exercise, f.name, std::to_string(n) + "^3", t,
                      flop / (t.median_ms * 1e9), "TFLOP/s", cublas)));
}

}  // namespace

LAB_GPU_TEST("gemm_naive: odd shapes, 1 x 1 x 1 to 4096 x 1 x 64", "[1.11]") {
  odd_shapes(lab::checks::naive());
}
LAB_GPU_TEST("gemm_naive: whole tiles", "[1.11]") { tile_shapes(lab::checks::naive()); }
LAB_GPU_TEST("gemm_naive: the course's 2000 x 3000 x 500", "[1.11]") {
  course_shape(lab::checks::naive());
}
LAB_GPU_TEST("gemm_naive: float32 precision", "[1.11]") { precision(lab::checks::naive()); }
LAB_GPU_TEST("gemm_naive: 2048^3 and 2047 x 2049 x 1031 against cuBLAS", "[1.11]") {
  large(lab::checks::naive(), kLarge);
}

LAB_GPU_TEST("gemm_tiled: odd shapes, 1 x 1 x 1 to 4096 x 1 x 64", "[1.11]") {
  odd_shapes(lab::checks::tiled());
}
LAB_GPU_TEST("gemm_tiled: whole tiles", "[1.11]") { tile_shapes(lab::checks::tiled()); }
LAB_GPU_TEST("gemm_tiled: the course's 2000 x 3000 x 500", "[1.11]") {
  course_shape(lab::checks::tiled());
}
LAB_GPU_TEST("gemm_tiled: float32 precision", "[1.11]") { precision(lab::checks::tiled()); }
LAB_GPU_TEST("gemm_tiled: 2048^3 and 2047 x 2049 x 1031 against cuBLAS", "[1.11]") {
  large(lab::checks::tiled(), kLarge);
}

LAB_GPU_TEST("gemm_cublas: odd shapes, 1 x 1 x 1 to 4096 x 1 x 64", "[1.11]") {
  odd_shapes(lab::checks::cublas());
}
LAB_GPU_TEST("gemm_cublas: whole tiles", "[1.11]") { tile_shapes(lab::checks::cublas()); }
LAB_GPU_TEST("gemm_cublas: the course's 2000 x 3000 x 500", "[1.11]") {
  course_shape(lab::checks::cublas());
}
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
LAB_GPU_TEST("gemm_fast (optional): odd shapes", "[1.11][optional]") {
  odd_shapes(lab::checks::fast());
}
LAB_GPU_TEST("gemm_fast (optional): whole tiles", "[1.11][optional]") {
  tile_shapes(lab::checks::fast());
}
LAB_GPU_TEST("gemm_fast (optional): the course's 2000 x 3000 x 500", "[1.11][optional]") {
  course_shape(lab::checks::fast());
}
LAB_GPU_TEST("gemm_fast (optional): float32 precision", "[1.11][optional]") {
  precision(lab::checks::fast());
}
LAB_GPU_TEST("gemm_fast (optional): 2048^3, 2047 x 2049 x 1031 and 4096^3 against cuBLAS",
             "[1.11][optional]") {
  large(lab::checks::fast(), {{2048, 2048, 2048}, {2047, 2049, 1031}, {4096, 4096, 4096}});
}
LAB_GPU_TEST("gemm_fast (optional): speed at 4096^3 against cublasSgemm", "[1.11][optional]") {
  timed_against_cublas(lab::checks::fast());
}

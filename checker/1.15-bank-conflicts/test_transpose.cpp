// The chapter 1.15 checker: each form of the transpose at every shape, then the optional
// timing of the conflict-free forms against the naive one.
#include <cstring>
#include <string>
#include <vector>

#include "checker/harness/bench_timing.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/worker.h"
#include "checks.h"
#include "reference.h"
#include "speed.h"

using namespace lab::transpose_checks;

namespace {

struct Shape {
  int rows, cols;
};

void empty_shapes(const Form& form) {
  for (const Shape s : {Shape{0, 0}, Shape{0, 5}, Shape{5, 0}}) {
    lab::Rng rng = lab::rng_for(std::string("1.15 ") + form.name + " empty");
    LAB_REQUIRE_CLEAN(check_transpose(form, s.rows, s.cols, rng));
  }
}

// Full tiles first (a wrong index shows there alone; several tiles on a rectangle, where no
// two mistakes look alike), then partial tiles, then the thin and the large.
void every_shape(const Form& form) {
  const Shape shapes[] = {{1, 1},    {64, 96},     {32, 32},    {4096, 4096}, {31, 33},
                          {33, 31},  {1000, 3},    {3, 1000},   {257, 1023},  {1, 4097},
                          {4097, 1}, {1 << 20, 2}, {2, 1 << 20}};
  lab::CasesPassed passed(", ");
  for (const Shape s : shapes) {
    const std::string label = shape_label(s.rows, s.cols);
    lab::Rng rng = lab::rng_for(std::string("1.15 ") + form.name + " " + label);
    const lab::Problems problems = check_transpose(form, s.rows, s.cols, rng);
    if (!problems.empty())
      LAB_FAIL(lab::all_problems(
          {lab::Diagnosis{"",
                          lab::say("transpose.failed-shape",
                                   {{"shape", label},
                                    {"passed", passed.note("transpose.shapes-passed", "shapes")}})},
           problems}));
    passed.add(label);
  }
}

// The optional points (docs/instructors.md): the three forms timed at 4096 x 4096 in the
// same run, as `./lab bench 1.15` times them, and the slower conflict-free form's time over
// transpose_naive's recorded. Speed never fails the test; a wrong result does.
void timed_against_naive() {
  namespace bench = lab::bench;
  constexpr int side = 4096;
  constexpr size_t n = size_t(side) * side, bytes = 2 * sizeof(float) * n;  // read + write
  lab::Rng rng = lab::rng_for("1.15 timed");
  const std::vector<float> chunk = lab::random_floats(1 << 16, rng);
  std::vector<float> input(n);
  for (size_t k = 0; k < n; ++k) input[k] = chunk[k % chunk.size()];
  const std::vector<float> want = lab::transpose_ref::transpose(input, side, side);
  const lab::Stream stream;
  const int sets = bench::rotation_count(bytes);
  std::vector<lab::DeviceBuffer<float>> in, out;
  for (int s = 0; s < sets; ++s) {
    in.emplace_back(n), out.emplace_back(n);
    bench::fill_with_copies(in.back().data(), n, chunk, stream);
  }
  const auto time = [&](const Form& form) {
    const auto launch = [&](int rep) {
      form.launch(in[rep % sets].data(), out[rep % sets].data(), side, side, stream);
    };
    const auto judge_last_call = [&](int rep) {
      std::vector<float> got(n);
      lab::download(got.data(), out[rep % sets], n, stream);
      lab::synchronize(stream, lab::say("transpose.running", {{"function", form.name}}).c_str());
      size_t wrong = 0;
      for (size_t k = 0; k < n; ++k) wrong += std::memcmp(&got[k], &want[k], sizeof(float)) != 0;
      if (wrong == 0) return;
      // The checker's own diagnosis, from a checked call at the same size.
      lab::Rng again = lab::rng_for("1.15 timed check");
      if (const lab::Problems p = check_transpose(form, side, side, again); !p.empty()) LAB_FAIL(p);
      LAB_FAIL(lab::diagnose("timed-result-wrong",
                             {{"function", form.name},
                              {"size", shape_label(side, side)},
                              {"what", lab::say("transpose.timed-wrong", {{"count", wrong}})}}));
    };
    // Checked before the timing (a wrong kernel is not timed: it may be slow) and after it,
    // on an output poisoned first, so that a result left from an earlier call cannot pass.
    const auto checked_call = [&] {
      LAB_CUDA_TRY(cudaMemsetAsync(out[0].data(), 0xFF, sizeof(float) * n, stream));
      launch(0);
      judge_last_call(0);
    };
    checked_call();
    const bench::Timing t = bench::time_on_stream(stream, launch);
    LAB_CUDA_TRY(cudaGetLastError());
    checked_call();
    return t;
  };
  const bench::Timing naive = time(kNaive), padded = time(kPadded), swizzled = time(kSwizzled);
  lab::record_kernel_timing(bench::kernel_timing(lab::transpose_speed::conflict_free_row(
      naive, padded, swizzled, shape_label(side, side), bytes)));
}

}  // namespace

LAB_GPU_TEST("transpose_naive: rows or cols = 0 launches nothing", "[1.15][naive]") {
  empty_shapes(kNaive);
}
LAB_GPU_TEST("transpose_naive: 1 x 1 to 4096 x 4096, partial tiles included, exact",
             "[1.15][naive]") {
  every_shape(kNaive);
}
LAB_GPU_TEST("transpose_padded: rows or cols = 0 launches nothing", "[1.15][padded]") {
  empty_shapes(kPadded);
}
LAB_GPU_TEST("transpose_padded: 1 x 1 to 4096 x 4096, partial tiles included, exact",
             "[1.15][padded]") {
  every_shape(kPadded);
}
LAB_GPU_TEST("transpose_swizzled: rows or cols = 0 launches nothing", "[1.15][swizzled]") {
  empty_shapes(kSwizzled);
}
LAB_GPU_TEST("transpose_swizzled: 1 x 1 to 4096 x 4096, partial tiles included, exact",
             "[1.15][swizzled]") {
  every_shape(kSwizzled);
}
LAB_GPU_TEST(
    "transpose_padded and transpose_swizzled (optional): speed at 4096 x 4096 against your "
    "transpose_naive",
    "[1.15][optional]") {
  timed_against_naive();
}

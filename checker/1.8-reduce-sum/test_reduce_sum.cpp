// The chapter 1.8 checker: reduce_sum (the exercise) and reduce_sum_fast (the optional
// exercise) against a float64 reference, within the rounding bound of their launch shape.
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

#include "checker/harness/bench_timing.h"
#include "checker/harness/capture.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"
#include "checker/harness/worker.h"
#include "checks.h"
#include "common/buffers.h"
#include "reduce_sum.h"
#include "reference.h"

using lab::checks::check_sum;
using lab::checks::Function;

namespace {

const Function kExercise{"reduce_sum", "reduce_sum", reduce_sum};
const Function kFast{"reduce_sum_fast", lab::say("reduce-sum.fast-label"), reduce_sum_fast};

void course_example(const Function& f) {
  std::vector<float> x(101);
  std::iota(x.begin(), x.end(), 0.0f);  // 0 + 1 + ... + 100 = 5050, exact in float
  LAB_REQUIRE_CLEAN(check_sum(f, x));
}

void empty_input(const Function& f) { LAB_REQUIRE_CLEAN(check_sum(f, {})); }

// "n = <n>:\n<problems>", naming the sizes that passed before it when there are some.
lab::Problems failed_size(int n, const lab::CasesPassed& passed, const lab::Problems& problems) {
  if (passed.empty())
    return problems.quoted_in(
        lab::say("reduce-sum.failed-size", {{"n", n}, {"problems", problems.text()}}));
  return problems.quoted_in(
      lab::say("reduce-sum.failed-size-after",
               {{"n", n}, {"passed", passed.text()}, {"problems", problems.text()}}));
}

void random_sizes(const Function& f) {
  // The course's 101, sizes around a warp and the course's 512-thread block, a prime-ish
  // large size and one of more than 2^26 elements (many blocks: many atomicAdds).
  lab::CasesPassed passed(", ");
  for (int n : {1, 2, 31, 101, 512, 513, (1 << 20) + 3, (1 << 26) + 5}) {
    lab::Rng rng = lab::rng_for("1.8 " + f.name + " n=" + std::to_string(n));
    const lab::Problems problems = check_sum(f, lab::reduce_sum_ref::mixed_sign_floats(n, rng));
    if (!problems.empty()) LAB_FAIL(failed_size(n, passed, problems));
    passed.add(std::to_string(n));
  }
}

// The contract asks for a tree's accuracy: 2^25 ones, whose partial sums in any tree are exact
// integers, must sum to exactly 2^25. One running total of every element stops at 2^24.
void ones_exactly(const Function& f) {
  LAB_REQUIRE_CLEAN(check_sum(f, std::vector<float>(size_t(1) << 25, 1.0f)));
}

void zero_mean(const Function& f) {
  // Signs half and half: the sum is much smaller than sum |x| (the bound is looser
  // relative to it), and it still must be within the bound.
  lab::Rng rng = lab::rng_for("1.8 " + f.name + " zero mean");
  LAB_REQUIRE_CLEAN(check_sum(f, lab::random_floats((1 << 20) + 3, rng)));
}

void misaligned(const Function& f) {
  // The contract takes any float pointer: float4 loads must not assume 16-byte alignment.
  for (size_t offset : {1, 2, 3}) {
    for (int n : {1, 5, 1000, (1 << 20) + 7}) {
      lab::Rng rng = lab::rng_for("1.8 " + f.name + " misaligned " + std::to_string(n));
      const lab::Problems problems =
          check_sum(f, lab::reduce_sum_ref::mixed_sign_floats(n, rng), offset);
      if (!problems.empty())
        LAB_FAIL(problems.quoted_in(
            lab::say("reduce-sum.failed-misaligned",
                     {{"n", n}, {"offset", offset}, {"problems", problems.text()}})));
    }
  }
}

// The fast exercise's speed, for `lab grade` (docs/instructors.md): the median time at
// n = 2^26 against the device-to-device copy, both measured here, as `./lab bench 1.8`
// measures them (bench_reduce_sum.cpp), and recorded as the test's timing. Speed never fails
// the test (a busy GPU must not cost a correct answer anything); a wrong result does.
void timed_against_copy(const Function& f) {
  namespace bench = lab::bench;
  constexpr int n = 1 << 26;
  const size_t bytes = sizeof(float) * size_t(n);  // a sum reads each float once
  lab::Rng rng = lab::rng_for("1.8 " + f.name + " timed");
  const std::vector<float> chunk = lab::reduce_sum_ref::mixed_sign_floats(1 << 16, rng);
  const lab::Stream stream;
  const bench::Ceiling copy = bench::copy_ceiling(stream);
  const int sets = bench::rotation_count(bytes);
  std::vector<lab::DeviceBuffer<float>> input;
  for (int s = 0; s < sets; ++s) {
    input.emplace_back(n);
    bench::fill_with_copies(input.back().data(), n, chunk, stream);
  }
  lab::DeviceBuffer<float> output(1);
  // NaN until a call writes it: a launcher that never writes *output cannot pass below.
  LAB_CUDA_TRY(cudaMemsetAsync(output.data(), 0xFF, sizeof(float), stream));
  const auto launch = [&](int rep) {
    f.launch(input[rep % sets].data(), n, output.data(), stream);
  };
  const lab::CapturedCall call = lab::capture(stream, [&] { launch(0); });

  // Every input is `chunk` repeated n / chunk.size() times, a power of two: its float64 sum
  // scales exactly.
  const double copies = double(n) / chunk.size();
  const lab::reduce_sum_ref::Sum once = lab::reduce_sum_ref::reference(chunk);
  const lab::reduce_sum_ref::Sum want{once.value * copies, once.magnitude * copies};
  const double tolerance = lab::reduce_sum_ref::bound(n, call.kernels, want.magnitude).tolerance;
  // The result of the last call, judged before the timing (a wrong kernel is not timed: it
  // may be slow) and after it (the timed calls must be right too).
  const auto judge_last_call = [&] {
    float got = 0;
    lab::download(&got, output, 1, stream);
    lab::synchronize(stream, ("running " + f.name + " at n = 2^26").c_str());
    if (!call.kernels.empty() && std::fabs(double(got) - want.value) <= tolerance) return;
    // The checker's own diagnosis, from one checked call on the same values.
    std::vector<float> x(n);
    for (size_t i = 0; i < x.size(); ++i) x[i] = chunk[i % chunk.size()];
    const lab::Problems problems = check_sum(f, x);
    if (!problems.empty()) LAB_FAIL(problems);
    const std::string what = lab::say("timed-sum-off", {{"got", lab::format_number(got)},
                                                        {"want", lab::format_number(want.value)}});
    LAB_FAIL(lab::diagnose("timed-result-wrong",
                           {{"function", f.label}, {"size", "n = 2^26"}, {"what", what}}));
  };
  launch(0);
  judge_last_call();
  const bench::Timing t = bench::time_on_stream(stream, launch);
  LAB_CUDA_TRY(cudaGetLastError());
  judge_last_call();
  lab::record_kernel_timing(
      bench::kernel_timing(bench::make_row(bench::RowKind::exercise, f.name, bench::size_label(n),
                                           t, bytes / (t.median_ms * 1e6), "GB/s", copy)));
}

}  // namespace

LAB_GPU_TEST("reduce_sum: the course's example, 0 + 1 + ... + 100 = 5050", "[1.8]") {
  course_example(kExercise);
}
LAB_GPU_TEST("reduce_sum: n = 0 gives 0", "[1.8]") { empty_input(kExercise); }
LAB_GPU_TEST("reduce_sum: mixed-sign inputs, n = 1 to 2^26 + 5, two calls on one output", "[1.8]") {
  random_sizes(kExercise);
}
LAB_GPU_TEST("reduce_sum: zero-mean inputs", "[1.8]") { zero_mean(kExercise); }
LAB_GPU_TEST("reduce_sum: 2^25 ones add up to exactly 2^25 (a tree's accuracy)", "[1.8]") {
  ones_exactly(kExercise);
}
LAB_GPU_TEST("reduce_sum: input pointers that are only float-aligned", "[1.8]") {
  misaligned(kExercise);
}

// The optional exercise: tested the same way. Until it is written it calls reduce_sum, and
// passes whenever reduce_sum does; a note says so.
LAB_GPU_TEST("reduce_sum_fast (optional): is it written yet?", "[1.8][optional]") {
  if (lab::checks::kernels_launched(kFast, 1 << 20) ==
      lab::checks::kernels_launched(kExercise, 1 << 20))
    WARN(lab::say("reduce-sum.fast-not-written"));
}
LAB_GPU_TEST("reduce_sum_fast (optional): the course's example", "[1.8][optional]") {
  course_example(kFast);
}
LAB_GPU_TEST("reduce_sum_fast (optional): n = 0 gives 0", "[1.8][optional]") { empty_input(kFast); }
LAB_GPU_TEST(
    "reduce_sum_fast (optional): mixed-sign inputs, n = 1 to 2^26 + 5, two calls on one output",
    "[1.8][optional]") {
  random_sizes(kFast);
}
LAB_GPU_TEST("reduce_sum_fast (optional): zero-mean inputs", "[1.8][optional]") {
  zero_mean(kFast);
}
LAB_GPU_TEST("reduce_sum_fast (optional): 2^25 ones add up to exactly 2^25 (a tree's accuracy)",
             "[1.8][optional]") {
  ones_exactly(kFast);
}
LAB_GPU_TEST("reduce_sum_fast (optional): input pointers that are only float-aligned",
             "[1.8][optional]") {
  misaligned(kFast);
}
LAB_GPU_TEST("reduce_sum_fast (optional): speed at n = 2^26 against a device-to-device copy",
             "[1.8][optional]") {
  timed_against_copy(kFast);
}

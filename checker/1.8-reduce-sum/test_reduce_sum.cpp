// The chapter 1.8 checker: reduce_sum (the exercise) and reduce_sum_fast (the optional
// exercise) against a float64 reference, within the rounding bound of their launch shape.
#include <numeric>
#include <string>
#include <vector>

#include "checker/harness/catch.h"

#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"
#include "reduce_sum.h"
#include "reference.h"
#include "checks.h"

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

void random_sizes(const Function& f) {
  // The course's 101, sizes around a warp and the course's 512-thread block, a prime-ish
  // large size and one of more than 2^26 elements (many blocks: many atomicAdds).
  std::string passed;
  for (int n : {1, 2, 31, 101, 512, 513, (1 << 20) + 3, (1 << 26) + 5}) {
    lab::Rng rng = lab::rng_for("1.8 " + f.name + " n=" + std::to_string(n));
    const std::string problems = check_sum(f, lab::reduce_sum_ref::mixed_sign_floats(n, rng));
    if (!problems.empty())
      LAB_FAIL(passed.empty()
                   ? lab::say("reduce-sum.failed-size", {{"n", n}, {"problems", problems}})
                   : lab::say("reduce-sum.failed-size-after",
                              {{"n", n}, {"passed", passed}, {"problems", problems}}));
    passed += (passed.empty() ? "" : ", ") + std::to_string(n);
  }
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
      const std::string problems = check_sum(f, lab::reduce_sum_ref::mixed_sign_floats(n, rng), offset);
      if (!problems.empty())
        LAB_FAIL(lab::say("reduce-sum.failed-misaligned",
                          {{"n", n}, {"offset", offset}, {"problems", problems}}));
    }
  }
}

}  // namespace

LAB_GPU_TEST("reduce_sum: the course's example, 0 + 1 + ... + 100 = 5050", "[1.8]") { course_example(kExercise); }
LAB_GPU_TEST("reduce_sum: n = 0 gives 0", "[1.8]") { empty_input(kExercise); }
LAB_GPU_TEST("reduce_sum: mixed-sign inputs, n = 1 to 2^26 + 5, two calls on one output", "[1.8]") {
  random_sizes(kExercise);
}
LAB_GPU_TEST("reduce_sum: zero-mean inputs", "[1.8]") { zero_mean(kExercise); }
LAB_GPU_TEST("reduce_sum: input pointers that are only float-aligned", "[1.8]") { misaligned(kExercise); }

// The optional exercise: tested the same way. Until it is written it calls reduce_sum, and
// passes whenever reduce_sum does; a note says so.
LAB_GPU_TEST("reduce_sum_fast (optional): is it written yet?", "[1.8][optional]") {
  if (lab::checks::kernels_launched(kFast, 1 << 20) ==
      lab::checks::kernels_launched(kExercise, 1 << 20))
    WARN(lab::say("reduce-sum.fast-not-written"));
}
LAB_GPU_TEST("reduce_sum_fast (optional): the course's example", "[1.8][optional]") { course_example(kFast); }
LAB_GPU_TEST("reduce_sum_fast (optional): n = 0 gives 0", "[1.8][optional]") { empty_input(kFast); }
LAB_GPU_TEST("reduce_sum_fast (optional): mixed-sign inputs, n = 1 to 2^26 + 5, two calls on one output",
             "[1.8][optional]") {
  random_sizes(kFast);
}
LAB_GPU_TEST("reduce_sum_fast (optional): zero-mean inputs", "[1.8][optional]") { zero_mean(kFast); }
LAB_GPU_TEST("reduce_sum_fast (optional): input pointers that are only float-aligned", "[1.8][optional]") {
  misaligned(kFast);
}

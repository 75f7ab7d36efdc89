// The chapter 1.6 checker: runs vector_add on the GPU and compares with the CPU reference.
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/index_models.h"
#include "checker/harness/seed.h"
#include "reference.h"
#include "vector_add.h"

namespace {

// Runs vector_add on guarded, poisoned buffers under stream capture, twice, then calls it
// again on fresh inputs, and returns every problem found (none when it is all correct).
// `misalign` shifts every pointer by that many floats away from cudaMalloc's alignment.
lab::Problems check_vector_add(const std::vector<float>& ha, const std::vector<float>& hb,
                               size_t misalign = 0) {
  const int n = static_cast<int>(ha.size());
  lab::Stream stream;
  lab::GuardedArray<float> a("a", n, stream, misalign), b("b", n, stream, misalign),
      c("c", n, stream, misalign);
  a.upload(ha);
  b.upload(hb);
  c.poison();

  const auto launch = [&] { vector_add(a.data(), b.data(), c.data(), n, stream); };
  lab::CapturedCall call = lab::capture(stream, launch);
  if (n == 0)
    return lab::all_problems({call.problems_when_empty("vector_add", "n = 0"), c.check_guards()});
  const auto c_written = [&] {
    for (float x : c.download())
      if (!lab::is_poison(x)) return true;
    return false;
  };
  if (lab::Problems p = call.problems("vector_add", 1, c_written); !p.empty()) return p;

  call.run(stream);
  lab::synchronize(stream, lab::say("vector-add.running").c_str());
  const std::vector<float> first = c.download();
  lab::CompareOptions options{"c", lab::vector_add_ref::tolerance()};
  options.launch = &call.kernels.front();
  lab::Problems problems =
      lab::compare(first, lab::vector_add_ref::reference(ha, hb), options).message;
  for (const lab::Problems& p :
       {c.check_guards(), a.check_guards(), b.check_guards(),
        lab::check_unchanged("a", ha, a.download()), lab::check_unchanged("b", hb, b.download())})
    problems.add(p);
  if (!problems.empty()) {
    // gridDim where blockDim belongs: exactly the elements such an index reaches were written.
    std::vector<bool> written(first.size());
    for (size_t i = 0; i < first.size(); ++i) written[i] = !lab::is_poison(first[i]);
    problems.add(lab::grid_dim_finding(written, call.kernels.front()));
    // The experiment for an input that is never read: each input doubled in turn, c again
    // (doubled, not negated: a kernel that squares an input would not change under negation).
    problems.add(
        lab::inputs_without_effect<float>("vector_add", "c", {{a, ha}, {b, hb}}, first, [&] {
          c.poison();
          call.run(stream);
          lab::synchronize(stream, lab::say("vector-add.running-again").c_str());
          return c.download();
        }));
    return problems;
  }

  // Same inputs again: a correct kernel gives bit-identical results.
  c.poison();
  call.run(stream);
  lab::synchronize(stream, lab::say("vector-add.running-again").c_str());
  const std::vector<float> again = c.download();
  if (lab::Problems race = lab::compare_runs("c", first, again); !race.empty()) return race;

  // vector_add itself called again on the same buffers, with fresh inputs: -a instead of a
  // changes every sum (no element of a is 0), so keeping the previous c cannot pass.
  const std::vector<float> fresh = lab::negated(ha);
  a.upload(fresh);
  if (lab::Problems p = lab::run_uncaptured(stream, "vector_add", launch); !p.empty()) return p;
  const std::vector<float> second = c.download();
  return lab::second_call_problems(
      "vector_add", "c", lab::same_bits(second, again),
      lab::compare(second, lab::vector_add_ref::reference(fresh, hb), options).message);
}

lab::Problems check_random(int n, size_t misalign = 0) {
  lab::Rng rng =
      lab::rng_for("1.6 n=" + std::to_string(n) + " misalign=" + std::to_string(misalign));
  const std::vector<float> a = lab::random_floats(n, rng);
  const std::vector<float> b = lab::random_floats(n, rng);
  return check_vector_add(a, b, misalign);
}

}  // namespace

LAB_GPU_TEST("the course's example: {2, 3, 2} + {5, 3, 3} = {7, 6, 5}", "[1.6]") {
  LAB_REQUIRE_CLEAN(check_vector_add({2, 3, 2}, {5, 3, 3}));
}

LAB_GPU_TEST("n = 0 launches nothing and writes nothing", "[1.6]") {
  LAB_REQUIRE_CLEAN(check_vector_add({}, {}));
}

LAB_GPU_TEST("random inputs at sizes around block boundaries, up to 2^26 + 3", "[1.6]") {
  // Below, at and above the warp size and the common block sizes 256 and 512, primes, and
  // large sizes (beyond L2, many waves of blocks) that are not multiples of anything.
  const int sizes[] = {1,   3,   31,  32,   33,    255,     256,           257,
                       511, 512, 513, 1000, 65537, 1 << 20, (1 << 20) + 7, (1 << 26) + 3};
  lab::CasesPassed passed(", ");
  for (int n : sizes) {
    const lab::Problems problems = check_random(n);
    if (!problems.empty())
      LAB_FAIL(lab::all_problems(
          {lab::Diagnosis{
               "",
               lab::say("vector-add.failed-at-size",
                        {{"n", n}, {"passed", passed.note("vector-add.sizes-passed", "sizes")}})},
           problems}));
    passed.add(std::to_string(n));
  }
}

LAB_GPU_TEST("pointers that are only float-aligned (a + 1, b + 1, c + 1)", "[1.6]") {
  // The contract takes any float pointer: code that assumes 16-byte alignment (float4
  // loads) must check for it.
  for (int n : {1, 5, 1000, (1 << 20) + 7}) {
    const lab::Problems problems = check_random(n, 1);
    if (!problems.empty())
      LAB_FAIL(lab::all_problems(
          {lab::Diagnosis{"", lab::say("vector-add.failed-misaligned", {{"n", n}})}, problems}));
  }
}

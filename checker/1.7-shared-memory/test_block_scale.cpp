// Checker for exercise 1, block_scale: out[i] = in[i] * scale[i / kScaleBlock].
#include <string>
#include <vector>

#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "checks.h"
#include "launch_shape.h"
#include "reference.h"
#include "shared_memory.h"

using namespace lab::checks;

namespace {

// The signature of a missing barrier after "thread 0 writes": the first warp of each block
// (which contains thread 0, and runs its instructions in order) is right, later warps read
// the shared word before thread 0 stored to it.
lab::Diagnosis first_warp_hint(const std::vector<float>& got, const std::vector<double>& want) {
  const lab::Tolerance tol = lab::shared_memory_ref::block_scale_tolerance();
  size_t first_warp = 0, later_warps = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    if (tol.accepts(got[i], want[i])) continue;
    (i % kScaleBlock < 32 ? first_warp : later_warps)++;
  }
  if (first_warp || !later_warps) return {};
  return hint_line(lab::diagnose("first-warp-right"));
}

lab::Problems check_block_scale(const std::vector<float>& host_in,
                                const std::vector<float>& host_scale) {
  const int n = static_cast<int>(host_in.size());
  lab::Stream stream;
  lab::GuardedArray<float> in("in", n, stream), scale("scale", host_scale.size(), stream),
      out("out", n, stream);
  in.set_guard_value(kOutside);
  scale.set_guard_value(kOutside);
  in.upload(host_in);
  scale.upload(host_scale);
  out.poison();

  const auto launch = [&] { block_scale(in.data(), scale.data(), out.data(), n, stream); };
  lab::CapturedCall call = lab::capture(stream, launch);
  if (n == 0)
    return lab::all_problems(
        {call.problems_when_empty("block_scale", "n = 0"), out.check_guards()});
  if (lab::Problems p = call.problems("block_scale"); !p.empty()) return p;
  const lab::KernelLaunch& kernel = call.kernels.front();
  if (lab::Problems p = block_shape_problem(kernel, kScaleBlock, "shared-memory.scale-block-shape");
      !p.empty())
    return p;

  lab::CompareOptions options{"out", lab::shared_memory_ref::block_scale_tolerance()};
  options.launch = &kernel;
  const auto judge = [&](const std::vector<float>& scales, const std::vector<float>& got) {
    const std::vector<double> want =
        lab::shared_memory_ref::block_scale(host_in, scales, kScaleBlock);
    const lab::CompareReport report = lab::compare(got, want, options);
    return report.ok() ? lab::Problems()
                       : with_hints(report.message,
                                    lab::all_problems({first_warp_hint(got, want),
                                                       hint_line(grid_dim_finding(got, kernel))}));
  };
  std::vector<float> last;
  lab::Problems problems = run_twice(
      call, stream, "block_scale", [&] { out.poison(); }, [&] { return last = out.download(); },
      [&](const std::vector<float>& got) { return judge(host_scale, got); });
  if (!problems.empty())
    problems.add(inputs_without_effect(call, stream, "block_scale",
                                       {{in, host_in}, {scale, host_scale}}, out, last));
  std::vector<float> scale_now = host_scale;
  if (problems.empty()) {
    scale_now = lab::negated(host_scale);
    scale.upload(scale_now);
    problems = call_again(
        stream, "block_scale", "out", last, launch, [&] { return out.download(); },
        [&](const std::vector<float>& got) { return judge(scale_now, got); });
  }
  return lab::all_problems({problems, out.check_guards(), in.check_guards(), scale.check_guards(),
                            lab::check_unchanged("in", host_in, in.download()),
                            lab::check_unchanged("scale", scale_now, scale.download())});
}

}  // namespace

LAB_GPU_TEST("block_scale: n = 0 launches nothing", "[1.7][block_scale]") {
  LAB_REQUIRE_CLEAN(check_block_scale({}, {}));
}

LAB_GPU_TEST("block_scale: random inputs around block boundaries, up to 2^24 + 3",
             "[1.7][block_scale]") {
  lab::CasesPassed passed(", ", "n = ");
  for (int n : {1, 31, 32, 33, 255, 256, 257, 511, 513, 1000, 65537, (1 << 24) + 3}) {
    lab::Rng rng = lab::rng_for("1.7 block_scale n=" + std::to_string(n));
    const std::vector<float> in = lab::random_floats(n, rng);
    const std::vector<float> scale = lab::random_floats((n + kScaleBlock - 1) / kScaleBlock, rng);
    const lab::Problems problems = check_block_scale(in, scale);
    if (!problems.empty())
      LAB_FAIL(failed_case("n = " + std::to_string(n), passed.text(), problems));
    passed.add(std::to_string(n));
  }
}

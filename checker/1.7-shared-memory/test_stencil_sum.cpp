// Checker for exercise 3, stencil_sum: out[i] = in[i - radius] + ... + in[i + radius].
#include <cmath>
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
namespace ref = lab::shared_memory_ref;

namespace {

// Where the wrong sums are, and what they are off by, when it is recognisable.
lab::Problems stencil_hints(const std::vector<float>& got, const ref::StencilReference& want,
                            int radius, int block) {
  // Sums that use the tile's ends (the halo; the last slot alone when radius is 0).
  const size_t edge = radius > 0 ? radius : 1;
  // A sum that took in m values of kOutside is off by m * kOutside, give or take the rounding
  // on that much more magnitude (ref::extra_rounding).
  size_t wrong = 0, near_edges = 0, edge_positions = 0, outside = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    const size_t t = i % block;
    const bool near_edge = t < edge || t + edge >= static_cast<size_t>(block);
    edge_positions += near_edge;
    const double error = static_cast<double>(got[i]) - want.sum[i];
    if (std::fabs(error) <= want.bound[i]) continue;
    ++wrong;
    near_edges += near_edge;
    const double multiple = std::round(error / kOutside);
    outside += multiple != 0 &&
               std::fabs(error - multiple * kOutside) <=
                   want.bound[i] + ref::extra_rounding(radius, std::fabs(multiple) * kOutside);
  }
  lab::Problems hints;
  // The id is shared with other checks, each with its own text.
  if (outside)
    hints.add(hint_line(
        lab::Diagnosis{"read-outside-input",
                       lab::say("shared-memory.stencil.read-outside",
                                {{"count", outside}, {"outside", lab::format_number(kOutside)}})}));
  if (2 * edge < static_cast<size_t>(block) && near_edges == wrong &&
      lab::positional_evidence(wrong, edge_positions, got.size()))
    hints.add(hint_line(lab::diagnose("halo-edges", {{"edge", edge},
                                                     {"last_low", edge - 1},
                                                     {"first_high", block - edge},
                                                     {"last_high", block - 1}})));
  return hints;
}

lab::Problems check_stencil_sum(const std::vector<float>& host_in, int radius) {
  const int n = static_cast<int>(host_in.size());
  lab::Stream stream;
  lab::GuardedArray<float> in("in", n, stream), out("out", n, stream);
  in.set_guard_value(kOutside);
  in.upload(host_in);

  const auto launch_fn = [&] { stencil_sum(in.data(), out.data(), n, radius, stream); };
  lab::CapturedCall call = lab::capture(stream, launch_fn);
  if (n == 0)
    return lab::all_problems(
        {call.problems_when_empty("stencil_sum", "n = 0"), out.check_guards()});
  if (lab::Problems p = call.problems("stencil_sum"); !p.empty()) return p;
  const lab::KernelLaunch& launch = call.kernels.front();
  const int block = static_cast<int>(launch.block.x);
  if (lab::Problems p = dynamic_shared_problem(
          launch, (block + 2 * static_cast<size_t>(radius)) * sizeof(float), "stencil_sum",
          lab::say("shared-memory.tile", {{"block", block}, {"radius", radius}}));
      !p.empty())
    return p;

  const ref::StencilReference want = ref::stencil_sum(host_in, radius);
  lab::CompareOptions options{"out", {}};
  options.launch = &launch;
  const std::string rule = lab::say("shared-memory.stencil-rule");
  const auto judge = [&](const ref::StencilReference& sums, const std::vector<float>& got) {
    const lab::CompareReport report = compare_within(got, sums.sum, sums.bound, rule, options);
    return report.ok() ? lab::Problems()
                       : with_hints(report.message,
                                    lab::all_problems({stencil_hints(got, sums, radius, block),
                                                       hint_line(grid_dim_finding(got, launch))}));
  };
  std::vector<float> last;
  lab::Problems problems = run_twice(
      call, stream, "stencil_sum", [&] { out.poison(); }, [&] { return last = out.download(); },
      [&](const std::vector<float>& got) { return judge(want, got); });
  if (!problems.empty())
    problems.add(inputs_without_effect(call, stream, "stencil_sum", {{in, host_in}}, out, last));
  std::vector<float> in_now = host_in;
  if (problems.empty()) {
    // The sums of -in are exactly the negated sums, with the same bounds.
    in_now = lab::negated(host_in);
    in.upload(in_now);
    ref::StencilReference fresh = want;
    for (double& sum : fresh.sum) sum = -sum;
    problems = call_again(
        stream, "stencil_sum", "out", last, launch_fn, [&] { return out.download(); },
        [&](const std::vector<float>& got) { return judge(fresh, got); });
  }
  return lab::all_problems({problems, out.check_guards(), in.check_guards(),
                            lab::check_unchanged("in", in_now, in.download())});
}

}  // namespace

LAB_GPU_TEST("stencil_sum: n = 0 launches nothing", "[1.7][stencil_sum]") {
  LAB_REQUIRE_CLEAN(check_stencil_sum({}, 3));
}

LAB_GPU_TEST("stencil_sum: radius 0 to 1024 (wider than a block), partial blocks, up to 2^24 + 3",
             "[1.7][stencil_sum]") {
  struct Case {
    int n, radius;
  };
  const Case cases[] = {{1, 0},
                        {1, 3},
                        {2, 1},
                        {100, 1},
                        {257, 0},
                        {1000, 3},
                        {1000, 300},
                        {4099, 1024},
                        {65537, 16},
                        {(1 << 20) + 1, 64},
                        {(1 << 24) + 3, 8}};
  lab::CasesPassed passed("; ");
  for (const Case& c : cases) {
    const std::string label =
        "n = " + std::to_string(c.n) + ", radius = " + std::to_string(c.radius);
    lab::Rng rng = lab::rng_for("1.7 stencil_sum " + label);
    const lab::Problems problems = check_stencil_sum(lab::random_floats(c.n, rng), c.radius);
    if (!problems.empty()) LAB_FAIL(failed_case(label, passed.text(), problems));
    passed.add(label);
  }
}

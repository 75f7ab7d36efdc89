// The chapter 1.5 checker: layout_position called on the CPU, then record_thread_indices,
// query_limits and fill_coordinates run on the GPU, each against the CPU reference.
//
// No checker kernel calls the student's device code: that would need relocatable device code
// (-rdc) across the student's and the checker's files. The student's own kernels call their
// helpers, the checker reads what those kernels stored, and calls the __host__ __device__
// helper directly on the CPU.
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "checker/harness/seed.h"
#include "reference.h"
#include "thread_layout.h"

namespace ref = lab::thread_layout_ref;

namespace {

// The device's limits as cudaGetDeviceProperties reports them: the truth that query_limits
// is compared with, and that the diagnoses quote.
DeviceLimits device_limits() {
  int device = 0;
  LAB_CUDA_TRY(cudaGetDevice(&device));
  cudaDeviceProp prop{};
  LAB_CUDA_TRY(cudaGetDeviceProperties(&prop, device));
  DeviceLimits limits;
  limits.max_block = dim3(prop.maxThreadsDim[0], prop.maxThreadsDim[1], prop.maxThreadsDim[2]);
  limits.max_grid = dim3(prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
  limits.max_threads_per_block = prop.maxThreadsPerBlock;
  limits.warp_size = prop.warpSize;
  return limits;
}

bool same(dim3 a, dim3 b) { return a.x == b.x && a.y == b.y && a.z == b.z; }

// Nothing when the call launched one kernel of exactly the asked shape (id wrong-launch-shape).
lab::Diagnosis shape_problems(const lab::CapturedCall& call, const ref::Launch& asked) {
  const lab::KernelLaunch& k = call.kernels.front();
  if (call.kernels.size() == 1 && same(k.grid, asked.grid) && same(k.block, asked.block)) return {};
  std::string text = lab::say(
      "thread-layout.launch-shape",
      {{"launched", call.kernels.size() == 1
                        ? lab::describe_launch(k)
                        : lab::say("thread-layout.kernels", {{"count", call.kernels.size()}})},
       {"asked", ref::describe(asked)}});
  if (call.kernels.size() == 1 && same(k.grid, asked.block) && same(k.block, asked.grid))
    text += lab::say("thread-layout.swapped");
  return lab::Diagnosis{"wrong-launch-shape", text};
}

// Whether the student's layout_position gives every thread of `launch` its right position on
// the CPU.
bool helper_right_on_cpu(const ref::Launch& launch) {
  for (long long p = 0; p < ref::thread_count(launch); ++p) {
    const ThreadIndex t = ref::thread_at(launch, p);
    if (layout_position(launch.grid, launch.block, t.block, t.thread) != p) return false;
  }
  return true;
}

lab::Problems check_record(const ref::Launch& launch) {
  lab::Stream stream;
  lab::GuardedArray<ThreadIndex> out("out", static_cast<size_t>(ref::thread_count(launch)), stream);
  out.poison();
  const auto written = [&] {
    for (const ThreadIndex& t : out.download())
      if (!lab::is_poison(t)) return true;
    return false;
  };
  lab::CapturedCall call = lab::capture(
      stream, [&] { record_thread_indices(out.data(), launch.grid, launch.block, stream); });
  if (lab::Problems p = call.problems("record_thread_indices", 1, written); !p.empty()) return p;
  if (lab::Problems p = shape_problems(call, launch); !p.empty()) return p;

  call.run(stream);
  lab::synchronize(stream, lab::say("thread-layout.while.record").c_str());
  const std::vector<ThreadIndex> got = out.download();
  lab::Problems problems = ref::check_records(got, launch);
  if (!problems.empty() && written() && helper_right_on_cpu(launch))
    problems.add(lab::diagnose("kernel-bypasses-helper"));
  problems.add(out.check_guards(lab::say("thread-layout.record-guard-advice")));
  return problems;
}

lab::Problems check_fill(int width, int height, int depth, dim3 block) {
  const ref::Volume volume{width, height, depth, block, device_limits().max_grid};
  lab::Stream stream;
  lab::GuardedArray<int3> out("out", static_cast<size_t>(volume.voxels()), stream);
  out.poison();
  const auto written = [&] {
    for (const int3& v : out.download())
      if (!lab::is_poison(v)) return true;
    return false;
  };
  lab::CapturedCall call = lab::capture(
      stream, [&] { fill_coordinates(out.data(), width, height, depth, block, stream); });
  if (volume.voxels() == 0)
    return lab::all_problems(
        {call.problems_when_empty(
             "fill_coordinates",
             lab::say("thread-layout.empty-volume", {{"volume", ref::describe(volume)}})),
         out.check_guards()});
  if (lab::Problems p = call.problems("fill_coordinates", 1, written); !p.empty()) {
    if (call.launch_error != cudaSuccess) p.add(ref::grid_limit_advice(volume));
    return p;
  }
  for (const lab::KernelLaunch& k : call.kernels)
    if (!same(k.block, block))
      return lab::diagnose("wrong-block", {{"launch", lab::describe_launch(k)},
                                           {"block", ref::describe(uint3(block))}});

  call.run(stream);
  lab::synchronize(stream, lab::say("thread-layout.while.fill").c_str());
  lab::Problems problems = ref::check_volume(
      out.download(), volume, call.kernels.size() == 1 ? &call.kernels.front() : nullptr);
  problems.add(out.check_guards(ref::volume_bounds_advice()));
  return problems;
}

// "<case> (passed: <those before>):\n<problems>"
lab::Problems failed_case(const std::string& which, const lab::CasesPassed& passed,
                          const lab::Problems& problems) {
  return problems.quoted_in(lab::say("thread-layout.case-failed",
                                     {{"case", which},
                                      {"passed", passed.note("thread-layout.passed", "list")},
                                      {"problems", problems.text()}}));
}

struct FillCase {
  int width, height, depth;
  dim3 block;
};

// Runs the cases in order and fails at the first wrong one, naming those that passed.
void require_fills(const std::vector<FillCase>& cases) {
  lab::CasesPassed passed("; ");
  for (const FillCase& c : cases) {
    const lab::Problems problems = check_fill(c.width, c.height, c.depth, c.block);
    const ref::Volume volume{c.width, c.height, c.depth, c.block, {}};
    if (!problems.empty()) LAB_FAIL(failed_case(ref::describe(volume), passed, problems));
    passed.add(std::to_string(c.width) + " x " + std::to_string(c.height) + " x " +
               std::to_string(c.depth));
  }
}

}  // namespace

TEST_CASE(
    "layout_position on the CPU: every thread of odd launches, and launches of more than 2^32 "
    "threads",
    "[1.5]") {
  lab::Rng rng = lab::rng_for("1.5 layout_position");
  LAB_REQUIRE_CLEAN(ref::check_position_function(layout_position, rng));
}

LAB_GPU_TEST(
    "record_thread_indices: every thread stores its indices at its layout_position, odd shapes in "
    "every dimension",
    "[1.5]") {
  lab::CasesPassed passed("; ");
  for (const ref::Launch& launch : ref::small_launches()) {
    const lab::Problems problems = check_record(launch);
    if (!problems.empty()) LAB_FAIL(failed_case(ref::describe(launch), passed, problems));
    passed.add(ref::describe(launch));
  }
}

LAB_GPU_TEST(
    "query_limits reports the device's maxThreadsDim, maxGridSize, maxThreadsPerBlock and warpSize",
    "[1.5]") {
  LAB_REQUIRE_CLEAN(ref::limits_problems(query_limits(), device_limits()));
}

LAB_GPU_TEST("fill_coordinates: odd volumes and odd blocks, every voxel holds its (x, y, z)",
             "[1.5]") {
  // Blocks up to each maxThreadsDim (1024 in x and y, 64 in z); every extent leaves a partial
  // last block.
  require_fills({{1, 1, 1, dim3(1, 1, 1)},
                 {37, 19, 5, dim3(32, 8, 1)},
                 {33, 17, 9, dim3(7, 3, 5)},
                 {5, 3, 130, dim3(1, 1, 64)},
                 {200, 3, 2, dim3(1024, 1, 1)},
                 {3, 1500, 2, dim3(1, 1024, 1)},
                 {641, 479, 3, dim3(32, 8, 1)}});
}

LAB_GPU_TEST("fill_coordinates: an empty volume launches nothing", "[1.5]") {
  require_fills({{0, 5, 5, dim3(32, 8, 1)}, {5, 0, 5, dim3(32, 8, 1)}, {5, 5, 0, dim3(32, 8, 1)}});
}

LAB_GPU_TEST("fill_coordinates: more blocks in y, then in z, than maxGridSize allows (65535)",
             "[1.5]") {
  require_fills({{3, 70001, 2, dim3(32, 1, 1)}, {2, 3, 70001, dim3(32, 1, 1)}});
}

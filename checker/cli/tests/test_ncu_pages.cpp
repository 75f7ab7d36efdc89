// What lab profile reads of Nsight Compute, on pages recorded on an H200 (ncu 2025.3.1):
// `bench-1.6-vector-add --profile` under ncu, then `ncu --import ... --csv --page details` and
// `--page raw`. Every expected number below is the one those pages print.
#include <cstdlib>
#include <string>

#include "checker/cli/profile/kernel_profile.h"
#include "checker/cli/profile/ncu_command.h"
#include "checker/cli/profile/ncu_csv.h"
#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"

namespace ncu = lab::cli::ncu;
namespace profile = lab::cli::profile;

namespace {

std::string page(const std::string& name) {
  const char* dir = std::getenv("LAB_NCU_PAGES");
  REQUIRE(dir != nullptr);
  return lab::read_text(std::string(dir) + "/" + name);
}

std::vector<ncu::Kernel> vector_add_report() {
  std::vector<ncu::Kernel> kernels = ncu::read_details(page("1.6-vector-add-details.csv"));
  ncu::add_raw(kernels, page("1.6-vector-add-raw.csv"));
  return kernels;
}

}  // namespace

TEST_CASE("ncu CSV: quoted fields, thousands separators, log lines before the header",
          "[host][profile]") {
  const auto records = ncu::csv_records(
      "==PROF== Connected to process 1\n\"ID\",\"Name\"\n\"0\",\"a, \"\"b\"\"\"\n");
  REQUIRE(records.size() == 2);
  CHECK(records[1][1] == "a, \"b\"");
  CHECK(ncu::number("351,553") == 351553.0);
  CHECK(ncu::number("87.52") == 87.52);
  CHECK_FALSE(ncu::number("n/a"));
  CHECK(*ncu::base_value({"181.79", "us", 181.79}) == Approx(181.79e-6));
  CHECK(*ncu::base_value({"1.50", "Kbyte/cycle", 1.5}) == Approx(1500));
  CHECK(*ncu::base_value({"16,896", "inst/cycle", 16896}) == Approx(16896));
  CHECK(ncu::function_name("void lab::kernel<float, 4>(const float *, int)") == "kernel");
  CHECK(ncu::function_name("vector_add_vec4_kernel(const float *, const float *, float *, int)") ==
        "vector_add_vec4_kernel");
  // Anonymous namespaces, as ncu 2025.3 writes them on the H200 (1.11's kernels and cuBLAS's).
  CHECK(ncu::function_name("<unnamed>::gemm_fast_kernel<1>(const float *, const float *, float "
                           "*, int)") == "gemm_fast_kernel");
  CHECK(ncu::function_name("(anonymous namespace)::gemm_tiled_kernel(const float *, int)") ==
        "gemm_tiled_kernel");
  CHECK(ncu::function_name("void cutlass::Kernel2<cutlass_80_simt_sgemm_256x128_8x4_nn_align1>("
                           "T1::Params)") == "Kernel2");
}

TEST_CASE("ncu pages: a recorded profile of 1.6, its range marker and its kernel",
          "[host][profile]") {
  const std::vector<ncu::Kernel> kernels = vector_add_report();
  REQUIRE(kernels.size() == 2);
  CHECK(kernels[0].function == "lab_profile_range");
  CHECK(kernels[0].grid_blocks == 1);
  CHECK(profile::range_profiles(kernels, 1).empty());  // no second range was recorded

  const std::vector<profile::KernelProfile> range = profile::range_profiles(kernels, 0);
  REQUIRE(range.size() == 1);
  const profile::KernelProfile& p = range.front();
  CHECK(p.function == "vector_add_vec4_kernel");
  CHECK(p.launches == 1);
  // As the details page prints them.
  REQUIRE(p.duration);
  CHECK(p.duration->text == "181.79");
  CHECK(p.duration->unit == "us");
  CHECK(p.dram->text == "90.04");
  CHECK(p.memory->text == "90.04");
  CHECK(p.compute->text == "11.75");
  CHECK(p.achieved_occupancy->text == "80.50");
  CHECK(p.theoretical_occupancy->text == "100");
  CHECK(p.registers->text == "22");
  CHECK(p.block_size->text == "256");
  CHECK(p.occupancy_limit == "warps");  // Block Limit Warps 8, the smallest of the limits
  // From the raw page: 16777216 sectors over 1048576 requests, float4 loads.
  REQUIRE(p.load_sectors_per_request);
  CHECK(*p.load_sectors_per_request == Approx(16.0));
  CHECK(*p.shared_conflicts == 0);
  CHECK(*p.atomics == 0);
  REQUIRE(p.stalls.size() == 3);
  CHECK(p.stalls[0].reason == "long_scoreboard");
  CHECK(p.stalls[0].cycles == Approx(102.271829));
  CHECK(p.stalls[0].share > p.stalls[1].share);
  // The peaks, from the raw page's per-cycle figures and clocks: an H200's 64 TFLOP/s of FP32
  // and 4.8 TB/s of DRAM; the kernel's 787.44 MB in 181.79 us.
  CHECK(*p.flops_peak == Approx(2 * 16896 * 1.906975e9));
  CHECK(*p.dram_peak == Approx(1.504e3 * 3.198557e9));
  CHECK(*p.dram_bytes_per_second == Approx(787.43808e6 / 181.792e-6));
}

TEST_CASE("ncu command: the clocks are never locked, and only the lab's ranges are profiled",
          "[host][profile]") {
  const std::vector<std::string> prefix = ncu::profile_prefix("ncu", "/tmp/report");
  const auto follows = [&](const std::string& option, const std::string& value) {
    for (size_t i = 0; i + 1 < prefix.size(); ++i)
      if (prefix[i] == option && prefix[i + 1] == value) return true;
    return false;
  };
  CHECK(follows("--clock-control", "none"));
  CHECK(follows("--profile-from-start", "off"));
  CHECK(follows("--export", "/tmp/report"));
  CHECK(prefix.back() == "--force-overwrite");
  CHECK(
      ncu::import_command("ncu", "/tmp/report", "raw") ==
      std::vector<std::string>{"ncu", "--import", "/tmp/report.ncu-rep", "--csv", "--page", "raw"});
}

TEST_CASE("ncu failures: restricted counters, a profiler that cannot start, nothing recorded",
          "[host][profile]") {
  // The driver's own switch, as /proc/driver/nvidia/params prints it (driver-params-*.txt).
  const std::string pages = std::getenv("LAB_NCU_PAGES");
  CHECK(ncu::counters_for_administrators(pages + "/driver-params-restricted.txt"));
  CHECK_FALSE(ncu::counters_for_administrators(pages + "/driver-params-open.txt"));
  CHECK_FALSE(ncu::counters_for_administrators("/nonexistent/params"));
  CHECK(ncu::failure_of(0, "==ERROR== ERR_NVGPUCTRPERM - The user does not have permission") ==
        ncu::Failure::no_permission);
  CHECK(ncu::failure_of(1, "==ERROR== Failed to initialize the profiler: LibraryNotLoaded") ==
        ncu::Failure::not_supported);
  CHECK(ncu::failure_of(0, "==WARNING== No kernels were profiled.") ==
        ncu::Failure::nothing_profiled);
  CHECK(ncu::failure_of(0, "==PROF== Report: /tmp/r.ncu-rep") == ncu::Failure::none);
  CHECK(ncu::failure_of(3, "") == ncu::Failure::other);
}

// The rules of what `lab profile` suggests trying next (profile/advice.h), one by one, on
// made-up profiles whose numbers sit either side of each rule's threshold; and the rules on
// the profile recorded on an H200.
#include <cstdlib>

#include "checker/cli/profile/advice.h"
#include "checker/cli/profile_report.h"
#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "common/language.h"

namespace profile = lab::cli::profile;
using profile::KernelProfile;

namespace {

profile::Figure percent(double value) { return {std::to_string(value).substr(0, 5), "%", value}; }

// A kernel of 100 us that nothing is wrong with: half-busy memory and compute, full occupancy.
KernelProfile plain(double microseconds = 100) {
  KernelProfile k;
  k.function = "kernel";
  k.duration = profile::Figure{std::to_string(microseconds), "us", microseconds};
  k.dram = percent(65);
  k.compute = percent(65);
  k.theoretical_occupancy = percent(100);
  k.achieved_occupancy = percent(90);
  k.occupancy_limit = "warps";
  k.registers = profile::Figure{"32", "register/thread", 32};
  k.block_size = profile::Figure{"256", "", 256};
  k.load_sectors_per_request = 4;
  k.store_sectors_per_request = 4;
  k.shared_conflicts = 0;
  k.shared_wavefronts = 1000;
  k.atomics = 0;
  return k;
}

// Everything a chapter's manifest may have its profile look at.
const std::vector<std::string> kEveryFocus = {"coalescing", "bank-conflicts", "atomics", "flops"};

std::vector<std::string> rules(const KernelProfile& yours, const KernelProfile* reference,
                               const std::vector<std::string>& focus = kEveryFocus) {
  const lab::ScopedLanguage english("en");
  std::vector<std::string> names;
  for (const profile::Advice& a : profile::advice(yours, reference, focus)) names.push_back(a.rule);
  return names;
}

std::string first_text(const KernelProfile& yours, const KernelProfile* reference) {
  const lab::ScopedLanguage english("en");
  return profile::advice(yours, reference, kEveryFocus).front().text;
}

}  // namespace

TEST_CASE("advice: as fast as the reference within 10 %, else not said", "[host][profile]") {
  const KernelProfile reference = plain(100);
  CHECK(rules(plain(109), &reference).front() == "as-fast");
  CHECK(first_text(plain(109), &reference) ==
        "Your main kernel takes 1.09 x the reference's time: it is as fast as the reference.");
  CHECK(rules(plain(111), &reference) == std::vector<std::string>{"nothing-stands-out"});
  CHECK(rules(plain(50), nullptr) == std::vector<std::string>{"nothing-stands-out"});
  // Alone (--solution) there is no column of the reference's to compare with.
  CHECK(first_text(plain(50), nullptr) == "Nothing in these counters stands out as the limit.");
}

TEST_CASE("advice: uncoalesced accesses, against the reference's or, alone, beyond 16 sectors",
          "[host][profile]") {
  KernelProfile reference = plain(100), yours = plain(300);
  yours.load_sectors_per_request = 32;
  CHECK(rules(yours, &reference).front() == "uncoalesced");
  CHECK_THAT(first_text(yours, &reference),
             lab::starts_with("Your global loads take 32.0 sectors of 32 bytes per request, "
                              "the reference's 4.0"));
  yours.load_sectors_per_request = 5.9;  // under 1.5 x the reference's 4
  CHECK(rules(yours, &reference).front() != "uncoalesced");
  // float4 accesses take 16 sectors and are coalesced: alone, only more than 16 is told.
  yours.load_sectors_per_request = 16;
  CHECK(rules(yours, nullptr).front() != "uncoalesced");
  yours.store_sectors_per_request = 17;
  CHECK(rules(yours, nullptr).front() != "uncoalesced");  // memory is not busy: not its limit
  yours.memory = percent(45);
  CHECK(rules(yours, nullptr).front() == "uncoalesced");
  CHECK_THAT(first_text(yours, nullptr), lab::starts_with("The global stores take 17.0 sectors"));
  reference.store_sectors_per_request = 16;
  reference.load_sectors_per_request = 16;
  CHECK(rules(yours, &reference).front() != "uncoalesced");  // as the reference does
}

TEST_CASE("advice: bank conflicts from a fifth of the shared-memory wavefronts on",
          "[host][profile]") {
  KernelProfile yours = plain(200);
  const KernelProfile reference = plain(100);
  yours.shared_conflicts = 199;
  CHECK(rules(yours, &reference).front() == "nothing-stands-out");
  yours.shared_conflicts = 500;
  CHECK(rules(yours, &reference).front() == "bank-conflicts");
  CHECK_THAT(first_text(yours, &reference),
             lab::starts_with("50 % of the shared-memory wavefronts are bank conflicts"));
  yours.shared_wavefronts = 0;  // no shared memory read at all: nothing to say
  CHECK(rules(yours, &reference).front() == "nothing-stands-out");
}

TEST_CASE("advice: many atomics, eight times the reference's and at least 4096",
          "[host][profile]") {
  KernelProfile yours = plain(200), reference = plain(100);
  yours.atomics = 1 << 20;
  reference.atomics = 1 << 10;
  CHECK(rules(yours, &reference).front() == "many-atomics");
  CHECK_THAT(first_text(yours, &reference),
             lab::starts_with("Your kernel makes 1048576 atomic requests, the reference 1024"));
  reference.atomics = 1 << 18;  // a quarter as many: not the difference
  CHECK(rules(yours, &reference).front() != "many-atomics");
  yours.atomics = 4000;
  reference.atomics = 0;
  CHECK(rules(yours, &reference).front() != "many-atomics");
  yours.atomics = 131072;  // 1.8's reduce_sum alone (--solution): one per block, nothing to compare
  CHECK(rules(yours, nullptr).front() != "many-atomics");
}

TEST_CASE("advice: low theoretical occupancy names what limits it", "[host][profile]") {
  KernelProfile yours = plain(200);
  const KernelProfile reference = plain(100);
  yours.theoretical_occupancy = percent(25);
  yours.occupancy_limit = "registers";
  yours.registers = profile::Figure{"128", "register/thread", 128};
  CHECK(rules(yours, &reference).front() == "low-occupancy");
  CHECK_THAT(first_text(yours, &reference), lab::contains("each thread uses 128 registers"));
  yours.occupancy_limit = "blocks";
  yours.block_size = profile::Figure{"32", "", 32};
  CHECK_THAT(first_text(yours, &reference), lab::contains("yours have 32 threads"));
  yours.theoretical_occupancy = percent(60);
  CHECK(rules(yours, &reference).front() != "low-occupancy");
  // Beside a reference that holds about as few warps, it is not what makes yours slower.
  yours.theoretical_occupancy = percent(25);
  KernelProfile few_warps = reference;
  few_warps.theoretical_occupancy = percent(30);
  CHECK(rules(yours, &few_warps).front() != "low-occupancy");
  // Nor in a kernel that is busy anyway (cuBLAS holds 12.5 % at 85 % of compute).
  yours.compute = percent(85);
  CHECK(rules(yours, &reference).front() == "compute-bound");
}

TEST_CASE("advice: a grid that does not fill the GPU, beside a reference that does",
          "[host][profile]") {
  KernelProfile yours = plain(400), reference = plain(100);
  yours.grid_size = profile::Figure{"132", "", 132};
  yours.waves = profile::Figure{"0.25", "", 0.25};
  reference.waves = profile::Figure{"62.06", "", 62.06};
  CHECK(rules(yours, &reference).front() == "few-blocks");
  CHECK_THAT(first_text(yours, &reference),
             lab::starts_with("Your grid of 132 blocks fills 0.25 of the GPU"));
  reference.waves = profile::Figure{"0.01", "", 0.01};  // one block on purpose (greedy NMS)
  CHECK(rules(yours, &reference).front() != "few-blocks");
  CHECK(rules(yours, nullptr).front() != "few-blocks");
}

TEST_CASE("advice: bound by DRAM, by compute, far from the FP32 peak, or waiting on latency",
          "[host][profile]") {
  const KernelProfile reference = plain(100);
  KernelProfile yours = plain(200);
  yours.dram = percent(80);
  CHECK(rules(yours, &reference) == std::vector<std::string>{"at-bandwidth"});
  yours.dram = percent(20);
  yours.compute = percent(90);
  CHECK(rules(yours, &reference) == std::vector<std::string>{"compute-bound"});
  // A kernel that computes (more FP32 operations than DRAM bytes) at 5 % of the peak.
  yours.compute = percent(40);
  yours.flops = 3e12;
  yours.flops_peak = 6e13;
  yours.dram_bytes_per_second = 1e11;
  CHECK(rules(yours, &reference).front() == "far-from-flop-peak");
  CHECK(rules(yours, &reference, {"coalescing"}).front() != "far-from-flop-peak");  // not GEMM
  yours.dram_bytes_per_second = 1e13;  // a kernel that moves data: not told about FLOP/s
  CHECK(rules(yours, &reference).front() != "far-from-flop-peak");
  // Neither unit busy, and the warps wait for memory: the latency advice, with the share.
  yours.stalls = {{"long_scoreboard", 30, 0.8}, {"wait", 3, 0.08}};
  CHECK(rules(yours, &reference).front() == "top-stall");
  CHECK_THAT(first_text(yours, &reference),
             lab::contains("warps wait for global memory 80 % of the time"));
  yours.stalls = {{"not_selected", 30, 0.8}};  // a reason without advice of its own
  CHECK(rules(yours, &reference).front() == "nothing-stands-out");
  yours.stalls = {{"long_scoreboard", 30, 0.8}};
  yours.dram = percent(61);  // memory is busy enough: not a latency problem
  CHECK(rules(yours, &reference).front() == "nothing-stands-out");
}

TEST_CASE("advice: never more than two, the most telling first", "[host][profile]") {
  KernelProfile yours = plain(400), reference = plain(100);
  yours.load_sectors_per_request = 32;
  yours.shared_conflicts = 900;
  yours.atomics = 1 << 20;
  yours.dram = percent(90);
  CHECK(rules(yours, &reference) == std::vector<std::string>{"uncoalesced", "bank-conflicts"});
}

TEST_CASE("advice and roofline on the profile recorded on an H200", "[host][profile]") {
  const char* dir = std::getenv("LAB_NCU_PAGES");
  REQUIRE(dir != nullptr);
  std::vector<lab::cli::ncu::Kernel> kernels =
      lab::cli::ncu::read_details(lab::read_text(std::string(dir) + "/1.6-vector-add-details.csv"));
  lab::cli::ncu::add_raw(kernels, lab::read_text(std::string(dir) + "/1.6-vector-add-raw.csv"));
  const std::vector<KernelProfile> range = profile::range_profiles(kernels, 0);
  REQUIRE(range.size() == 1);
  // The same kernel both sides: as fast, and at 90.04 % of DRAM bandwidth.
  CHECK(rules(range.front(), &range.front()) ==
        std::vector<std::string>{"as-fast", "at-bandwidth"});
  CHECK(rules(range.front(), nullptr) == std::vector<std::string>{"at-bandwidth"});
  // Its point: one FP32 add per 12 bytes moved, at the rate the raw page gives.
  const lab::ScopedLanguage english("en");
  const lab::pictures::Roofline r =
      lab::cli::roofline_of({{"vector_add", "2^26", range, {}}}, false, "1.6 vector-add");
  REQUIRE(r.points.size() == 1);
  CHECK(r.points[0].label == "yours: vector_add_vec4_kernel");
  CHECK(r.points[0].intensity_flop_per_byte ==
        Approx(*range[0].flops / *range[0].dram_bytes_per_second));
  // (787 MB moved of the 805 MB that three arrays of 2^26 floats hold: a little came from L2)
  CHECK(r.points[0].intensity_flop_per_byte == Approx(1.0 / 12).epsilon(0.05));
  CHECK(r.peak_gbs == Approx(*range[0].dram_peak / 1e9));
  CHECK(r.peak_gflops == Approx(*range[0].flops_peak / 1e9));
}

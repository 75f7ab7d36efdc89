#include "checker/cli/profile/kernel_profile.h"

#include <algorithm>
#include <map>

#include "checker/harness/bench_results.h"

namespace lab::cli::profile {

namespace {

// The details page's section names (ncu 2025).
constexpr const char* kSpeedOfLight = "GPU Speed Of Light Throughput";
constexpr const char* kOccupancy = "Occupancy";
constexpr const char* kLaunch = "Launch Statistics";
// The raw metrics of the stall reasons: prefix + reason + suffix, cycles per issued instruction.
constexpr const char* kStallPrefix = "smsp__average_warps_issue_stalled_";
constexpr const char* kStallSuffix = "_per_issue_active.ratio";

std::optional<Figure> figure(const ncu::Metric* m) {
  if (!m || !m->value) return std::nullopt;
  return Figure{m->text, m->unit, *m->value};
}

std::optional<double> raw(const ncu::Kernel& k, const std::string& name) {
  const ncu::Metric* m = k.raw_metric(name);
  return m ? ncu::base_value(*m) : std::nullopt;
}

std::optional<double> ratio(std::optional<double> a, std::optional<double> b) {
  if (!a || !b || *b <= 0) return std::nullopt;
  return *a / *b;
}

std::optional<double> sum(std::optional<double> a, std::optional<double> b) {
  if (!a || !b) return std::nullopt;
  return *a + *b;
}

// What holds the theoretical occupancy down: the block limit that is the smallest. Of equal
// limits the hardware's own comes first: a block too small to fill an SM's 32 blocks also
// meets the shared-memory limit of 32 that the driver's 1 KB per block sets.
std::string occupancy_limit(const ncu::Kernel& k) {
  const std::pair<const char*, const char*> limits[] = {
      {"Block Limit SM", "blocks"},
      {"Block Limit Warps", "warps"},
      {"Block Limit Registers", "registers"},
      {"Block Limit Shared Mem", "shared-memory"}};
  std::string limit;
  double lowest = 0;
  for (const auto& [name, key] : limits) {
    const std::optional<Figure> f = figure(k.detail(kOccupancy, name));
    if (f && (limit.empty() || f->value < lowest)) limit = key, lowest = f->value;
  }
  return limit;
}

std::vector<Stall> top_stalls(const ncu::Kernel& k) {
  std::vector<Stall> stalls;
  double total = 0;
  const std::string prefix = kStallPrefix, suffix = kStallSuffix;
  for (const auto& [name, metric] : k.raw) {
    if (name.rfind(prefix, 0) != 0 || name.size() <= prefix.size() + suffix.size() ||
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0 || !metric.value)
      continue;
    const std::string reason =
        name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    // not_issued sums the others; selected is the cycle of issuing, not a stall.
    if (reason.find("not_issued") != std::string::npos || reason == "selected") continue;
    stalls.push_back({reason, *metric.value, 0});
    total += *metric.value;
  }
  std::sort(stalls.begin(), stalls.end(),
            [](const Stall& a, const Stall& b) { return a.cycles > b.cycles; });
  for (Stall& s : stalls) s.share = total > 0 ? s.cycles / total : 0;
  if (stalls.size() > 3) stalls.resize(3);
  return stalls;
}

}  // namespace

KernelProfile profile_of(const ncu::Kernel& k, int launches) {
  KernelProfile p;
  p.function = k.function;
  p.launches = launches;
  p.duration = figure(k.detail(kSpeedOfLight, "Duration"));
  p.memory = figure(k.detail(kSpeedOfLight, "Memory Throughput"));
  p.dram = figure(k.detail(kSpeedOfLight, "DRAM Throughput"));
  p.compute = figure(k.detail(kSpeedOfLight, "Compute (SM) Throughput"));
  p.achieved_occupancy = figure(k.detail(kOccupancy, "Achieved Occupancy"));
  p.theoretical_occupancy = figure(k.detail(kOccupancy, "Theoretical Occupancy"));
  p.registers = figure(k.detail(kLaunch, "Registers Per Thread"));
  p.block_size = figure(k.detail(kLaunch, "Block Size"));
  p.grid_size = figure(k.detail(kLaunch, "Grid Size"));
  p.waves = figure(k.detail(kLaunch, "Waves Per SM"));
  p.occupancy_limit = occupancy_limit(k);
  p.stalls = top_stalls(k);
  p.load_sectors_per_request = ratio(raw(k, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"),
                                     raw(k, "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"));
  p.store_sectors_per_request = ratio(raw(k, "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"),
                                      raw(k, "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"));
  p.shared_conflicts = sum(raw(k, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"),
                           raw(k, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"));
  p.shared_wavefronts = sum(raw(k, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"),
                            raw(k, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"));
  p.atomics = sum(raw(k, "l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum"),
                  raw(k, "l1tex__t_requests_pipe_lsu_mem_global_op_red.sum"));
  const std::optional<double> seconds = raw(k, "gpu__time_duration.sum");
  const std::optional<double> ffma = raw(k, "sm__sass_thread_inst_executed_op_ffma_pred_on.sum");
  const std::optional<double> flop =
      sum(sum(ffma, ffma), sum(raw(k, "sm__sass_thread_inst_executed_op_fadd_pred_on.sum"),
                               raw(k, "sm__sass_thread_inst_executed_op_fmul_pred_on.sum")));
  p.flops = ratio(flop, seconds);
  const std::optional<double> ffma_peak =
      raw(k, "sm__sass_thread_inst_executed_op_ffma_pred_on.sum.peak_sustained");
  const std::optional<double> sm_hz = raw(k, "sm__cycles_elapsed.avg.per_second");
  if (ffma_peak && sm_hz) p.flops_peak = 2 * *ffma_peak * *sm_hz;
  p.dram_bytes_per_second = ratio(raw(k, "dram__bytes.sum"), seconds);
  const std::optional<double> dram_peak = raw(k, "dram__bytes.sum.peak_sustained");
  const std::optional<double> dram_hz = raw(k, "dram__cycles_elapsed.avg.per_second");
  if (dram_peak && dram_hz) p.dram_peak = *dram_peak * *dram_hz;
  return p;
}

std::vector<KernelProfile> range_profiles(const std::vector<ncu::Kernel>& kernels, int range) {
  const auto marker = [](const ncu::Kernel& k) { return k.function == bench::kRangeMarker; };
  const auto start = std::find_if(kernels.begin(), kernels.end(), [&](const ncu::Kernel& k) {
    return marker(k) && k.grid_blocks == range + 1;
  });
  if (start == kernels.end()) return {};
  std::vector<const ncu::Kernel*> firsts;
  std::map<std::string, int> launches;
  for (auto k = start + 1; k != kernels.end() && !marker(*k); ++k)
    if (launches[k->function]++ == 0) firsts.push_back(&*k);
  std::vector<KernelProfile> profiles;
  for (const ncu::Kernel* k : firsts) profiles.push_back(profile_of(*k, launches[k->function]));
  return profiles;
}

}  // namespace lab::cli::profile

#include "checker/cli/profile/advice.h"

#include <algorithm>
#include <functional>

#include "checker/cli/profile/ncu_csv.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"

namespace lab::cli::profile {

namespace {

// The thresholds of the rules.
constexpr double kSlower = 1.10;           // a time this many times the reference's is slower
constexpr double kMoreSectors = 1.5;       // sectors per request, against the reference's
constexpr double kWorstCoalescing = 16;    // above it, no width of load is coalesced
constexpr double kBusyMemoryAlone = 40;    // memory throughput, %, for that to be told alone
constexpr double kConflictShare = 0.2;     // bank conflicts per shared-memory wavefront
constexpr double kMoreAtomics = 8;         // atomic requests, against the reference's
constexpr double kManyAtomics = 4096;      // ... and at least this many
constexpr double kBusy = 75;               // % of peak: bound by that unit
constexpr double kIdle = 60;               // % of peak: neither memory nor compute is busy
constexpr double kLowOccupancy = 60;       // theoretical occupancy, %
constexpr double kMoreOccupancy = 1.25;    // the reference's theoretical occupancy, against it
constexpr double kFewWaves = 1;            // waves of blocks: under one, some SMs are idle
constexpr double kFarFromFlopPeak = 0.25;  // of the FP32 peak, for a kernel that computes

double value_of(const std::optional<Figure>& f) { return f ? f->value : 0; }

// What a rule is given besides the two kernels.
struct Context {
  const std::vector<std::string>& focus;
  bool wants(const char* what) const {
    return std::find(focus.begin(), focus.end(), what) != focus.end();
  }
};

struct Rule {
  const char* name;
  std::function<std::optional<std::string>(const KernelProfile&, const KernelProfile*,
                                           const Context&)>
      says;
};

std::optional<std::string> as_fast(const KernelProfile& y, const KernelProfile* r, const Context&) {
  const auto mine = seconds(y), theirs = r ? seconds(*r) : std::nullopt;
  if (!mine || !theirs || *mine > kSlower * *theirs) return std::nullopt;
  return say("cli.profile.advice.as-fast", {{"multiple", decimal_text(*mine / *theirs, 2)}});
}

std::optional<std::string> uncoalesced(const KernelProfile& y, const KernelProfile* r,
                                       const Context&) {
  // Loads against loads, stores against stores: the one furthest from the reference's.
  struct Access {
    const char* kind;
    std::optional<double> mine, theirs;
  };
  const Access accesses[] = {{"cli.profile.access.loads", y.load_sectors_per_request,
                              r ? r->load_sectors_per_request : std::nullopt},
                             {"cli.profile.access.stores", y.store_sectors_per_request,
                              r ? r->store_sectors_per_request : std::nullopt}};
  const Access* worst = nullptr;
  double worst_excess = 0;
  for (const Access& a : accesses) {
    if (!a.mine || (r && !a.theirs)) continue;
    const double excess =
        r ? *a.mine / std::max(*a.theirs, 1.0) / kMoreSectors : *a.mine / kWorstCoalescing;
    if (excess > 1 && excess > worst_excess) worst = &a, worst_excess = excess;
  }
  if (!worst) return std::nullopt;
  // Alone, only where memory is busy: a few scattered stores of a kernel that waits elsewhere
  // are not what limits it.
  if (!r && value_of(y.memory) < kBusyMemoryAlone) return std::nullopt;
  const std::string kind = say(worst->kind);
  if (!r)
    return say("cli.profile.advice.uncoalesced-alone",
               {{"kind", kind}, {"sectors", decimal_text(*worst->mine, 1)}});
  return say("cli.profile.advice.uncoalesced", {{"kind", kind},
                                                {"sectors", decimal_text(*worst->mine, 1)},
                                                {"reference", decimal_text(*worst->theirs, 1)}});
}

std::optional<std::string> few_blocks(const KernelProfile& y, const KernelProfile* r,
                                      const Context&) {
  // Only beside a reference that fills the GPU: some algorithms run one block on purpose.
  if (!y.waves || !y.grid_size || y.waves->value >= kFewWaves || !r || !r->waves ||
      r->waves->value < kFewWaves)
    return std::nullopt;
  return say("cli.profile.advice.few-blocks",
             {{"grid", y.grid_size->text}, {"waves", y.waves->text}});
}

std::optional<std::string> bank_conflicts(const KernelProfile& y, const KernelProfile*,
                                          const Context&) {
  if (!y.shared_conflicts || !y.shared_wavefronts || *y.shared_wavefronts <= 0 ||
      *y.shared_conflicts < kConflictShare * *y.shared_wavefronts)
    return std::nullopt;
  return say("cli.profile.advice.bank-conflicts",
             {{"percent", decimal_text(100 * *y.shared_conflicts / *y.shared_wavefronts, 0)}});
}

std::optional<std::string> many_atomics(const KernelProfile& y, const KernelProfile* r,
                                        const Context&) {
  // Only beside the reference: one atomic per block is right, one per element is not.
  if (!r || !y.atomics || *y.atomics < kManyAtomics) return std::nullopt;
  const double theirs = r->atomics ? *r->atomics : 0;
  if (*y.atomics < kMoreAtomics * std::max(theirs, 1.0)) return std::nullopt;
  return say("cli.profile.advice.many-atomics",
             {{"atomics", decimal_text(*y.atomics, 0)}, {"reference", decimal_text(theirs, 0)}});
}

std::optional<std::string> low_occupancy(const KernelProfile& y, const KernelProfile* r,
                                         const Context&) {
  if (!y.theoretical_occupancy || y.theoretical_occupancy->value >= kLowOccupancy ||
      y.occupancy_limit.empty() || value_of(y.dram) >= kBusy || value_of(y.compute) >= kBusy)
    return std::nullopt;
  // Beside a reference that holds as few warps, occupancy is not what makes yours slower.
  if (r && (!r->theoretical_occupancy ||
            r->theoretical_occupancy->value < kMoreOccupancy * y.theoretical_occupancy->value))
    return std::nullopt;
  const std::string key = "cli.profile.advice.occupancy." + y.occupancy_limit;
  return say(key, {{"theoretical", y.theoretical_occupancy->text},
                   {"registers", y.registers ? y.registers->text : "?"},
                   {"block", y.block_size ? y.block_size->text : "?"}});
}

std::optional<std::string> at_bandwidth(const KernelProfile& y, const KernelProfile*,
                                        const Context&) {
  if (value_of(y.dram) < kBusy) return std::nullopt;
  return say("cli.profile.advice.at-bandwidth", {{"dram", y.dram->text}});
}

std::optional<std::string> compute_bound(const KernelProfile& y, const KernelProfile*,
                                         const Context&) {
  if (value_of(y.compute) < kBusy) return std::nullopt;
  return say("cli.profile.advice.compute-bound", {{"compute", y.compute->text}});
}

std::optional<std::string> far_from_flop_peak(const KernelProfile& y, const KernelProfile*,
                                              const Context& context) {
  // Only where the chapter is about FP32 throughput (GEMM), and for a kernel that computes:
  // more FP32 operations than bytes moved from DRAM.
  if (!context.wants("flops") || !y.flops || !y.flops_peak || !y.dram_bytes_per_second ||
      *y.flops <= *y.dram_bytes_per_second || *y.flops >= kFarFromFlopPeak * *y.flops_peak ||
      value_of(y.dram) >= kBusy)
    return std::nullopt;
  return say("cli.profile.advice.far-from-flop-peak",
             {{"percent", decimal_text(100 * *y.flops / *y.flops_peak, 1)}});
}

std::optional<std::string> top_stall(const KernelProfile& y, const KernelProfile*, const Context&) {
  if (y.stalls.empty() || value_of(y.dram) >= kIdle || value_of(y.compute) >= kIdle)
    return std::nullopt;
  const std::string& reason = y.stalls.front().reason;
  const std::string key = "cli.profile.advice.waits." + reason;
  if (!*text(key)) return std::nullopt;  // a reason without advice of its own
  return say(key, {{"share", decimal_text(100 * y.stalls.front().share, 0)},
                   {"dram", y.dram ? y.dram->text : "?"},
                   {"compute", y.compute ? y.compute->text : "?"}});
}

// In order: the first two that apply are given.
const Rule kRules[] = {
    {"as-fast", as_fast},
    {"uncoalesced", uncoalesced},
    {"bank-conflicts", bank_conflicts},
    {"many-atomics", many_atomics},
    {"at-bandwidth", at_bandwidth},
    {"compute-bound", compute_bound},
    {"few-blocks", few_blocks},
    {"low-occupancy", low_occupancy},
    {"far-from-flop-peak", far_from_flop_peak},
    {"top-stall", top_stall},
};

}  // namespace

std::optional<double> seconds(const KernelProfile& kernel) {
  if (!kernel.duration) return std::nullopt;
  return ncu::base_value({kernel.duration->text, kernel.duration->unit, kernel.duration->value});
}

const KernelProfile* main_kernel(const std::vector<KernelProfile>& kernels) {
  const KernelProfile* longest = nullptr;
  for (const KernelProfile& k : kernels)
    if (!longest || seconds(k).value_or(0) > seconds(*longest).value_or(0)) longest = &k;
  return longest;
}

std::vector<Advice> advice(const KernelProfile& yours, const KernelProfile* reference,
                           const std::vector<std::string>& focus) {
  const Context context{focus};
  std::vector<Advice> given;
  for (const Rule& rule : kRules) {
    if (given.size() == 2) break;
    if (const auto text = rule.says(yours, reference, context)) given.push_back({rule.name, *text});
  }
  if (given.empty())
    given.push_back({"nothing-stands-out", say(reference ? "cli.profile.advice.nothing"
                                                         : "cli.profile.advice.nothing-alone")});
  return given;
}

}  // namespace lab::cli::profile

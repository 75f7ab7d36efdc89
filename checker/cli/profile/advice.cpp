#include "checker/cli/profile/advice.h"

#include <cstdio>
#include <functional>

#include "checker/cli/profile/ncu_csv.h"
#include "checker/harness/messages.h"

namespace lab::cli::profile {

namespace {

// The thresholds of the rules.
constexpr double kSlower = 1.10;           // a time this many times the reference's is slower
constexpr double kMoreSectors = 1.5;       // sectors per request, against the reference's
constexpr double kWorstCoalescing = 16;    // above it, no width of load is coalesced
constexpr double kConflictShare = 0.2;     // bank conflicts per shared-memory wavefront
constexpr double kMoreAtomics = 8;         // atomic requests, against the reference's
constexpr double kManyAtomics = 4096;      // ... and at least this many
constexpr double kBusy = 75;               // % of peak: bound by that unit
constexpr double kIdle = 60;               // % of peak: neither memory nor compute is busy
constexpr double kLowOccupancy = 50;       // theoretical occupancy, %
constexpr double kFarFromFlopPeak = 0.25;  // of the FP32 peak, for a kernel that computes

std::string fixed(double value, int decimals) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

double value_of(const std::optional<Figure>& f) { return f ? f->value : 0; }

std::optional<double> worst_sectors(const KernelProfile& k) {
  if (!k.load_sectors_per_request && !k.store_sectors_per_request) return std::nullopt;
  return std::max(k.load_sectors_per_request.value_or(0), k.store_sectors_per_request.value_or(0));
}

struct Rule {
  const char* name;
  std::function<std::optional<std::string>(const KernelProfile&, const KernelProfile*)> says;
};

std::optional<std::string> as_fast(const KernelProfile& y, const KernelProfile* r) {
  const auto mine = seconds(y), theirs = r ? seconds(*r) : std::nullopt;
  if (!mine || !theirs || *mine > kSlower * *theirs) return std::nullopt;
  return say("cli.profile.advice.as-fast", {{"multiple", fixed(*mine / *theirs, 2)}});
}

std::optional<std::string> uncoalesced(const KernelProfile& y, const KernelProfile* r) {
  const auto mine = worst_sectors(y), theirs = r ? worst_sectors(*r) : std::nullopt;
  if (!mine) return std::nullopt;
  if (theirs ? *mine <= kMoreSectors * *theirs : *mine <= kWorstCoalescing) return std::nullopt;
  return say(theirs ? "cli.profile.advice.uncoalesced" : "cli.profile.advice.uncoalesced-alone",
             {{"sectors", fixed(*mine, 1)}, {"reference", theirs ? fixed(*theirs, 1) : ""}});
}

std::optional<std::string> bank_conflicts(const KernelProfile& y, const KernelProfile*) {
  if (!y.shared_conflicts || !y.shared_wavefronts || *y.shared_wavefronts <= 0 ||
      *y.shared_conflicts < kConflictShare * *y.shared_wavefronts)
    return std::nullopt;
  return say("cli.profile.advice.bank-conflicts",
             {{"percent", fixed(100 * *y.shared_conflicts / *y.shared_wavefronts, 0)}});
}

std::optional<std::string> many_atomics(const KernelProfile& y, const KernelProfile* r) {
  if (!y.atomics || *y.atomics < kManyAtomics) return std::nullopt;
  const double theirs = r && r->atomics ? *r->atomics : 0;
  if (r && *y.atomics < kMoreAtomics * std::max(theirs, 1.0)) return std::nullopt;
  return say("cli.profile.advice.many-atomics",
             {{"atomics", fixed(*y.atomics, 0)}, {"reference", fixed(theirs, 0)}});
}

std::optional<std::string> low_occupancy(const KernelProfile& y, const KernelProfile*) {
  if (!y.theoretical_occupancy || y.theoretical_occupancy->value >= kLowOccupancy ||
      y.occupancy_limit.empty())
    return std::nullopt;
  const std::string key = "cli.profile.advice.occupancy." + y.occupancy_limit;
  return say(key, {{"theoretical", y.theoretical_occupancy->text},
                   {"registers", y.registers ? y.registers->text : "?"},
                   {"block", y.block_size ? y.block_size->text : "?"}});
}

std::optional<std::string> at_bandwidth(const KernelProfile& y, const KernelProfile*) {
  if (value_of(y.dram) < kBusy) return std::nullopt;
  return say("cli.profile.advice.at-bandwidth", {{"dram", y.dram->text}});
}

std::optional<std::string> compute_bound(const KernelProfile& y, const KernelProfile*) {
  if (value_of(y.compute) < kBusy) return std::nullopt;
  return say("cli.profile.advice.compute-bound", {{"compute", y.compute->text}});
}

std::optional<std::string> far_from_flop_peak(const KernelProfile& y, const KernelProfile*) {
  // Only for a kernel that computes: more FP32 operations than bytes moved from DRAM.
  if (!y.flops || !y.flops_peak || !y.dram_bytes_per_second ||
      *y.flops <= *y.dram_bytes_per_second || *y.flops >= kFarFromFlopPeak * *y.flops_peak ||
      value_of(y.dram) >= kBusy)
    return std::nullopt;
  return say("cli.profile.advice.far-from-flop-peak",
             {{"percent", fixed(100 * *y.flops / *y.flops_peak, 1)}});
}

std::optional<std::string> top_stall(const KernelProfile& y, const KernelProfile*) {
  if (y.stalls.empty() || value_of(y.dram) >= kIdle || value_of(y.compute) >= kIdle)
    return std::nullopt;
  const std::string& reason = y.stalls.front().reason;
  const std::string key = "cli.profile.advice.waits." + reason;
  if (!*text(key)) return std::nullopt;  // a reason without advice of its own
  return say(key, {{"share", fixed(100 * y.stalls.front().share, 0)},
                   {"dram", y.dram ? y.dram->text : "?"},
                   {"compute", y.compute ? y.compute->text : "?"}});
}

// In order: the first two that apply are given.
const Rule kRules[] = {
    {"as-fast", as_fast},
    {"uncoalesced", uncoalesced},
    {"bank-conflicts", bank_conflicts},
    {"many-atomics", many_atomics},
    {"low-occupancy", low_occupancy},
    {"at-bandwidth", at_bandwidth},
    {"compute-bound", compute_bound},
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

std::vector<Advice> advice(const KernelProfile& yours, const KernelProfile* reference) {
  std::vector<Advice> given;
  for (const Rule& rule : kRules) {
    if (given.size() == 2) break;
    if (const auto text = rule.says(yours, reference)) given.push_back({rule.name, *text});
  }
  if (given.empty()) given.push_back({"nothing-stands-out", say("cli.profile.advice.nothing")});
  return given;
}

}  // namespace lab::cli::profile

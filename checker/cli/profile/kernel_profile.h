// What `lab profile` says about one kernel, read from its Nsight Compute report (ncu_csv.h):
// only numbers that the report's details page shows (or, for what that page has no line for,
// its raw page), each kept as ncu printed it, so that the student can find it again with
// `ncu --import REPORT --page details`.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/cli/profile/ncu_csv.h"

namespace lab::cli::profile {

// A number as the report holds it: its text and unit as printed, and its value.
struct Figure {
  std::string text, unit;
  double value = 0;
};

// A reason warps were stalled, and its share of the cycles between two issued instructions.
struct Stall {
  std::string reason;  // the raw metric's reason: "long_scoreboard", "barrier", ...
  double cycles = 0;   // cycles per issued instruction spent stalled for it
  double share = 0;    // of all stalled cycles, 0..1
};

struct KernelProfile {
  std::string function;  // "vector_add_kernel"
  int launches = 1;      // of this function in the row's range; the figures are the first's
  std::optional<Figure> duration, memory, dram, compute;  // time; throughput % of peak
  std::optional<Figure> achieved_occupancy, theoretical_occupancy, registers, block_size;
  std::optional<Figure> grid_size, waves;  // blocks; waves of blocks that fill every SM
  std::string occupancy_limit;             // "registers", "shared-memory", "warps", "blocks", or ""
  std::vector<Stall> stalls;               // the largest first, at most three
  std::optional<double> load_sectors_per_request, store_sectors_per_request;
  std::optional<double> shared_conflicts, shared_wavefronts;  // loads and stores together
  std::optional<double> atomics;                              // atom + red requests
  std::optional<double> flops, flops_peak;                    // FP32, per second
  std::optional<double> dram_bytes_per_second, dram_peak;     // bytes per second
};

// The profile of `kernel` (its first launch; `launches` says how many the range had).
KernelProfile profile_of(const ncu::Kernel& kernel, int launches);

// The kernels of one profiled range (checker/harness/profile_range.h): those after the marker
// whose grid has `range` + 1 blocks, up to the next marker, one profile per function in launch
// order. Empty when the report has no such marker.
std::vector<KernelProfile> range_profiles(const std::vector<ncu::Kernel>& kernels, int range);

}  // namespace lab::cli::profile

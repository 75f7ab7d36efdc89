// The Nsight Compute command lines of `lab profile`, and what their output says went wrong.
//
// Every profile runs with --clock-control none: ncu's default locks the GPU's clocks at base
// for the whole run, which slows every other user of a shared server and makes the times
// unlike `lab bench`'s. --profile-from-start off records only the ranges that the benchmark
// program opens in Mode::profile (checker/harness/profile_range.h).
#pragma once

#include <string>
#include <vector>

namespace lab::cli::ncu {

// The sections whose details-page metrics `lab profile` prints (profile_report.h).
const std::vector<std::string>& sections();
// The metrics it reads from the raw page besides the sections' (requested with --metrics, so
// that they are in the report whatever a section holds).
const std::vector<std::string>& extra_metrics();

// The command line that runs a program under ncu, up to the program's own:
// ncu [options] --export <report> --force-overwrite; ncu writes <report>.ncu-rep.
std::vector<std::string> profile_prefix(const std::string& ncu, const std::string& report);

// ncu --import <report>.ncu-rep --csv --page <page>   ("details" or "raw")
std::vector<std::string> import_command(const std::string& ncu, const std::string& report,
                                        const std::string& page);

// Whether the NVIDIA driver lets only administrators read the GPU's performance counters
// (RmProfilingAdminOnly: 1 in /proc/driver/nvidia/params, which the module option
// NVreg_RestrictProfilingToAdminUsers sets); false where that file is not there.
bool counters_for_administrators(const std::string& params = "/proc/driver/nvidia/params");

// Why a profile run failed, read from ncu's output.
enum class Failure {
  none,
  no_permission,     // ERR_NVGPUCTRPERM: the counters are for administrators only
  not_supported,     // the profiler could not start on this machine or GPU
  nothing_profiled,  // no kernel was recorded
  other,
};
Failure failure_of(int exit_code, const std::string& output);

}  // namespace lab::cli::ncu

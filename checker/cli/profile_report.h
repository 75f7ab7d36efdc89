// What `lab profile` prints for each profiled row of a chapter's benchmark: the student's
// kernels beside the reference solution's, one column each, in plain words (docs/lab-command.md,
// "profile"); and the roofline of all of them.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/pictures/roofline.h"
#include "checker/cli/profile/kernel_profile.h"
#include "checker/harness/bench_results.h"

namespace lab::cli {

struct ProfiledRow {
  std::string name, size;                     // the benchmark row's: "vector_add", "2^26"
  std::vector<profile::KernelProfile> yours;  // the profiled file's kernels, in launch order
  std::vector<profile::KernelProfile>
      reference;  // the reference's of the same row; none: --solution
};

// The exercise rows of `yours` that have a profiled range, with their kernels from its report,
// each beside the same row of `reference` (null with --solution) and its kernels.
std::vector<ProfiledRow> profiled_rows(const bench::Results& yours,
                                       const std::vector<ncu::Kernel>& yours_kernels,
                                       const bench::Results* reference,
                                       const std::vector<ncu::Kernel>& reference_kernels);

// Keeps, of the profiled file's kernels, those whose function name contains `name`; false when
// no row has one (the rows are then left as they were).
bool keep_kernels(std::vector<ProfiledRow>& rows, const std::string& name);

// Every function name of the profiled file's kernels, once each, comma-separated.
std::string kernel_names(const std::vector<ProfiledRow>& rows);

// The row's table, its stall reasons in words, and what to try next. `focus` (the chapter's
// manifest) chooses the lines after time, throughput, occupancy and stalls; `solution` heads
// the one column "reference solution" instead of "yours" and "reference".
std::string profile_table(const ProfiledRow& row, const std::vector<std::string>& focus,
                          bool solution);

// The roofline of every kernel of `rows` that did FP32 work and moved DRAM bytes; its roofs
// from the first profile that has both peaks (zero when none has).
pictures::Roofline roofline_of(const std::vector<ProfiledRow>& rows, bool solution,
                               const std::string& title);

}  // namespace lab::cli

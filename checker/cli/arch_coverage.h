// Does the build contain code for this GPU? Without it every launch fails with "no kernel
// image is available for execution on the device". A binary runs on a GPU when it holds
// machine code (SASS) of the same major version and a minor version not above the GPU's,
// or PTX of a version not above the GPU's (then the driver compiles it at start-up).
#pragma once

#include <string>
#include <vector>

namespace lab::cli {

struct BuiltArchitectures {
  std::vector<int> sass;  // 90 = compute capability 9.0
  std::vector<int> ptx;
};

// From `cuobjdump --list-elf --list-ptx FILE` ("ELF file 1: x.1.sm_90.cubin").
BuiltArchitectures architectures_in_listing(const std::string& listing);

// From the gpu_arch build option ("7.5,8.0,9.0": SASS for each, PTX for the newest);
// empty for "native", which depends on the GPU present when the build was configured.
BuiltArchitectures architectures_from_option(const std::string& gpu_arch);

enum class Coverage { machine_code, ptx_only, none };
Coverage coverage_for(const BuiltArchitectures& built, int major, int minor);

// "sm_75, sm_90 (+ PTX 9.0)"
std::string describe_architectures(const BuiltArchitectures& built);

}  // namespace lab::cli

// Is a GPU usable here, and if not, why: the one diagnosis that the checkers (their report's
// gpu_reason), `lab check`, `lab run`, `lab selftest` and `lab doctor` all give. No Catch2, so
// that the lab command links it without the checkers' test runner.
//
//   const lab::GpuInfo& gpu = lab::gpu_info();
//   if (!gpu.usable) std::puts(gpu.reason.c_str());  // "cudaErrorInsufficientDriver: no NVIDIA driver ..."
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

namespace lab {

struct GpuInfo {
  bool usable = false;
  std::string reason;  // why not usable, with what to do about it
  int device = 0;
  std::string name;
  int major = 0, minor = 0;
  int multiprocessors = 0;
  size_t l2_bytes = 0;
  size_t memory_bytes = 0;
};

// Probes device 0 once (cudaGetDeviceCount, properties, context creation) and caches it.
const GpuInfo& gpu_info();

// "no usable GPU: <reason>; LAB_REQUIRE_GPU=1 makes this a failure", in the reader's language.
std::string required_gpu_missing(const std::string& reason);

// The line a checker or a benchmark prints without a usable GPU: "SKIPPED: no usable GPU:
// <reason>", or when `required` (LAB_REQUIRE_GPU=1: a GPU CI, a grading script, which then
// fail with exit 1 instead of 77) "FAILED: ...; LAB_REQUIRE_GPU=1 makes this a failure".
std::string no_gpu_line(const std::string& reason, bool required);

struct CudaVersions {
  int driver = 0;   // the newest CUDA the driver supports, e.g. 13000; 0: no driver
  int runtime = 0;  // the CUDA runtime this program is built with
};

CudaVersions cuda_versions();

// 13000 -> "13.0"
std::string cuda_version_text(int version);

// The reason for a failed probe: `code` is its error, `versions` tell a driver that is missing
// from one that is too old (the runtime reports both as cudaErrorInsufficientDriver).
std::string no_gpu_reason(cudaError_t code, const CudaVersions& versions);

}  // namespace lab

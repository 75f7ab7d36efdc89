#include "checker/harness/gpu_probe.h"

#include "checker/harness/messages.h"
#include "common/cuda_check.h"

namespace lab {

namespace {

GpuInfo probe() {
  GpuInfo info;
  int count = 0;
  cudaError_t code = cudaGetDeviceCount(&count);
  if (code == cudaSuccess && count == 0) code = cudaErrorNoDevice;
  if (code == cudaSuccess) code = cudaGetDevice(&info.device);
  cudaDeviceProp prop{};
  if (code == cudaSuccess) code = cudaGetDeviceProperties(&prop, info.device);
  if (code == cudaSuccess) code = cudaFree(nullptr);  // creates the primary context now
  if (code != cudaSuccess) {
    info.reason = no_gpu_reason(code, cuda_versions());
    return info;
  }
  info.usable = true;
  info.name = prop.name;
  info.major = prop.major;
  info.minor = prop.minor;
  info.multiprocessors = prop.multiProcessorCount;
  info.l2_bytes = static_cast<size_t>(prop.l2CacheSize);
  info.memory_bytes = prop.totalGlobalMem;
  return info;
}

}  // namespace

const GpuInfo& gpu_info() {
  static const GpuInfo info = probe();
  return info;
}

std::string required_gpu_missing(const std::string& reason) {
  std::string sentence = reason;  // without its full stop: the sentence goes on after it
  for (const std::string stop : {".", "。"})
    if (sentence.size() >= stop.size() &&
        sentence.compare(sentence.size() - stop.size(), stop.size(), stop) == 0)
      sentence.resize(sentence.size() - stop.size());
  return say("gpu.required-missing", {{"reason", sentence}});
}

std::string no_gpu_line(const std::string& reason, bool required) {
  if (!required) return say("harness.no-gpu-skipped", {{"reason", reason}});
  return say("harness.no-gpu-failed", {{"why", required_gpu_missing(reason)}});
}

CudaVersions cuda_versions() {
  CudaVersions versions;
  cudaDriverGetVersion(&versions.driver);
  cudaRuntimeGetVersion(&versions.runtime);
  return versions;
}

std::string cuda_version_text(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

std::string no_gpu_reason(cudaError_t code, const CudaVersions& versions) {
  // Always the error's name first: it is what a search for the problem finds.
  const std::string error = cudaGetErrorName(code);
  if (code == cudaErrorInsufficientDriver && versions.driver == 0)
    return error + ": " + say("harness.no-driver");
  if (code == cudaErrorInsufficientDriver)
    return error + ": " +
           say("harness.old-driver", {{"driver", cuda_version_text(versions.driver)},
                                      {"runtime", cuda_version_text(versions.runtime)}});
  std::string reason = describe(code);
  if (*explain(code)) reason += std::string(". ") + explain(code);
  return reason;
}

}  // namespace lab

#include "checker/cli/gpu_probe.h"

#include <cuda_runtime.h>

namespace lab::cli {

CudaVersions cuda_versions() {
  CudaVersions versions;
  cudaDriverGetVersion(&versions.driver);
  cudaRuntimeGetVersion(&versions.runtime);
  return versions;
}

std::string cuda_version_text(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

}  // namespace lab::cli

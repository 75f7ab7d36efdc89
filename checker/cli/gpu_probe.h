// The CUDA versions `lab doctor` reports (the GPU itself: checker/harness/gpu.h, the
// checkers' own probe, so that both always agree).
#pragma once

#include <string>

namespace lab::cli {

struct CudaVersions {
  int driver = 0;   // the newest CUDA the driver supports, e.g. 13000; 0: no driver
  int runtime = 0;  // the CUDA runtime the lab is built with
};

CudaVersions cuda_versions();

// 13000 -> "13.0"
std::string cuda_version_text(int version);

}  // namespace lab::cli

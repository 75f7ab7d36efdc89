// Which Nsight Compute `lab profile` runs and `lab doctor` reports.
#pragma once

#include <string>

namespace lab::cli {

// `chosen` when not "" (LAB_NCU: a path, or a name found in PATH; "" when it is neither), else
// ncu on PATH, else in the CUDA Toolkit ($CUDA_HOME/bin, /usr/local/cuda/bin), else under
// /opt/nvidia/nsight-compute/<version>/ (the newest first); "" when nowhere.
std::string find_ncu(const std::string& chosen);

}  // namespace lab::cli

#include "checker/cli/ncu_program.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "checker/cli/process.h"

namespace lab::cli {

std::string find_ncu(const std::string& chosen) {
  std::vector<std::string> dirs;
  if (const char* home = std::getenv("CUDA_HOME")) dirs.push_back(std::string(home) + "/bin");
  dirs.push_back("/usr/local/cuda/bin");
  std::vector<std::string> versions;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/opt/nvidia/nsight-compute", ec))
    versions.push_back(entry.path().string());
  std::sort(versions.rbegin(), versions.rend());
  dirs.insert(dirs.end(), versions.begin(), versions.end());
  return find_program(chosen, "ncu", dirs);
}

}  // namespace lab::cli

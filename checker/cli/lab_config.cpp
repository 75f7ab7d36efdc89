#include "checker/cli/lab_config.h"

#include <cstdlib>

namespace lab::cli {

namespace {

std::string variable(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

}  // namespace

LabConfig read_lab_config() {
  LabConfig config;
  // The ./lab launcher sets LAB_SOURCE_ROOT and LAB_BUILD_DIR.
  config.paths =
      lab_paths(variable("LAB_SOURCE_ROOT"), variable("LAB_BUILD_DIR"), variable("LAB_STATE_DIR"));
  config.seed = SeedSetting(std::getenv("LAB_SEED"));
  config.require_gpu = variable("LAB_REQUIRE_GPU") == "1";
  config.compute_sanitizer = variable("LAB_COMPUTE_SANITIZER");
  config.ncu = variable("LAB_NCU");
  if (const std::string ssh = variable("LAB_SSH"); !ssh.empty()) config.ssh = ssh;
  for (const char* name : {"LAB_SEED", "LAB_REQUIRE_GPU", "LAB_TIMEOUT", "NO_COLOR"})
    if (const std::string value = variable(name); !value.empty())
      config.handed_on.push_back(std::string(name) + "=" + value);
  config.stand_ins = {variable("LAB_CHECKER"), variable("LAB_BENCH"), variable("LAB_GRADE_FIXTURE"),
                      variable("LAB_GPU_NAME")};
  return config;
}

}  // namespace lab::cli

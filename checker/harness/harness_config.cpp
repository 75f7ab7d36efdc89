#include "checker/harness/harness_config.h"

#include <cstdlib>
#include <stdexcept>

#include "checker/harness/messages.h"

namespace lab {

double parse_timeout(const std::string& text) {
  size_t used = 0;
  double seconds = 0;
  try {
    seconds = std::stod(text, &used);
  } catch (const std::exception&) {
  }
  if (used != text.size() || !(seconds > 0))
    throw std::invalid_argument(say("harness.usage-timeout", {{"value", text}}));
  return seconds;
}

HarnessConfig read_harness_config() {
  HarnessConfig config;
  if (const char* timeout = std::getenv("LAB_TIMEOUT"); timeout && *timeout)
    config.timeout_s = parse_timeout(timeout);
  const char* required = std::getenv("LAB_REQUIRE_GPU");
  config.require_gpu = required && std::string(required) == "1";
  config.seed = SeedSetting(std::getenv("LAB_SEED"));
  return config;
}

}  // namespace lab

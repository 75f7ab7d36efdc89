#include "checker/harness/supervisor_options.h"

#include <optional>
#include <stdexcept>

#include "checker/harness/messages.h"

namespace lab {

SupervisorOptions parse_supervisor_options(int argc, char** argv, const HarnessConfig& config) {
  SupervisorOptions o;
  std::optional<Seed> seed;  // --seed N, else LAB_SEED or a fresh one
  if (config.timeout_s) o.timeout_s = *config.timeout_s;
  o.require_gpu = config.require_gpu;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        throw std::invalid_argument(say("harness.usage-needs-value", {{"option", arg}}));
      return argv[++i];
    };
    if (arg == "--seed")
      seed = Seed::parse(value());
    else if (arg == "--timeout")
      o.timeout_s = parse_timeout(value());
    else if (arg == "--report")
      o.report_path = value();
    else if (arg == "--junit")
      o.junit_path = value();
    else if (arg == "--expect-diagnosis")
      o.expect = value();
    else if (arg.rfind("--", 0) == 0 ||
             (arg.size() > 1 && arg[0] == '-' && arg[1] != '-' && arg[0] != '['))
      throw std::invalid_argument(say("harness.usage-unknown-option", {{"option", arg}}));
    else
      o.selection.push_back(arg);
  }
  o.seed = seed ? *seed : config.seed.or_fresh();
  return o;
}

}  // namespace lab

#include "checker/harness/supervisor_options.h"

#include <cstdlib>
#include <optional>
#include <stdexcept>

#include "checker/harness/messages.h"

namespace lab {

namespace {

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

}  // namespace

SupervisorOptions parse_supervisor_options(int argc, char** argv) {
  SupervisorOptions o;
  std::optional<Seed> seed;  // --seed N, else LAB_SEED or a fresh one
  if (const char* env = std::getenv("LAB_TIMEOUT"); env && *env) o.timeout_s = parse_timeout(env);
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
  o.seed = seed ? *seed : seed_from_environment();
  return o;
}

}  // namespace lab

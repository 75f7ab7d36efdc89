#include "checker/cli/options.h"

#include <cmath>
#include <cstdlib>

#include "checker/harness/messages.h"

namespace lab::cli {

std::optional<std::string> Arguments::value(const std::string& option) const {
  const auto it = values.find(option);
  if (it == values.end()) return std::nullopt;
  return it->second;
}

Arguments parse_arguments(const std::vector<std::string>& args, const OptionSpec& spec) {
  Arguments parsed;
  parsed.given = args;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    const bool passing = spec.pass_rest_after_positional && !parsed.positional.empty();
    if (arg == "--") {
      parsed.rest.insert(parsed.rest.end(), args.begin() + static_cast<long>(i) + 1, args.end());
      break;
    }
    if (arg == "-h" || arg == "--help") {
      parsed.help = true;
      continue;
    }
    const std::string name = arg.substr(0, arg.find('='));
    if (spec.flags.count(arg)) {
      parsed.flags.insert(arg);
    } else if (spec.valued.count(name)) {
      if (name.size() < arg.size()) {
        parsed.values[name] = arg.substr(name.size() + 1);
      } else if (i + 1 < args.size()) {
        parsed.values[name] = args[++i];
      } else {
        throw UsageError(say("cli.options.needs-value", {{"option", name}}));
      }
    } else if (passing) {
      parsed.rest.push_back(arg);
    } else if (arg.size() > 1 && arg[0] == '-') {
      throw UsageError(say("cli.options.unknown", {{"option", arg}}));
    } else if (parsed.positional.size() < spec.max_positional) {
      parsed.positional.push_back(arg);
    } else {
      throw UsageError(say("cli.options.unexpected", {{"argument", arg}}));
    }
  }
  return parsed;
}

double parse_seconds(const std::string& option, const std::string& text) {
  char* end = nullptr;
  const double seconds = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !std::isfinite(seconds) || seconds <= 0)
    throw UsageError(say("cli.options.seconds", {{"option", option}, {"text", text}}));
  return seconds;
}

std::optional<Seed> seed_option(const Arguments& args) {
  const auto text = args.value("--seed");
  if (!text) return std::nullopt;
  try {
    return Seed::parse(*text);
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--seed: ") + e.what());
  }
}

Seed run_seed(const Arguments& args, const SeedSetting& setting) {
  if (const auto seed = seed_option(args)) return *seed;
  try {
    return setting.or_fresh();
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("LAB_SEED: ") + e.what());
  }
}

}  // namespace lab::cli

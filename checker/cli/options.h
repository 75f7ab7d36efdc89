// The command line of one verb: flags (--solution), options with a value (--seed N or
// --seed=N), positional arguments, and what follows "--".
#pragma once

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "checker/harness/seed.h"

namespace lab::cli {

// A mistake in the command line: exit code 2, with the message and a pointer to --help.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct OptionSpec {
  std::set<std::string> flags;   // "--solution"
  std::set<std::string> valued;  // "--seed"
  size_t max_positional = 1;
  // `lab run 1.6 100 --big`: after the first positional, anything that is not one of
  // ours goes to the program (as does everything after "--").
  bool pass_rest_after_positional = false;
};

struct Arguments {
  std::vector<std::string> positional;
  std::set<std::string> flags;
  std::map<std::string, std::string> values;
  std::vector<std::string> rest;   // for the program run by `lab run`
  std::vector<std::string> given;  // every argument as given, in order (--on hands them on)
  bool help = false;               // -h or --help

  bool has(const std::string& flag) const { return flags.count(flag) > 0; }
  std::optional<std::string> value(const std::string& option) const;
};

// Throws UsageError for an unknown option, a missing value or too many arguments.
Arguments parse_arguments(const std::vector<std::string>& args, const OptionSpec& spec);

// A positive number of seconds ("30", "2.5"); throws UsageError.
double parse_seconds(const std::string& option, const std::string& text);

// --seed N of check, bench and grade: nullopt when it is not given; throws UsageError
// ("--seed: ...") when N is not a seed.
std::optional<Seed> seed_option(const Arguments& args);
// The seed of a run whose seed the command chooses: --seed N, else `setting` (LAB_SEED), else
// a fresh one; throws UsageError naming the one of the two that is not a seed.
Seed run_seed(const Arguments& args, const SeedSetting& setting);

}  // namespace lab::cli

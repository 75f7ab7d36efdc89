// The command lines of `lab grade` and `lab grade-merge` (the verbs are declared in verbs.h).
#pragma once

#include <string>

#include "checker/cli/options.h"

namespace lab::cli::grade {

OptionSpec grade_options(const std::string& verb);

}  // namespace lab::cli::grade

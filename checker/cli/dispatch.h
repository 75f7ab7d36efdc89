// Running one verb of a command line: its options parsed, --help, the lab loaded, usage and
// other errors turned into exit codes. The `lab` command and the instructors' `lab-grade`
// (which `lab grade` starts) share it.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "checker/cli/verbs.h"

namespace lab::cli {

using Verb = int (*)(Session&, const Arguments&);
using VerbOptions = OptionSpec (*)(const std::string& verb);

// `config` is the program's (read_lab_config(), in main); `args` without the program name: the
// verb first. Verbs of `verbs` are found by name;
// an unknown one gets a suggestion among them and the main help.
int dispatch(const LabConfig& config, const std::map<std::string, Verb>& verbs, VerbOptions options,
             const std::vector<std::string>& args);

}  // namespace lab::cli

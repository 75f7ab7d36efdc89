// The environment a test gives the lab command or a checker that it runs. A user, a GPU CI or
// a grading script may have exported variables that change verdicts and texts
// (LAB_REQUIRE_GPU=1, LAB_SEED, LAB_LANG, LAB_TIMEOUT, CUDA_VISIBLE_DEVICES, ...): such a test
// removes them all, then sets what it needs, so that its expectations hold on any machine.
//
//   run_process({argv, {"LAB_LANG=en", "CUDA_VISIBLE_DEVICES="}, lab::test::inherited_settings()});
#pragma once

#include <string>
#include <vector>

extern char** environ;

namespace lab::test {

// The names, present in this process's environment, of every LAB_* variable and of the
// others that change what the lab does (which GPU it sees, whether it colours its output).
inline std::vector<std::string> inherited_settings() {
  std::vector<std::string> names;
  for (char** entry = environ; *entry; ++entry) {
    const std::string text = *entry;
    const std::string name = text.substr(0, text.find('='));
    if (name.rfind("LAB_", 0) == 0 || name == "CUDA_VISIBLE_DEVICES" || name == "NO_COLOR")
      names.push_back(name);
  }
  return names;
}

// The same as options of env(1): "-u NAME -u NAME ... ".
inline std::string unset_options() {
  std::string options;
  for (const std::string& name : inherited_settings()) options += "-u " + name + " ";
  return options;
}

}  // namespace lab::test

// `lab grade` where the lab was built without libarchive: the verbs say what to install.
#include <cstdio>

#include "checker/cli/grade/verb_grade.h"
#include "checker/cli/verbs.h"

namespace lab::cli {

namespace {

int needs_libarchive() {
  std::fprintf(
      stderr,
      "lab grade needs libarchive to read submitted archives: sudo apt install libarchive-dev, "
      "then meson setup --reconfigure build (./lab does the rest).\n");
  return kFailed;
}

}  // namespace

namespace grade {

OptionSpec grade_options(const std::string&) {
  OptionSpec spec;
  spec.max_positional = 100000;
  spec.pass_rest_after_positional = true;
  return spec;
}

}  // namespace grade

int verb_grade(Session&, const Arguments&) { return needs_libarchive(); }
int verb_grade_merge(Session&, const Arguments&) { return needs_libarchive(); }

}  // namespace lab::cli

// lab-grade: the instructors' verbs `grade` and `grade-merge` (docs/instructors.md), a program
// of its own so that the `lab` command a student builds does not carry it. `./lab grade ...`
// builds it on first use and starts it.
#include <string>
#include <vector>

#include "checker/cli/dispatch.h"
#include "checker/cli/grade/verb_grade.h"

using namespace lab::cli;

int main(int argc, char** argv) {
  static const std::map<std::string, Verb> verbs = {{"grade", verb_grade},
                                                    {"grade-merge", verb_grade_merge}};
  return dispatch(read_lab_config(), verbs, grade::grade_options,
                  std::vector<std::string>(argv + 1, argv + argc));
}

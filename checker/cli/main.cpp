// The `lab` command: check, run, bench, profile, hint, list, watch, doctor, reset, selftest, on
// (see ./lab --help).
// Started by the ./lab launcher, which configures the build folder on first use and
// rebuilds this program when needed. `grade` and `grade-merge` are the instructors'
// program, lab-grade: built and started on first use, so that students never wait for it.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "checker/cli/dispatch.h"
#include "checker/cli/ninja_build.h"
#include "checker/harness/messages.h"

using namespace lab::cli;

namespace {

constexpr const char* kGradeTarget = "checker/cli/lab-grade";

int start_grader(const LabPaths& paths, const std::vector<std::string>& args) {
  const BuildResult build =
      build_targets(paths, {kGradeTarget}, {}, lab::say("cli.grader.what"), stderr);
  if (!build.ok) {
    std::fprintf(stderr, "lab: %s\n",
                 lab::say("cli.grader.build-failed", {{"log", paths.shown(build.log)}}).c_str());
    for (const std::string& line : build.messages) std::fprintf(stderr, "  %s\n", line.c_str());
    return kFailed;
  }
  const std::string program = (paths.build_dir / kGradeTarget).string();
  std::vector<char*> argv = {const_cast<char*>(program.c_str())};
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  execv(program.c_str(), argv.data());
  std::fprintf(stderr, "lab: %s\n",
               lab::say("cli.cannot-start", {{"program", program}, {"error", std::strerror(errno)}})
                   .c_str());
  return kFailed;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  const LabConfig config = read_lab_config();
  if (!args.empty() && (args[0] == "grade" || args[0] == "grade-merge"))
    return start_grader(config.paths, args);
  static const std::map<std::string, Verb> verbs = {
      {"list", verb_list},         {"check", verb_check}, {"run", verb_run},
      {"hint", verb_hint},         {"watch", verb_watch}, {"doctor", verb_doctor},
      {"reset", verb_reset},       {"bench", verb_bench}, {"profile", verb_profile},
      {"selftest", verb_selftest}, {"on", verb_on},
  };
  return dispatch(config, verbs, options_of, args);
}

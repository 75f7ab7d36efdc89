// `lab run <chapter> [args]`: build the chapter's demo with the student's file (or the
// solution) and run it in place of this process.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "checker/cli/ninja_build.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"

namespace lab::cli {

namespace {

// Builds `target` (which compiles `file`) and runs it in place of this process.
int build_and_exec(const Session& session, const Arguments& args, const std::string& verb,
                   const std::string& target, const fs::path& file) {
  const LabPaths& paths = session.lab.paths;
  const BuildResult build = build_targets(paths, {target}, file);
  for (const std::string& line : build.messages) std::fprintf(stderr, "%s\n", line.c_str());
  if (!build.ok) {
    if (const std::string why = explain_build_errors(build.messages); !why.empty())
      std::fprintf(stderr, "%s\n", wrap(why, 0).c_str());
    std::fprintf(stderr, "%s %s does not compile (the whole build output: %s)\n",
                 red("lab " + verb + ":").c_str(), paths.shown(file).c_str(), paths.shown(build.log).c_str());
    return kFailed;
  }
  const std::string program = (paths.build_dir / target).string();
  std::vector<char*> argv = {const_cast<char*>(program.c_str())};
  for (const std::string& arg : args.rest) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  std::fflush(nullptr);
  execv(program.c_str(), argv.data());
  std::fprintf(stderr, "lab %s: cannot start %s: %s\n", verb.c_str(), program.c_str(), std::strerror(errno));
  return kFailed;
}

}  // namespace

int verb_run(Session& session, const Arguments& args) {
  const Chapter& ch = chosen_chapter(session, args, false);
  const bool solution = args.has("--solution");
  return build_and_exec(session, args, "run", "run-" + ch.dir() + (solution ? "-solution" : ""),
                        solution ? session.lab.paths.solution_file(ch) : session.lab.paths.student_file(ch));
}

}  // namespace lab::cli

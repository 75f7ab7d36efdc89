// `lab run <chapter> [args]`: build the chapter's demo with the student's file (or the
// solution) and run it in place of this process.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "checker/cli/ninja_build.h"
#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

bool build(const Session& session, const Chapter& chapter, const std::string& target,
           const fs::path& file, const std::string& what) {
  return build_for_student(session.lab.paths, chapter, {target}, file, what, stderr);
}

}  // namespace

int verb_run(Session& session, const Arguments& args) {
  const Chapter& ch = chosen_chapter(session, args, false);
  const bool solution = args.has("--solution");
  const std::string target = "run-" + ch.dir() + (solution ? "-solution" : "");
  const LabPaths& paths = session.lab.paths;
  if (!build(session, ch, target, solution ? paths.solution_file(ch) : paths.student_file(ch),
             say("cli.build.demo-for", {{"id", ch.id}})))
    return kFailed;
  return exec_built(session, args, "run", target);
}

}  // namespace lab::cli

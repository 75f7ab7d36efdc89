// `lab run <chapter> [args]`: build the chapter's demo with the student's file (or the
// solution) and run it in place of this process.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "checker/cli/ninja_build.h"
#include "checker/cli/verbs.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

bool build(const Session& session, const Chapter& chapter, const std::string& target,
           const fs::path& file, const std::string& what) {
  return build_for_student(session.lab.paths, chapter, {target}, file, what, stderr);
}

// Runs the program `target` built, with the arguments after the chapter, in place of this process.
int exec_built(const Session& session, const Arguments& args, const std::string& verb,
               const std::string& target) {
  const std::string program = (session.lab.paths.build_dir / target).string();
  std::vector<char*> argv = {const_cast<char*>(program.c_str())};
  for (const std::string& arg : args.rest) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  std::fflush(nullptr);
  execv(program.c_str(), argv.data());
  std::fprintf(
      stderr, "lab %s: %s\n", verb.c_str(),
      say("cli.cannot-start", {{"program", program}, {"error", std::strerror(errno)}}).c_str());
  return kFailed;
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
  // The demo would stop at its first CUDA call; say why the way `lab check` does instead.
  if (const GpuInfo& gpu = gpu_info(); !gpu.usable) {
    std::printf("%s", no_gpu_message(gpu.reason).c_str());
    return kNoGpu;
  }
  return exec_built(session, args, "run", target);
}

}  // namespace lab::cli

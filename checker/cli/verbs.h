// The verbs of the `lab` command, and what they share.
#pragma once

#include <string>

#include "checker/cli/lab_config.h"
#include "checker/cli/lab_paths.h"
#include "checker/cli/options.h"
#include "checker/cli/state_store.h"
#include "checker/harness/gpu_probe.h"

namespace lab::cli {

// The exit codes of every verb, the same as the checkers'; then those of --on, for what kept
// a verb from running on the other machine (docs/lab-command.md, "--on").
enum ExitCode {
  kPassed = 0,
  kFailed = 1,
  kUsage = 2,
  kNoGpu = 77,
  kInterrupted = 130,
  kOtherCommit = 65,     // the checkout there is at another commit, or this lab is not in git
  kNoCheckout = 66,      // no checkout there that --sync made, or --sync could not make one
  kUnreachable = 68,     // ssh could not reach the host (its exit code 255)
  kLacksTools = 69,      // the host lacks git, or what the lab needs to build (doctor's findings)
  kConnectionLost = 74,  // the connection ended during the run (ssh's 255): nothing recorded
};

// --on HOST, --sync and --here, of the verbs that --on runs elsewhere (run_on_host.h).
constexpr const char* kOnOption = "--on";
constexpr const char* kSyncFlag = "--sync";
constexpr const char* kHereFlag = "--here";

// check, run, bench, profile, selftest and doctor: the verbs that take --on.
bool runs_on_hosts(const std::string& verb);

struct Session {
  LabConfig config;  // read at start-up (lab_config.h)
  Lab lab;
  StateStore state;
};

// "1.6 vector-add"
std::string label(const Chapter& chapter);

// The chapter's title in the reader's language, from its manifest (through the registry);
// in English when the manifest has none in that language.
std::string chapter_title(const Chapter& chapter);

// The first ready chapter whose last check did not pass; nullptr when all passed.
const Chapter* first_not_passed(const Session& session);

// The chapter named by the first positional argument; without one, and when
// `default_to_current`, the first chapter not yet passed. Only ready chapters are
// returned. Throws UsageError (unknown name, with a suggestion; a chapter not written yet).
const Chapter& chosen_chapter(const Session& session, const Arguments& args,
                              bool default_to_current);

OptionSpec options_of(const std::string& verb);

// What a verb that runs kernels (check, run, selftest) says without a usable GPU, as indented
// lines; `reason` is the probe's (checker/harness/gpu_probe.h), so every verb, the checkers
// and doctor give the same diagnosis.
std::string no_gpu_message(const std::string& reason);

// Says that no GPU is usable (no_gpu_message) and returns the exit code: kNoGpu, or kFailed
// when `required` (LAB_REQUIRE_GPU=1), which then says that it made this a failure.
int no_gpu_exit(const std::string& reason, bool required);

// The GPU that a verb which runs kernels itself (run, profile, selftest) goes on with: the
// probe's (checker/harness/gpu_probe.h), or the stand-in's, usable and named, where
// StandIns::gpu is set (the docs' samples, replayed where there is no GPU).
GpuInfo usable_gpu(const LabConfig& config);

// Runs the GPU program `target` of the build folder, with the arguments after the chapter, in
// place of this process (lab run, lab bench --solution). Without a usable GPU it says why, as
// `lab check` does, instead of letting the program stop at its first CUDA call; it returns
// only then, or if the program cannot start.
int exec_built(const Session& session, const Arguments& args, const std::string& verb,
               const std::string& target);

int verb_list(Session& session, const Arguments& args);
int verb_check(Session& session, const Arguments& args);
int verb_run(Session& session, const Arguments& args);
int verb_bench(Session& session, const Arguments& args);
int verb_profile(Session& session, const Arguments& args);
int verb_hint(Session& session, const Arguments& args);
int verb_watch(Session& session, const Arguments& args);
int verb_doctor(Session& session, const Arguments& args);
int verb_reset(Session& session, const Arguments& args);
int verb_selftest(Session& session, const Arguments& args);
int verb_on(Session& session, const Arguments& args);
int verb_grade(Session& session, const Arguments& args);        // grade/verb_grade.cpp
int verb_grade_merge(Session& session, const Arguments& args);  // grade/verb_grade.cpp

}  // namespace lab::cli

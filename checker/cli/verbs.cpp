#include "checker/cli/verbs.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "checker/cli/chapter_names.h"
#include "checker/cli/terminal.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"

namespace lab::cli {

std::string label(const Chapter& chapter) { return chapter.id + " " + chapter.slug; }

std::string chapter_title(const Chapter& chapter) {
  const std::string title = Chapter::text(chapter.titles, language_code(reader_language()));
  return title.empty() ? chapter.title : title;  // a coming chapter's: its slug
}

const Chapter* first_not_passed(const Session& session) {
  for (const Chapter& ch : session.lab.chapters) {
    const auto progress = session.state.progress(ch.dir());
    if (ch.ready() && (!progress || progress->verdict != report::Verdict::pass)) return &ch;
  }
  return nullptr;
}

const Chapter& chosen_chapter(const Session& session, const Arguments& args,
                              bool default_to_current) {
  if (args.positional.empty()) {
    if (!default_to_current) throw UsageError(say("cli.chapter.name-one"));
    if (const Chapter* current = first_not_passed(session)) return *current;
    for (auto it = session.lab.chapters.rbegin(); it != session.lab.chapters.rend(); ++it)
      if (it->ready()) return *it;  // everything passed: the last one
    throw UsageError(say("cli.chapter.none-ready"));
  }
  const Chapter* chapter = find_chapter(session.lab.chapters, args.positional[0]);
  if (!chapter) throw UsageError(unknown_chapter_message(session.lab.chapters, args.positional[0]));
  if (!chapter->ready()) {
    std::string ready;
    for (const Chapter& ch : session.lab.chapters)
      if (ch.ready()) ready += (ready.empty() ? "" : ", ") + ch.id;
    throw UsageError(
        say("cli.chapter.not-written", {{"chapter", label(*chapter)}, {"ready", ready}}));
  }
  return *chapter;
}

bool runs_on_hosts(const std::string& verb) {
  for (const char* name : {"check", "run", "bench", "profile", "selftest", "doctor"})
    if (verb == name) return true;
  return false;
}

OptionSpec options_of(const std::string& verb) {
  OptionSpec spec;
  if (verb == "check" || verb == "watch") {
    spec.flags = {"--solution", "--sanitize", "--verbose"};
    spec.valued = {"--seed", "--timeout"};
    if (verb == "watch") {
      spec.flags.insert("--poll");
      spec.valued.insert("--interval");
    }
  } else if (verb == "run") {
    spec.flags = {"--solution"};
    spec.pass_rest_after_positional = true;
  } else if (verb == "bench") {
    spec.flags = {"--solution", "--verbose"};
    spec.valued = {"--seed"};
    spec.pass_rest_after_positional = true;  // with --solution: to the benchmark program
  } else if (verb == "profile") {
    spec.flags = {"--solution"};
    spec.valued = {"--seed", "--kernel"};
  } else if (verb == "hint") {
    spec.flags = {"--all"};
  } else if (verb == "reset") {
    spec.flags = {"--yes"};
  } else if (verb == "selftest") {
    spec.flags = {"--contended"};
    spec.valued = {"--seeds", "--mistake-runs", "--parallel", "--chapters", "--timeout"};
    spec.max_positional = 0;
  } else if (verb == "on") {
    spec.flags = {"--clear"};
  } else {
    spec.max_positional = 0;  // list, doctor
  }
  if (runs_on_hosts(verb)) {
    spec.flags.insert({kSyncFlag, kHereFlag});
    spec.valued.insert(kOnOption);
  }
  return spec;
}

std::string no_gpu_message(const std::string& reason) {
  return "  " + yellow(say("cli.no-gpu.title")) + "\n  " + wrap(reason, 2) + "\n  " +
         say("cli.no-gpu.doctor") + "\n";
}

int no_gpu_exit(const std::string& reason, bool required) {
  if (!required) {
    std::printf("%s", no_gpu_message(reason).c_str());
    return kNoGpu;
  }
  std::printf(
      "  %s\n  %s\n",
      labelled(say("cli.check.failed-tag"), wrap(required_gpu_missing(reason), 2), red).c_str(),
      say("cli.no-gpu.doctor").c_str());
  return kFailed;
}

GpuInfo usable_gpu(const LabConfig& config) {
  if (config.stand_ins.gpu.empty()) return gpu_info();
  GpuInfo stood_in;
  stood_in.usable = true;
  stood_in.name = config.stand_ins.gpu;
  return stood_in;
}

int exec_built(const Session& session, const Arguments& args, const std::string& verb,
               const std::string& target) {
  if (const GpuInfo gpu = usable_gpu(session.config); !gpu.usable)
    return no_gpu_exit(gpu.reason, session.config.require_gpu);
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

}  // namespace lab::cli

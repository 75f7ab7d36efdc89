// `lab reset <chapter>`: the pristine skeleton back in place of the student's file, after
// asking, with a backup of the file first.
#include <cstdio>
#include <ctime>

#include "checker/cli/pristine.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

fs::path backup_path(const StateStore& state, const Chapter& ch, const fs::path& file) {
  char stamp[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  fs::path path = state.backups_dir(ch.dir()) /
                  (file.stem().string() + "." + stamp + file.extension().string());
  for (int n = 2; fs::exists(path); ++n)  // two resets within a second
    path = state.backups_dir(ch.dir()) / (file.stem().string() + "." + stamp + "-" +
                                          std::to_string(n) + file.extension().string());
  return path;
}

}  // namespace

int verb_reset(Session& session, const Arguments& args) {
  const Chapter& ch = chosen_chapter(session, args, false);
  const LabPaths& paths = session.lab.paths;
  const fs::path file = paths.student_file(ch);
  const auto pristine = find_pristine(paths, session.state, ch);
  if (!pristine) {
    std::printf("%s %s", red("lab reset:").c_str(),
                say("cli.reset.no-pristine", {{"file", paths.shown(file)}, {"id", ch.id}}).c_str());
    return kFailed;
  }
  const std::string current = read_text(file);
  if (current == pristine->text) {
    std::printf("%s\n", say("cli.reset.already", {{"file", paths.shown(file)}}).c_str());
    return kPassed;
  }
  const fs::path backup = backup_path(session.state, ch, file);
  const std::string question = say(
      "cli.reset.question",
      {{"file", paths.shown(file)}, {"origin", pristine->origin}, {"backup", paths.shown(backup)}});
  if (!args.has("--yes") && !confirmed(question)) {
    std::printf("%s\n", say("cli.reset.nothing-changed").c_str());
    return kFailed;
  }
  if (!current.empty()) write_text(backup, current);
  write_text(file, pristine->text);
  session.state.forget_progress(ch.dir());
  std::printf("%s\n", labelled(say("cli.reset.done-tag"),
                               say("cli.reset.done",
                                   {{"file", paths.shown(file)}, {"origin", pristine->origin}}),
                               green)
                          .c_str());
  if (!current.empty())
    std::printf("%s\n", say("cli.reset.your-version", {{"backup", paths.shown(backup)}}).c_str());
  return kPassed;
}

}  // namespace lab::cli

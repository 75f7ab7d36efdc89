// `lab watch [chapter]`: check, then check again after every save.
#include <cstdio>
#include <ctime>

#include "checker/cli/check_command.h"
#include "checker/cli/file_watch.h"
#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"

namespace lab::cli {

int verb_watch(Session& session, const Arguments& args) {
  const CheckRequest request = check_request(session, args);
  double interval_s = 1;
  if (const auto interval = args.value("--interval"))
    interval_s = parse_seconds("--interval", *interval);
  const fs::path dir = session.lab.paths.student_file(*request.chapter).parent_path();
  FileWatcher watcher(dir, interval_s, args.has("--poll"));

  for (;;) {
    if (check_chapter(session, request) == kInterrupted) return kInterrupted;
    const std::string how =
        say(watcher.using_notifications() ? "cli.watch.notifications" : "cli.watch.polling");
    std::printf("\n%s\n", dim(say("cli.watch.watching",
                                  {{"folder", session.lab.paths.shown(dir)}, {"how", how}}))
                              .c_str());
    std::fflush(stdout);
    const std::vector<std::string> changed = watcher.wait_for_change();
    std::time_t now = std::time(nullptr);
    char clock[16];
    std::strftime(clock, sizeof clock, "%H:%M:%S", std::localtime(&now));
    std::printf(
        "\n%s\n",
        bold(say("cli.watch.changed", {{"clock", clock}, {"file", changed.front()}})).c_str());
  }
}

}  // namespace lab::cli

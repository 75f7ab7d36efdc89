// `lab watch [chapter]`: check, then check again after every save.
#include <cstdio>
#include <ctime>

#include "checker/cli/check_command.h"
#include "checker/cli/file_watch.h"
#include "checker/cli/terminal.h"

namespace lab::cli {

int verb_watch(Session& session, const Arguments& args) {
  const CheckRequest request = check_request(session, args);
  double interval_s = 1;
  if (const auto interval = args.value("--interval")) interval_s = parse_seconds("--interval", *interval);
  const fs::path dir = session.lab.paths.student_file(*request.chapter).parent_path();
  FileWatcher watcher(dir, interval_s, args.has("--poll"));

  for (;;) {
    if (check_chapter(session, request) == kInterrupted) return kInterrupted;
    std::printf("\n%s\n", dim("watching " + session.lab.paths.shown(dir) + "/ (" +
                              (watcher.using_notifications() ? "notifications + polling" : "polling") +
                              "); save a file to check again, Ctrl-C to stop").c_str());
    std::fflush(stdout);
    const std::vector<std::string> changed = watcher.wait_for_change();
    std::time_t now = std::time(nullptr);
    char clock[16];
    std::strftime(clock, sizeof clock, "%H:%M:%S", std::localtime(&now));
    std::printf("\n%s\n", bold(std::string(clock) + "  " + changed.front() + " changed").c_str());
  }
}

}  // namespace lab::cli

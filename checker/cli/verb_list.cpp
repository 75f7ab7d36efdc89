// `lab list`: every chapter in course order, its status, its tests passed, when it was last
// checked, and under it the student's best speed and the chapter's targets met.
#include <cstdio>

#include "checker/cli/speed_text.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

// The status column, already padded (colour codes must not count towards the width).
std::string status_column(const Chapter& ch, const std::optional<Progress>& progress) {
  constexpr size_t width = 14;
  if (!ch.ready()) return dim(padded(say("cli.list.coming"), width));
  if (!progress) return padded(say("cli.list.not-attempted"), width);
  if (progress->verdict == report::Verdict::pass)
    return green(padded(say("cli.list.passed"), width));
  if (progress->verdict == report::Verdict::no_gpu)
    return yellow(padded(say("cli.list.no-gpu"), width));
  return red(padded(say("cli.list.failing"), width));
}

std::string tests_column(const std::optional<Progress>& progress) {
  const std::string text = progress && progress->tests_total > 0
                               ? say("cli.list.tests", {{"passed", progress->tests_passed},
                                                        {"total", progress->tests_total}})
                               : "";
  return padded(text, 11);
}

}  // namespace

int verb_list(Session& session, const Arguments&) {
  int passed = 0;
  const Chapter* current = first_not_passed(session);
  for (const Chapter& ch : session.lab.chapters) {
    const auto progress = session.state.progress(ch.dir());
    const bool done = progress && progress->verdict == report::Verdict::pass;
    passed += done;
    std::string when = progress ? format_time(progress->when) : "";
    std::string note = progress && !done ? "  " + progress->note : "";
    if (progress && !progress->host.empty())
      note += "  " + say("cli.list.checked-on", {{"host", progress->host}});
    std::printf("%s %-5s %-19s %s %s %s %s%s\n", &ch == current ? ">" : " ", ch.id.c_str(),
                ch.slug.c_str(), status_column(ch, progress).c_str(),
                tests_column(progress).c_str(), padded(when, 16).c_str(), chapter_title(ch).c_str(),
                dim(note).c_str());
    if (const std::string speed =
            speed_line(session.state.best(ch.dir()), session.state.targets(ch.dir()));
        !speed.empty())
      std::printf("%8s%s\n", "", wrap(speed, 8).c_str());
  }
  std::printf("\n%s", say("cli.progress.passed",
                          {{"passed", passed}, {"total", session.lab.chapters.size()}})
                          .c_str());
  if (current) std::printf("%s", say("cli.list.next", {{"id", current->id}}).c_str());
  std::printf("\n");
  return kPassed;
}

}  // namespace lab::cli

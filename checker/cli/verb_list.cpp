// `lab list`: every chapter in course order, its status, when it was last checked.
#include <cstdio>

#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"

namespace lab::cli {

namespace {

std::string padded(const std::string& text, size_t width) {
  return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

// The status column, already padded (colour codes must not count towards the width).
std::string status_column(const Chapter& ch, const std::optional<Progress>& progress) {
  constexpr size_t width = 14;
  if (!ch.ready()) return dim(padded("coming", width));
  if (!progress) return padded("not attempted", width);
  if (progress->status == "passed") return green(padded("passed", width));
  if (progress->status == "no-gpu") return yellow(padded("no GPU", width));
  return red(padded("failing", width));
}

}  // namespace

int verb_list(Session& session, const Arguments&) {
  int passed = 0;
  const Chapter* current = first_not_passed(session);
  for (const Chapter& ch : session.lab.chapters) {
    const auto progress = session.state.progress(ch.dir());
    passed += progress && progress->status == "passed";
    std::string when = progress ? format_time(progress->when) : "";
    std::string note = progress && progress->status != "passed" ? "  " + progress->note : "";
    std::printf("%s %-5s %-19s %s %-16s %s%s\n", &ch == current ? ">" : " ", ch.id.c_str(), ch.slug.c_str(),
                status_column(ch, progress).c_str(), when.c_str(), ch.title.c_str(), dim(note).c_str());
  }
  std::printf("\n%d/%zu chapters passed.", passed, session.lab.chapters.size());
  if (current) std::printf(" Next: ./lab check %s", current->id.c_str());
  std::printf("\n");
  return kPassed;
}

}  // namespace lab::cli

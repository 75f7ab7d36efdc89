// `lab hint [chapter] [--all]`: the chapter's hint ladder, one rung at a time.
#include <algorithm>
#include <cstdio>

#include "checker/cli/hint_ladder.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

void print_hint(const std::vector<Hint>& hints, size_t index) {
  const std::string title =
      say("cli.hint.title",
          {{"number", index + 1}, {"total", hints.size()}, {"title", hints[index].title}});
  std::printf("%s\n\n%s\n\n", bold(title).c_str(), hints[index].body.c_str());
}

}  // namespace

int verb_hint(Session& session, const Arguments& args) {
  const Chapter& ch = chosen_chapter(session, args, true);
  const std::vector<Hint> hints = parse_hints(read_text(session.lab.paths.hints_file(ch)));
  if (hints.empty()) {
    std::printf("%s\n", say("cli.hint.none",
                            {{"chapter", label(ch)},
                             {"file", session.lab.paths.shown(session.lab.paths.hints_file(ch))}})
                            .c_str());
    return kFailed;
  }
  const int total = static_cast<int>(hints.size());
  int seen = std::min(session.state.hints_revealed(ch.dir()), total);
  std::printf("%s\n\n", dim(say("cli.hint.chapter", {{"chapter", label(ch)}})).c_str());

  if (args.has("--all")) {
    if (seen == 0)
      std::printf("%s\n", say("cli.hint.none-revealed", {{"id", ch.id}, {"total", total}}).c_str());
    for (int i = 0; i < seen; ++i) print_hint(hints, i);
    return kPassed;
  }
  if (seen < total) session.state.set_hints_revealed(ch.dir(), ++seen);
  print_hint(hints, seen - 1);
  if (seen < total)
    std::printf(
        "%s\n",
        dim(say("cli.hint.next", {{"id", ch.id}, {"next", seen + 1}, {"total", total}})).c_str());
  else
    std::printf("%s\n", dim(say("cli.hint.last", {{"id", ch.id}})).c_str());
  return kPassed;
}

}  // namespace lab::cli

// `lab hint [chapter] [--all]`: the chapter's hint ladder, one rung at a time.
#include <algorithm>
#include <cstdio>

#include "checker/cli/hint_ladder.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

void print_hint(const std::vector<Hint>& hints, size_t index) {
  std::printf("%s\n\n%s\n\n", bold("Hint " + std::to_string(index + 1) + " of " + std::to_string(hints.size()) +
                                   ": " + hints[index].title).c_str(),
              hints[index].body.c_str());
}

}  // namespace

int verb_hint(Session& session, const Arguments& args) {
  const Chapter& ch = chosen_chapter(session, args, true);
  const std::vector<Hint> hints = parse_hints(read_text(session.lab.paths.hints_file(ch)));
  if (hints.empty()) {
    std::printf("Chapter %s has no hints yet (%s).\n", label(ch).c_str(),
                session.lab.paths.shown(session.lab.paths.hints_file(ch)).c_str());
    return kFailed;
  }
  const int total = static_cast<int>(hints.size());
  int seen = std::min(session.state.hints_revealed(ch.dir()), total);
  std::printf("%s\n\n", dim("chapter " + label(ch)).c_str());

  if (args.has("--all")) {
    if (seen == 0) std::printf("No hints revealed yet: ./lab hint %s shows the first of %d.\n", ch.id.c_str(), total);
    for (int i = 0; i < seen; ++i) print_hint(hints, i);
    return kPassed;
  }
  if (seen < total) session.state.set_hints_revealed(ch.dir(), ++seen);
  print_hint(hints, seen - 1);
  if (seen < total)
    std::printf("%s\n", dim("Still stuck after trying it? ./lab hint " + ch.id + " shows hint " +
                            std::to_string(seen + 1) + " of " + std::to_string(total) + ".").c_str());
  else
    std::printf("%s\n", dim("That is the last hint. ./lab hint " + ch.id + " --all shows them all again.").c_str());
  return kPassed;
}

}  // namespace lab::cli

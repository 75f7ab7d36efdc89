#include "checker/cli/chapter_names.h"

#include <algorithm>
#include <cctype>

#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

std::string normalise(std::string name) {
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) {
    return static_cast<char>(c == '_' ? '-' : std::tolower(c));
  });
  while (!name.empty() && name.back() == '/') name.pop_back();
  for (const char* prefix : {"./", "chapters/", "solutions/", "checker/", "docs/"})
    if (name.rfind(prefix, 0) == 0) name.erase(0, std::string(prefix).size());
  return name;
}

std::vector<std::string> names_of(const Chapter& ch) {
  std::string source = ch.source;
  std::replace(source.begin(), source.end(), '_', '-');
  return {ch.id, ch.slug, ch.dir(), source};
}

}  // namespace

size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

const Chapter* find_chapter(const std::vector<Chapter>& chapters, const std::string& name) {
  const std::string wanted = normalise(name);
  for (const Chapter& ch : chapters)
    for (const std::string& candidate : names_of(ch))
      if (candidate == wanted) return &ch;
  return nullptr;
}

const Chapter* closest_chapter(const std::vector<Chapter>& chapters, const std::string& name) {
  const std::string wanted = normalise(name);
  const Chapter* best = nullptr;
  size_t best_distance = std::max<size_t>(2, wanted.size() / 3) + 1;  // beyond that: not a typo
  for (const Chapter& ch : chapters)
    for (const std::string& candidate : names_of(ch)) {
      const size_t d = edit_distance(wanted, candidate);
      if (d < best_distance) best_distance = d, best = &ch;
    }
  return best;
}

std::string unknown_chapter_message(const std::vector<Chapter>& chapters, const std::string& name) {
  std::string message = say("cli.chapter.unknown", {{"name", name}});
  if (const Chapter* guess = closest_chapter(chapters, name))
    message += say("cli.chapter.did-you-mean", {{"id", guess->id}, {"slug", guess->slug}});
  std::string names;
  for (const Chapter& ch : chapters) names += (names.empty() ? "" : ", ") + ch.id + " " + ch.slug;
  return message + "\n" + say("cli.chapter.all", {{"chapters", names}}) + "\n" +
         say("cli.chapter.how-to-name");
}

}  // namespace lab::cli

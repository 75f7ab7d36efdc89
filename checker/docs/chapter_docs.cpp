#include "checker/docs/chapter_docs.h"

#include <stdexcept>

namespace lab::docs {

namespace {

// The table headings, in the file's language.
struct Language {
  std::string key;  // "en", "zh"
  std::string you_write_table, index_table;
  std::string next, full_stop, back_to_path;  // a chapter page's last line
};
const Language kEnglish{"en",
                        "| chapter | you write |\n|---|---|\n",
                        "| id | chapter | status | text |\n| --- | --- | --- | --- |\n",
                        "Next: ",
                        ".",
                        "Back to the [learning path](README.md#the-learning-path)."};
const Language kChinese{"zh",
                        "| 章节 | 你要写的 |\n|---|---|\n",
                        "| id | 章节 | 状态 | 正文 |\n| --- | --- | --- | --- |\n",
                        "下一章：",
                        "。",
                        "返回[学习路线](README.md#学习路线)。"};

std::string text(const Chapter&, const Texts& texts, const Language& language) {
  return Chapter::text(texts, language.key);
}

// README.md's table: "| 1.6 vector-add | your first kernel ... |".
std::string you_write_table(const std::vector<Chapter>& chapters, const Language& language) {
  std::string table = language.you_write_table;
  for (const Chapter& c : chapters)
    if (c.ready())
      table += "| " + c.id + " " + c.slug + " | " + text(c, c.you_write, language) + " |\n";
  return table;
}

// The learning path: "1. **1.2 memory**: ...", continuation lines under the first's text.
std::string learning_path(const std::vector<Chapter>& chapters, const Language& language) {
  std::string list;
  int number = 0;
  for (const Chapter& c : chapters) {
    const std::string paragraph = text(c, c.path, language);
    if (!c.ready() || paragraph.empty()) continue;
    const std::string prefix = std::to_string(++number) + ". ";
    const std::string indent(prefix.size(), ' ');
    list += prefix;
    for (size_t from = 0; from < paragraph.size();) {
      const size_t end = paragraph.find('\n', from);
      list += (from ? indent : "") + paragraph.substr(from, end - from) + "\n";
      from = end == std::string::npos ? paragraph.size() : end + 1;
    }
  }
  return list;
}

// The chapter index: "| 1.6 | <title> | ready | [1.6-vector-add.md](1.6-vector-add.md) |".
std::string chapter_index(const std::vector<Chapter>& chapters, const Language& language) {
  std::string table = language.index_table;
  for (const Chapter& c : chapters) {
    const std::string link = c.ready() ? "[" + c.dir() + ".md](" + c.dir() + ".md)" : "";
    table += "| " + c.id + " | " + (c.ready() ? text(c, c.titles, language) : c.slug) + " | " +
             c.state + " | " + link + " |\n";
  }
  return table;
}

// docs/internals/README.md's chapter pages.
std::string internals_table(const std::vector<Chapter>& chapters) {
  std::string table = "| chapter | what its page holds |\n| --- | --- |\n";
  for (const Chapter& c : chapters)
    if (c.ready() && !c.internals.empty())
      table += "| [" + c.dir() + ".md](" + c.dir() + ".md) | " + c.internals + " |\n";
  return table;
}

// A chapter page's last line: the next ready chapter in course order, or, after the last,
// the learning path.
std::string next_line(const std::vector<Chapter>& chapters, size_t i, const Language& language) {
  for (size_t j = i + 1; j < chapters.size(); ++j)
    if (chapters[j].ready())
      return language.next + "[" + chapters[j].id + " " +
             text(chapters[j], chapters[j].titles, language) + "](" + chapters[j].dir() + ".md)" +
             language.full_stop + "\n";
  return language.back_to_path + "\n";
}

size_t line_end(const std::string& text, size_t at) {
  const size_t end = text.find('\n', at);
  return end == std::string::npos ? text.size() : end + 1;
}

// Where the part's text is: [from, to) of `text`; npos when it has no place.
std::pair<size_t, size_t> place(const std::string& text, const Part& part) {
  if (part.name == "heading") {
    for (size_t at = 0; at < text.size(); at = line_end(text, at))
      if (text.compare(at, 2, "# ") == 0) return {at, line_end(text, at)};
    return {std::string::npos, std::string::npos};
  }
  const size_t begin = text.find(begin_marker(part.name) + "\n");
  const size_t end = text.find(end_marker(part.name) + "\n");
  if (begin == std::string::npos || end == std::string::npos || end < begin)
    return {std::string::npos, std::string::npos};
  return {line_end(text, begin), end};
}

}  // namespace

std::string begin_marker(const std::string& name) {
  return "<!-- chapters:" + name +
         " begin: generated from the chapters' manifests by ninja -C build docs-index -->";
}

std::string end_marker(const std::string& name) { return "<!-- chapters:" + name + " end -->"; }

std::vector<Part> generated_parts(const std::vector<Chapter>& chapters) {
  // A blank line on each side of a section's text: Markdown then reads a table or a list
  // there, not a continuation of the comment.
  auto block = [](const std::string& body) { return "\n" + body + "\n"; };
  std::vector<Part> parts = {
      {"README.md", "you-write", block(you_write_table(chapters, kEnglish))},
      {"README.zh-CN.md", "you-write", block(you_write_table(chapters, kChinese))},
      {"docs/README.md", "path", block(learning_path(chapters, kEnglish))},
      {"docs/README.md", "index", block(chapter_index(chapters, kEnglish))},
      {"docs/zh/README.md", "path", block(learning_path(chapters, kChinese))},
      {"docs/zh/README.md", "index", block(chapter_index(chapters, kChinese))},
      {"docs/internals/README.md", "internals", block(internals_table(chapters))},
  };
  for (size_t i = 0; i < chapters.size(); ++i) {
    const Chapter& c = chapters[i];
    if (!c.ready()) continue;
    for (const Language* language : {&kEnglish, &kChinese}) {
      const std::filesystem::path page =
          std::filesystem::path(language == &kEnglish ? "docs" : "docs/zh") / (c.dir() + ".md");
      parts.push_back({page, "heading", "# " + c.id + " " + text(c, c.titles, *language) + "\n"});
      parts.push_back({page, "next", block(next_line(chapters, i, *language))});
    }
  }
  return parts;
}

std::string with_part(const std::string& text, const Part& part) {
  const auto [from, to] = place(text, part);
  if (from == std::string::npos)
    throw std::runtime_error(
        part.file.string() + ": no place for the generated part \"" + part.name + "\" (" +
        (part.name == "heading" ? std::string("a \"# \" line")
                                : begin_marker(part.name) + " ... " + end_marker(part.name)) +
        ")");
  return text.substr(0, from) + part.text + text.substr(to);
}

std::string current_part(const std::string& text, const Part& part) {
  const auto [from, to] = place(text, part);
  return from == std::string::npos ? "" : text.substr(from, to - from);
}

}  // namespace lab::docs

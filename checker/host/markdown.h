// Markdown as the docs' host tests read it: code fences, headings and the sections they open,
// inline code spans, the words for small numbers, and the pages a student reads with their
// Chinese twins.
//
//   for (const lab::test::Twin& twin : lab::test::student_pages(root))
//     for (const lab::test::Section& s : lab::test::sections(lab::read_text(twin.english))) ...
#pragma once

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace lab::test {

// A line that opens or closes a fenced code block: ``` after any indentation (a list's fence).
inline bool is_fence(const std::string& line) {
  const size_t start = line.find_first_not_of(' ');
  return start != std::string::npos && line.compare(start, 3, "```") == 0;
}

// The level of a heading line ("## x": 2), 0 for any other line. Inside a fenced block a line
// is never a heading: sections() and heading_levels() track the fences.
inline int heading_level(const std::string& line) {
  const size_t level = line.find_first_not_of('#');
  return level != 0 && level != std::string::npos && line[level] == ' ' ? static_cast<int>(level)
                                                                        : 0;
}

// A heading and the lines up to the next heading, fences included; the first section is the
// text before the first heading (level 0, heading "").
struct Section {
  int level = 0;
  std::string heading;
  int line = 1;  // the heading's line, counted from 1; the first line of the text for the first
  std::vector<std::string> lines;
};

inline std::vector<Section> sections(const std::string& markdown) {
  std::vector<Section> out(1);
  std::istringstream in(markdown);
  bool fenced = false;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (is_fence(line)) fenced = !fenced;
    const int level = fenced ? 0 : heading_level(line);
    if (level > 0)
      out.push_back({level, line, number, {}});
    else
      out.back().lines.push_back(line);
  }
  return out;
}

// The heading levels of a Markdown text, in order.
inline std::vector<int> heading_levels(const std::string& markdown) {
  std::vector<int> levels;
  for (const Section& s : sections(markdown))
    if (s.level > 0) levels.push_back(s.level);
  return levels;
}

// The text without its inline code spans (a link written in backticks is not a link).
inline std::string without_code_spans(const std::string& text) {
  static const std::regex code("``[^`]*``|`[^`]*`");
  return std::regex_replace(text, code, "");
}

// Small numbers written as words, in English and in Chinese ("three `TODO(1.6)` steps",
// "a power of two", "三个", "二维").
inline const std::map<std::string, int>& number_words() {
  static const std::map<std::string, int> words = {
      {"one", 1},       {"two", 2},   {"three", 3}, {"four", 4}, {"five", 5},    {"six", 6},
      {"seven", 7},     {"eight", 8}, {"nine", 9},  {"ten", 10}, {"eleven", 11}, {"twelve", 12},
      {"thirteen", 13}, {"一", 1},    {"两", 2},    {"二", 2},   {"三", 3},      {"四", 4},
      {"五", 5},        {"六", 6},    {"七", 7},    {"八", 8},   {"九", 9},      {"十", 10},
      {"十一", 11},     {"十二", 12}, {"十三", 13}};
  return words;
}

// A page a student reads and its Chinese twin (which may be missing: the tests say so).
struct Twin {
  std::filesystem::path english, chinese;
};

// The pages for maintainers and tooling, which may stay in English (and all of docs/internals/).
inline bool is_maintainer_page(const std::string& name) {
  static const std::set<std::string> pages = {"report-format.md", "adding-a-chapter.md"};
  return pages.count(name) > 0;
}

// README.md with README.zh-CN.md, then each student page docs/X.md with docs/zh/X.md.
inline std::vector<Twin> student_pages(const std::filesystem::path& root) {
  std::vector<Twin> twins;
  for (const auto& entry : std::filesystem::directory_iterator(root / "docs")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".md" && !is_maintainer_page(name))
      twins.push_back({entry.path(), root / "docs" / "zh" / name});
  }
  std::sort(twins.begin(), twins.end(),
            [](const Twin& a, const Twin& b) { return a.english < b.english; });
  twins.insert(twins.begin(), {root / "README.md", root / "README.zh-CN.md"});
  return twins;
}

}  // namespace lab::test

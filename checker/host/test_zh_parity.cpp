// The Chinese edition says what the English says: each student page and its twin
// (lab::test::student_pages), section by section in heading order, have the same code blocks
// once their comments are masked, the same tables (rows, columns, code cells and numbers), the
// same numbers in their prose and the same figures. What may differ, and how narrowly, is
// written where it is allowed: a block marked `<!-- sample: COMMAND -->` (what the program
// prints, in the reader's language), a backquoted quote in Chinese (a message of the Chinese
// catalogue), a number written as a word or with a scale word (两个, 670 万).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "checker/host/markdown.h"
#include "checker/host/meson_setting.h"
#include "checker/host/temp_folder.h"

namespace fs = std::filesystem;
using lab::test::Section;

namespace {

// ---- code blocks

struct Block {
  std::string info;    // the fence's info string: "sh", "cpp", "" ...
  std::string sample;  // the command of the `<!-- sample: COMMAND -->` line just before it
  int line = 0;        // the opening fence's line in the file
  std::vector<std::string> lines;
};

std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t"), last = text.find_last_not_of(" \t");
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

std::string sample_command(const std::string& line) {
  static const std::regex marker(R"(^\s*<!-- sample: (.*\S) -->\s*$)");
  std::smatch m;
  return std::regex_match(line, m, marker) ? m[1].str() : "";
}

std::vector<Block> code_blocks(const Section& s) {
  std::vector<Block> blocks;
  bool fenced = false;
  for (size_t i = 0; i < s.lines.size(); ++i) {
    const std::string& line = s.lines[i];
    if (lab::test::is_fence(line)) {
      fenced = !fenced;
      if (fenced)
        blocks.push_back({trimmed(line).substr(3), i > 0 ? sample_command(s.lines[i - 1]) : "",
                          s.line + 1 + static_cast<int>(i)});
    } else if (fenced) {
      blocks.back().lines.push_back(line);
    }
  }
  return blocks;
}

enum class Comments { none, hash, c_style };

// How a fence's language writes comments; a fence without a language is compared as it is.
Comments comment_style(const std::string& info) {
  static const std::map<std::string, Comments> styles = {
      {"sh", Comments::hash},    {"bash", Comments::hash},    {"shell", Comments::hash},
      {"meson", Comments::hash}, {"python", Comments::hash},  {"toml", Comments::hash},
      {"yaml", Comments::hash},  {"cpp", Comments::c_style},  {"c++", Comments::c_style},
      {"c", Comments::c_style},  {"cuda", Comments::c_style}, {"cu", Comments::c_style},
      {"json", Comments::none},  {"text", Comments::none}};
  const auto style = styles.find(info);
  return style == styles.end() ? Comments::none : style->second;
}

// The block's text with its comments removed (string literals kept whole), as lines without
// trailing blanks, blank lines left out: a comment translated, rewrapped or realigned leaves
// the same lines. "#!" and Slurm's "#SBATCH" lines are directives, not comments.
std::vector<std::string> masked(const Block& b) {
  std::string text;
  for (const std::string& line : b.lines) text += line + "\n";
  const Comments style = comment_style(b.info);
  std::string out;
  char quote = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      out += c;
      if (c == '\\' && quote != '\'' && i + 1 < text.size())
        out += text[++i];
      else if (c == quote || c == '\n')
        quote = 0;
      continue;
    }
    const bool word_start =
        i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n';
    if (style == Comments::hash && c == '#' && word_start && text.compare(i, 2, "#!") != 0 &&
        text.compare(i, 7, "#SBATCH") != 0) {
      while (i < text.size() && text[i] != '\n') ++i;
      out += '\n';
    } else if (style == Comments::c_style && text.compare(i, 2, "//") == 0) {
      while (i < text.size() && text[i] != '\n') ++i;
      out += '\n';
    } else if (style == Comments::c_style && text.compare(i, 2, "/*") == 0) {
      const size_t end = text.find("*/", i + 2);
      i = end == std::string::npos ? text.size() : end + 1;
      out += ' ';
    } else {
      if (style != Comments::none && (c == '"' || c == '\'')) quote = c;
      out += c;
    }
  }
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    line.erase(line.find_last_not_of(" \t") + 1);
    if (!line.empty()) lines.push_back(line);
  }
  return lines;
}

// ---- the text outside code blocks: prose and tables

bool is_table_row(const std::string& line) { return line.rfind("|", 0) == 0; }

// The section's lines outside code blocks: its heading and prose, or its table rows.
std::vector<std::string> outside_code(const Section& s, bool table_rows) {
  std::vector<std::string> out;
  if (!table_rows) out.push_back(s.heading);
  bool fenced = false;
  for (const std::string& line : s.lines) {
    if (lab::test::is_fence(line))
      fenced = !fenced;
    else if (!fenced && is_table_row(line) == table_rows)
      out.push_back(line);
  }
  return out;
}

using Table = std::vector<std::vector<std::string>>;  // rows of cells, the --- row left out

std::vector<std::string> cells_of(const std::string& row) {
  std::vector<std::string> cells;
  std::string cell;
  for (size_t i = 1; i < row.size(); ++i) {
    if (row[i] == '|' && row[i - 1] != '\\') {
      cells.push_back(trimmed(cell));
      cell.clear();
    } else {
      cell += row[i];
    }
  }
  if (!trimmed(cell).empty()) cells.push_back(trimmed(cell));
  return cells;
}

std::vector<Table> tables(const Section& s) {
  std::vector<Table> out;
  bool fenced = false, in_table = false;
  for (const std::string& line : s.lines) {
    if (lab::test::is_fence(line)) fenced = !fenced;
    const bool row = !fenced && is_table_row(line);
    if (row && !in_table) out.emplace_back();
    in_table = row;
    static const std::regex separator(R"(^[|:\-\s]+$)");
    if (row && !std::regex_match(line, separator)) out.back().push_back(cells_of(line));
  }
  return out;
}

// Whether a UTF-8 text holds a CJK ideograph: a Chinese quote, never code.
bool has_chinese(const std::string& text) {
  // U+4E00..U+9FFF: three bytes, the first 0xE4..0xE9.
  return std::any_of(text.begin(), text.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte >= 0xE4 && byte <= 0xE9;
  });
}

std::vector<std::string> code_spans(const std::string& text) {
  static const std::regex code("``[^`]*``|`[^`]*`");
  std::vector<std::string> spans;
  for (std::sregex_iterator m(text.begin(), text.end(), code), end; m != end; ++m)
    spans.push_back((*m)[0]);
  return spans;
}

// A cell that is code: nothing but code spans and the punctuation between them.
bool is_code_cell(const std::string& cell) {
  static const std::regex separators(R"(^(?:[\s,;/()]|，|、|；|（|）)*$)");
  return !code_spans(cell).empty() &&
         std::regex_match(lab::test::without_code_spans(cell), separators);
}

// ---- numbers

// The prose a number is read from: without code spans, link targets, addresses and HTML
// comments (a generated section's markers, a sample's command).
std::string prose_of(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  static const std::regex comment("<!--[\\s\\S]*?-->"), target(R"(\]\([^)]*\))"),
      address(R"(https?://\S+)");
  text = std::regex_replace(text, comment, " ");
  text = lab::test::without_code_spans(text);
  text = std::regex_replace(text, target, "]");
  return std::regex_replace(text, address, " ");
}

// "6.7" times 10^exponent, written without a decimal point where it needs none: "6700000".
std::string scaled(std::string number, int exponent) {
  const size_t point = number.find('.');
  std::string digits = number;
  int integer_digits = static_cast<int>(number.size());
  if (point != std::string::npos) {
    digits.erase(point, 1);
    integer_digits = static_cast<int>(point);
  }
  integer_digits += exponent;
  while (static_cast<int>(digits.size()) < integer_digits) digits += '0';
  std::string integer = digits.substr(0, integer_digits), fraction = digits.substr(integer_digits);
  integer.erase(0, std::min(integer.find_first_not_of('0'), integer.size() - 1));
  fraction.erase(fraction.find_last_not_of('0') + 1);
  return fraction.empty() ? integer : integer + "." + fraction;
}

// The numbers of a prose text, in order. A number with a scale word counts as its value, since
// Chinese counts in 万 and 亿 where English counts in thousands, millions and billions ("6.7
// million", "670 万": 6700000); "1.1 to 1.25 billion" scales both. Thousands separators go.
std::vector<std::string> numbers_in(const std::string& prose) {
  static const std::regex number(R"((\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)*)(?:\s+to\s+(\d+(?:\.\d+)?))?)"
                                 R"((?:\s*(thousand|million|billion)\b|\s*(万|亿))?)");
  static const std::map<std::string, int> exponents = {
      {"thousand", 3}, {"million", 6}, {"billion", 9}, {"万", 4}, {"亿", 8}};
  // Chinese writes dimensions in numerals: 一维, 二维, 三维 are 1D, 2D, 3D.
  static const std::regex dimensions("(一|二|三)维");
  static const std::map<std::string, std::string> numerals = {
      {"一", "1"}, {"二", "2"}, {"三", "3"}};
  std::vector<std::string> out;
  for (std::sregex_iterator m(prose.begin(), prose.end(), dimensions), end; m != end; ++m)
    out.push_back(numerals.at((*m)[1]));
  for (std::sregex_iterator m(prose.begin(), prose.end(), number), end; m != end; ++m) {
    const std::string scale = (*m)[3].matched ? (*m)[3] : (*m)[4];
    for (int group : {1, 2}) {
      if (!(*m)[group].matched) continue;
      std::string n = (*m)[group];
      n.erase(std::remove(n.begin(), n.end(), ','), n.end());
      const bool decimal = std::count(n.begin(), n.end(), '.') <= 1;
      out.push_back(scale.empty() || !decimal ? n : scaled(n, exponents.at(scale)));
    }
  }
  return out;
}

using Counts = std::map<std::string, int>;  // how many times a text holds each number

// How many times the text writes each small number as a word (number_words(): "two", "两"),
// one excepted: "one" and "一" are as often an article ("one block", "一个"), but "ones" are
// values; 二维 is read as a number already.
Counts worded_numbers(const std::string& prose) {
  static const std::vector<std::pair<std::regex, std::string>> words = [] {
    std::vector<std::pair<std::regex, std::string>> list;
    for (const auto& [word, value] : lab::test::number_words())
      if (value != 1)
        list.emplace_back(
            static_cast<unsigned char>(word[0]) < 0x80 ? "\\b" + word + "\\b" : word + "(?!维)",
            std::to_string(value));
    list.emplace_back("\\bones\\b", "1");  // values equal to 1: "2^25 ones", "2^25 个 1"
    return list;
  }();
  std::string lower = prose;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  Counts counts;
  for (const auto& [pattern, value] : words)
    counts[value] += static_cast<int>(
        std::distance(std::sregex_iterator(lower.begin(), lower.end(), pattern), {}));
  return counts;
}

// The numbers `mine` holds more often than `theirs`, less those `their_words` writes as words
// ("a power of two" against "2 的幂").
std::vector<std::string> unmatched(const Counts& mine, const Counts& theirs, Counts their_words) {
  std::vector<std::string> out;
  for (const auto& [n, count] : mine) {
    const auto other = theirs.find(n);
    for (int k = other == theirs.end() ? 0 : other->second; k < count; ++k) {
      if (their_words[n] > 0)
        --their_words[n];
      else
        out.push_back(n);
    }
  }
  return out;
}

// The numbers one side has and the other has not. Empty when they agree.
struct NumberDrift {
  std::vector<std::string> only_english, only_chinese;
  bool empty() const { return only_english.empty() && only_chinese.empty(); }
};

// The Chinese words for n that no English word for n accounts for.
Counts spare_words(Counts chinese, const Counts& english) {
  for (auto& [n, count] : chinese) {
    const auto other = english.find(n);
    count = std::max(0, count - (other == english.end() ? 0 : other->second));
  }
  return chinese;
}

// A Chinese word stands for an English digit only where it is not the twin of an English word
// ("four sectors", "四个扇区"). An English word may stand for a Chinese digit whatever the
// Chinese words: 两 and 二 also write both and twice (两者, 两次), which English writes with
// no number word.
NumberDrift number_drift(const std::string& english, const std::string& chinese) {
  Counts left, right;
  for (const std::string& n : numbers_in(english)) ++left[n];
  for (const std::string& n : numbers_in(chinese)) ++right[n];
  const Counts english_words = worded_numbers(english), chinese_words = worded_numbers(chinese);
  return {unmatched(left, right, spare_words(chinese_words, english_words)),
          unmatched(right, left, english_words)};
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : " ") + item;
  return out.empty() ? "(none)" : out;
}

// ---- figures

// The figures a section shows: the files its image links resolve to, from the page's folder.
std::vector<fs::path> figures(const Section& s, const fs::path& page) {
  static const std::regex image(R"(!\[[^\]]*\]\(([^)\s]+))");
  std::string text;
  for (bool table_rows : {false, true})
    for (const std::string& line : outside_code(s, table_rows)) text += line + "\n";
  text = lab::test::without_code_spans(text);
  std::vector<fs::path> out;
  for (std::sregex_iterator m(text.begin(), text.end(), image), end; m != end; ++m)
    out.push_back((page.parent_path() / (*m)[1].str()).lexically_normal());
  return out;
}

// ---- one section against its twin

struct Pair {
  fs::path root, english_page, chinese_page;
  const Section &english, &chinese;
};

std::string shown(const fs::path& root, const fs::path& p) {
  return p.lexically_relative(root).generic_string();
}

std::string first_difference(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const std::string left = i < a.size() ? a[i] : "(nothing)",
                      right = i < b.size() ? b[i] : "(nothing)";
    if (left != right) return "English \"" + left + "\", Chinese \"" + right + "\"";
  }
  return "";
}

// Whether the two editions have as many of something; if not, the problem says so: "English
// has 3 code blocks, Chinese 2", with `where` before it.
bool same_count(size_t english, size_t chinese, const std::string& what, const std::string& where,
                std::vector<std::string>& problems) {
  if (english != chinese)
    problems.push_back(where + "English has " + std::to_string(english) + " " + what +
                       ", Chinese " + std::to_string(chinese));
  return english == chinese;
}

void compare_code(const Pair& p, std::vector<std::string>& problems) {
  const std::vector<Block> english = code_blocks(p.english), chinese = code_blocks(p.chinese);
  if (!same_count(english.size(), chinese.size(), "code blocks", "", problems)) return;
  for (size_t i = 0; i < english.size(); ++i) {
    const Block &e = english[i], &z = chinese[i];
    const std::string which = "code block " + std::to_string(i + 1) + " (English line " +
                              std::to_string(e.line) + ", Chinese line " + std::to_string(z.line) +
                              ")";
    if (e.sample != z.sample) {
      problems.push_back(which + ": its sample markers differ: English \"" + e.sample +
                         "\", Chinese \"" + z.sample + "\"");
    } else if (e.sample.empty()) {
      if (e.info != z.info)
        problems.push_back(which + ": English ```" + e.info + ", Chinese ```" + z.info);
      else if (masked(e) != masked(z))
        problems.push_back(
            which + " differs once comments are masked: " + first_difference(masked(e), masked(z)));
    }
  }
}

void compare_tables(const Pair& p, std::vector<std::string>& problems) {
  const std::vector<Table> english = tables(p.english), chinese = tables(p.chinese);
  if (!same_count(english.size(), chinese.size(), "tables", "", problems)) return;
  for (size_t t = 0; t < english.size(); ++t) {
    const Table &e = english[t], &z = chinese[t];
    const std::string table = "table " + std::to_string(t + 1);
    if (!same_count(e.size(), z.size(), "rows", table + ": ", problems)) continue;
    for (size_t r = 0; r < e.size(); ++r) {
      const std::string row = table + " row " + std::to_string(r + 1);
      if (!same_count(e[r].size(), z[r].size(), "columns", row + ": ", problems)) continue;
      for (size_t c = 0; c < e[r].size(); ++c) {
        const std::string cell = row + " column " + std::to_string(c + 1);
        const std::string &left = e[r][c], &right = z[r][c];
        const std::vector<std::string> right_code = code_spans(right);
        const bool quotes_chinese = std::any_of(right_code.begin(), right_code.end(), has_chinese);
        if (is_code_cell(left) && !quotes_chinese && code_spans(left) != right_code)
          problems.push_back(cell + ": the code differs: English \"" + left + "\", Chinese \"" +
                             right + "\"");
        const NumberDrift drift = number_drift(prose_of({left}), prose_of({right}));
        if (!drift.empty())
          problems.push_back(cell + ": numbers only in English: " + joined(drift.only_english) +
                             "; only in Chinese: " + joined(drift.only_chinese));
      }
    }
  }
}

void compare_numbers(const Pair& p, std::vector<std::string>& problems) {
  const NumberDrift drift = number_drift(prose_of(outside_code(p.english, false)),
                                         prose_of(outside_code(p.chinese, false)));
  if (!drift.empty())
    problems.push_back("numbers only in English: " + joined(drift.only_english) +
                       "; only in Chinese: " + joined(drift.only_chinese));
}

void compare_figures(const Pair& p, std::vector<std::string>& problems) {
  const std::vector<fs::path> english = figures(p.english, p.english_page),
                              chinese = figures(p.chinese, p.chinese_page);
  for (size_t i = 0; i < std::max(english.size(), chinese.size()); ++i) {
    const std::string which = "figure " + std::to_string(i + 1) + ": ";
    if (i >= chinese.size()) {
      problems.push_back(which + "English shows " + shown(p.root, english[i]) +
                         ", Chinese nothing");
      continue;
    }
    if (i >= english.size()) {
      problems.push_back(which + "Chinese shows " + shown(p.root, chinese[i]) +
                         ", English nothing");
      continue;
    }
    // The Chinese page shows the figure's Chinese copy where there is one.
    const fs::path own = p.root / "docs" / "figures" / english[i].filename(),
                   translated = p.root / "docs" / "figures" / "zh" / english[i].filename();
    const fs::path expected = fs::exists(translated) ? translated : own;
    if (english[i] != own)
      problems.push_back(which + "English shows " + shown(p.root, english[i]) + ", not " +
                         shown(p.root, own));
    if (chinese[i] != expected)
      problems.push_back(which + "Chinese shows " + shown(p.root, chinese[i]) + ", not " +
                         shown(p.root, expected));
  }
}

std::vector<std::string> section_problems(const Pair& p) {
  std::vector<std::string> problems;
  compare_code(p, problems);
  compare_tables(p, problems);
  compare_numbers(p, problems);
  compare_figures(p, problems);
  return problems;
}

// Every drift between a page and its twin, each as
// "docs/zh/X.md, section “## 3. The exercise” / “## 3. 分步练习”: what differs".
std::vector<std::string> page_drift(const fs::path& root, const lab::test::Twin& twin) {
  const std::string name = shown(root, twin.chinese);
  if (!fs::exists(twin.chinese))
    return {name + " is missing: " + shown(root, twin.english) +
            " is a student page, and every one has a Chinese twin"};
  const std::vector<Section> english = lab::test::sections(lab::read_text(twin.english)),
                             chinese = lab::test::sections(lab::read_text(twin.chinese));
  std::vector<std::string> out;
  for (size_t i = 0; i < std::max(english.size(), chinese.size()); ++i) {
    if (i >= english.size() || i >= chinese.size() || english[i].level != chinese[i].level) {
      out.push_back(name + ": the headings differ at heading " + std::to_string(i) +
                    " (English \"" + (i < english.size() ? english[i].heading : "") +
                    "\", Chinese \"" + (i < chinese.size() ? chinese[i].heading : "") +
                    "\"): pair them before anything else is compared");
      break;
    }
    const Pair pair{root, twin.english, twin.chinese, english[i], chinese[i]};
    const std::string where = i == 0 ? name + ", before the first heading: "
                                     : name + ", section \"" + english[i].heading + "\" / \"" +
                                           chinese[i].heading + "\": ";
    for (const std::string& problem : section_problems(pair)) out.push_back(where + problem);
  }
  return out;
}

}  // namespace

TEST_CASE("zh parity: each student page and its Chinese twin say the same, section by section",
          "[host][zh-parity]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  size_t pages = 0;
  for (const lab::test::Twin& twin : lab::test::student_pages(root)) {
    ++pages;
    for (const std::string& problem : page_drift(root, twin)) FAIL_CHECK(problem);
  }
  CHECK(pages > 15);
}

TEST_CASE("zh parity: every Chinese page has its English original", "[host][zh-parity]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  for (const auto& entry : fs::directory_iterator(root / "docs" / "zh")) {
    INFO(shown(root, entry.path()));
    if (entry.path().extension() == ".md")
      CHECK(fs::exists(root / "docs" / entry.path().filename()));
  }
}

namespace {

// A page and its twin written into a folder of their own, with figures docs/figures/a.svg
// and docs/figures/b.svg, and a Chinese copy of b only.
struct PlantedPages {
  lab::test::TempFolder folder{"lab-zh-parity-planted"};
  fs::path root = folder.path;
  lab::test::Twin twin{root / "docs" / "page.md", root / "docs" / "zh" / "page.md"};

  PlantedPages(const std::string& english, const std::string& chinese) {
    fs::create_directories(root / "docs" / "zh");
    fs::create_directories(root / "docs" / "figures" / "zh");
    for (const fs::path figure : {"a.svg", "b.svg", "zh/b.svg"})
      std::ofstream(root / "docs" / "figures" / figure) << "<svg/>\n";
    std::ofstream(twin.english) << english;
    std::ofstream(twin.chinese) << chinese;
  }
};

const char* const kEnglishPage = R"(# Title

## 1. Steps

Run it 3 times, on a power of two: 6.7 million atomics, 1.1 to 1.25 billion per second. Four sectors hold 32 floats.

```sh
./lab check 1.6   # build your file and run its checker
```

<!-- sample: ./lab check 1.6 -->
```
FAILED: 1 of 4 tests passed (3 failed).
```

| case | size |
| --- | --- |
| `vector_add` | 16 |

![a](figures/a.svg)

![b](figures/b.svg)
)";

const char* const kChinesePage = R"(# 标题

## 1. 步骤

在 2 的幂上运行 3 次：670 万次原子操作，每秒 11 亿到 12.5 亿次。四个扇区存 32 个 float。

```sh
./lab check 1.6   # 编译你的文件并运行它的检查器
```

<!-- sample: ./lab check 1.6 -->
```
未通过：4 项测试中 1 项通过（3 项失败）。
```

| 用例 | 规模 |
| --- | --- |
| `vector_add` | 16 |

![a](../figures/a.svg)

![b](../figures/zh/b.svg)
)";

// The drift found when `from` in the Chinese page is replaced by `to`.
std::vector<std::string> planted(const std::string& from, const std::string& to) {
  std::string chinese = kChinesePage;
  const size_t at = chinese.find(from);
  REQUIRE(at != std::string::npos);
  chinese.replace(at, from.size(), to);
  const PlantedPages pages(kEnglishPage, chinese);
  return page_drift(pages.root, pages.twin);
}

// A change planted in the Chinese page, and the drift it must be reported as ("": none).
struct Plant {
  const char *from, *to, *found;
};

const Plant kPlants[] = {
    {"# 编译你的文件并运行它的检查器", "# 编译并检查", ""},  // a comment says it its own way
    {"四个扇区", "4 个扇区", ""},                            // "four sectors"
    {"./lab check 1.6   #", "./lab check 1.7   #",
     "code block 1 (English line 7, Chinese line 7) differs once comments are masked: English "
     "\"./lab check 1.6\", Chinese \"./lab check 1.7\""},
    {"<!-- sample: ./lab check 1.6 -->", "<!-- sample: ./lab check 1.7 -->",
     "code block 2 (English line 12, Chinese line 12): its sample markers differ: English "
     "\"./lab check 1.6\", Chinese \"./lab check 1.7\""},
    {"| `vector_add` | 16 |", "| `vector_add` | 32 |",
     "table 1 row 2 column 2: numbers only in English: 16; only in Chinese: 32"},
    {"| `vector_add` | 16 |", "| `reduce_sum` | 16 |",
     "table 1 row 2 column 1: the code differs: English \"`vector_add`\", Chinese "
     "\"`reduce_sum`\""},
    {"| `vector_add` | 16 |", "| `vector_add` | 16 | 1 |",
     "table 1 row 2: English has 2 columns, Chinese 3"},
    {"运行 3 次", "运行 5 次", "numbers only in English: 3; only in Chinese: 5"},
    {"存 32 个", "存 64 个", "numbers only in English: 32; only in Chinese: 64"},
    {"670 万", "67 万", "numbers only in English: 6700000; only in Chinese: 670000"},
    {"](../figures/zh/b.svg)", "](../figures/b.svg)",
     "figure 2: Chinese shows docs/figures/b.svg, not docs/figures/zh/b.svg"},
    {"](../figures/a.svg)", "](../figures/zh/a.svg)",
     "figure 1: Chinese shows docs/figures/zh/a.svg, not docs/figures/a.svg"},
};

}  // namespace

TEST_CASE("zh parity: planted drifts are found, and what may differ is let through",
          "[host][zh-parity]") {
  {
    const PlantedPages pages(kEnglishPage, kChinesePage);
    const std::vector<std::string> none = page_drift(pages.root, pages.twin);
    INFO((none.empty() ? std::string() : none.front()));
    CHECK(none.empty());
  }
  const std::string section = "docs/zh/page.md, section \"## 1. Steps\" / \"## 1. 步骤\": ";
  for (const Plant& plant : kPlants) {
    INFO(plant.from << " -> " << plant.to);
    const std::vector<std::string> found = planted(plant.from, plant.to);
    if (*plant.found == 0) {
      CHECK(found.empty());
    } else {
      REQUIRE(found.size() == 1);
      CHECK(found.front() == section + plant.found);
    }
  }
}

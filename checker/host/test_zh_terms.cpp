// One Chinese term per concept: the table "统一用词" in docs/zh/README.md names, for each
// concept, the term to use and the spellings not to use (its third column, in backquotes).
// Every Chinese text a reader sees is searched for those spellings: the Chinese docs and their
// figures, the chapters' hints.zh.md, every Chinese message catalogue and the chapters'
// manifests ('zh').
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/temp_folder.h"

namespace fs = std::filesystem;

namespace {

struct Rejected {
  std::string spelling, use;  // "复制", "拷贝、拷贝引擎"
};

constexpr const char* kTableIntro = "**统一用词。**";

// The table after kTableIntro: its rows' first cell and the backquoted spellings of the third.
std::vector<Rejected> rejected_spellings(const std::string& readme) {
  std::vector<Rejected> list;
  const size_t intro = readme.find(kTableIntro);
  if (intro == std::string::npos) return list;
  std::istringstream lines(readme.substr(intro));
  std::string line;
  std::getline(lines, line);  // the paragraph
  static const std::regex quoted("`([^`]+)`");
  bool in_table = false;
  while (std::getline(lines, line)) {
    if (line.rfind("|", 0) != 0) {
      if (in_table) break;
      continue;
    }
    in_table = true;
    std::vector<std::string> cells;
    std::string cell;
    for (size_t i = 1; i < line.size(); ++i) {
      if (line[i] == '|') {
        const size_t first = cell.find_first_not_of(' '), last = cell.find_last_not_of(' ');
        cells.push_back(first == std::string::npos ? "" : cell.substr(first, last - first + 1));
        cell.clear();
      } else {
        cell += line[i];
      }
    }
    if (cells.size() < 3 || cells[0].find("---") != std::string::npos || cells[0] == "用") continue;
    for (std::sregex_iterator m(cells[2].begin(), cells[2].end(), quoted), end; m != end; ++m)
      list.push_back({(*m)[1], cells[0]});
  }
  return list;
}

// The files whose Chinese a reader sees, with the lines of each that are Chinese text.
struct Text {
  fs::path file;
  bool only_zh_lines;  // a manifest: only its 'zh' lines
};

std::vector<Text> chinese_texts(const fs::path& root) {
  std::vector<Text> texts;
  for (const auto& entry : fs::directory_iterator(root / "docs" / "zh"))
    if (entry.path().extension() == ".md") texts.push_back({entry.path(), false});
  for (const auto& entry : fs::directory_iterator(root / "docs" / "figures" / "zh"))
    if (entry.path().extension() == ".svg") texts.push_back({entry.path(), false});
  texts.push_back({root / "README.zh-CN.md", false});
  texts.push_back({root / "checker" / "messages" / "zh.cpp", false});
  texts.push_back({root / "common" / "messages_zh.cpp", false});
  for (const auto& entry : fs::directory_iterator(root / "checker")) {
    if (!entry.is_directory()) continue;
    for (const char* name : {"hints.zh.md", "messages_zh.cpp"})
      if (fs::exists(entry.path() / name)) texts.push_back({entry.path() / name, false});
    if (fs::exists(entry.path() / "meson.build"))
      texts.push_back({entry.path() / "meson.build", true});
  }
  return texts;
}

// "file:line: 复制 (use 拷贝、拷贝引擎)" for each rejected spelling in `text`.
std::vector<std::string> findings(const Text& text, const fs::path& root,
                                  const std::vector<Rejected>& rejected) {
  std::vector<std::string> found;
  const bool readme = text.file == root / "docs" / "zh" / "README.md";
  std::istringstream lines(lab::read_text(text.file));
  bool in_term_table = false;
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    if (readme && line.rfind(kTableIntro, 0) == 0) in_term_table = true;
    if (in_term_table) {  // the table itself names the spellings it rejects
      if (line.empty() || line[0] == '|' || line.rfind(kTableIntro, 0) == 0) continue;
      in_term_table = false;
    }
    if (text.only_zh_lines && line.find("'zh'") == std::string::npos) continue;
    for (const Rejected& r : rejected)
      if (line.find(r.spelling) != std::string::npos)
        found.push_back(fs::relative(text.file, root).string() + ":" + std::to_string(number) +
                        ": " + r.spelling + " (use " + r.use + ")");
  }
  return found;
}

}  // namespace

TEST_CASE("zh terms: the table of one term per concept is there, with its rejected spellings",
          "[host][zh-terms]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const std::vector<Rejected> rejected =
      rejected_spellings(lab::read_text(root / "docs" / "zh" / "README.md"));
  std::vector<std::string> spellings;
  for (const Rejected& r : rejected) spellings.push_back(r.spelling);
  for (const char* expected : {"复制", "旧式默认流", "设备内存", "实验室"}) {
    INFO(expected);
    CHECK(std::find(spellings.begin(), spellings.end(), expected) != spellings.end());
  }
  CHECK(rejected.size() >= 6);
}

TEST_CASE("zh terms: no Chinese text a reader sees uses a rejected spelling", "[host][zh-terms]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const std::vector<Rejected> rejected =
      rejected_spellings(lab::read_text(root / "docs" / "zh" / "README.md"));
  REQUIRE(!rejected.empty());
  size_t files = 0;
  for (const Text& text : chinese_texts(root)) {
    ++files;
    for (const std::string& finding : findings(text, root, rejected)) {
      INFO(finding);
      CHECK(false);
    }
  }
  CHECK(files > 30);  // the docs, the catalogues, the hints and the manifests were read
}

TEST_CASE("zh terms: a planted rejected spelling is found, with its file and line",
          "[host][zh-terms]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const std::vector<Rejected> rejected =
      rejected_spellings(lab::read_text(root / "docs" / "zh" / "README.md"));
  const lab::test::TempFolder folder("lab-zh-terms");
  const fs::path planted = folder.path / "lab-zh-terms-planted.md";
  std::ofstream(planted) << "第一行\n把结果复制回主机。\n在旧式默认流上\n";
  const std::vector<std::string> found =
      findings({planted, false}, planted.parent_path(), rejected);
  REQUIRE(found.size() == 2);
  CHECK(found[0] == "lab-zh-terms-planted.md:2: 复制 (use 拷贝、拷贝引擎)");
  CHECK(found[1] == "lab-zh-terms-planted.md:3: 旧式默认流 (use 传统默认流)");
}

// The exercise-structure check: the registry lists each chapter once, in course order; every
// ready chapter has all of its parts, skeletons carry TODO markers, solutions none, every
// known-wrong variant is listed in its manifest and says what the checker must answer; the docs
// index and README's chapter table agree with the registry.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/registry.h"
#include "checker/harness/text_file.h"
#include "checker/host/markdown.h"
#include "checker/host/meson_setting.h"

namespace fs = std::filesystem;
using lab::test::heading_levels;

namespace {

size_t count(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

// The numbers of a chapter id, "1.10" -> {1, 10}, so that ids compare part by part as numbers
// (1.9 before 1.10); empty when the id is not numbers separated by dots.
std::vector<int> id_numbers(const std::string& id) {
  if (!std::regex_match(id, std::regex(R"(\d+(\.\d+)*)"))) return {};
  std::vector<int> numbers;
  std::stringstream parts(id);
  for (std::string part; std::getline(parts, part, '.');) numbers.push_back(std::stoi(part));
  return numbers;
}

constexpr size_t kMinMistakes = 4;
constexpr size_t kMinHints = 3;

}  // namespace

TEST_CASE("structure: the registry lists each chapter once, in course order", "[host][structure]") {
  REQUIRE(id_numbers("1.9") < id_numbers("1.10"));
  const auto chapters = lab::read_registry(lab::test::meson_setting("LAB_REGISTRY"));
  REQUIRE(!chapters.empty());
  std::set<std::string> ids;
  for (size_t i = 0; i < chapters.size(); ++i) {
    const lab::Chapter& c = chapters[i];
    INFO("chapter " << c.dir() << ", entry " << i + 1 << " of the registry in meson.build");
    CHECK(c.ready_when == "checker/" + c.dir() + "/meson.build");
    CHECK(!id_numbers(c.id).empty());
    CHECK(ids.insert(c.id).second);  // listed once
    if (i > 0) CHECK(id_numbers(chapters[i - 1].id) < id_numbers(c.id));
    CHECK((c.state == "ready" || c.state == "coming"));
    for (const std::string& earlier : c.builds_on) {
      INFO("builds on " << earlier);
      CHECK(ids.count(earlier) == 1);  // listed before it
    }
  }
}

TEST_CASE("structure: every ready chapter has all of its parts", "[host][structure]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  for (const auto& c : lab::read_registry(lab::test::meson_setting("LAB_REGISTRY"))) {
    if (!c.ready()) continue;
    INFO("chapter " << c.dir());
    const fs::path skeleton = root / "chapters" / c.dir() / (c.source + ".cu");
    const fs::path solution = root / "solutions" / c.dir() / (c.source + ".cu");
    for (const fs::path& p :
         {root / "chapters" / c.dir() / (c.source + ".h"), skeleton,
          root / "chapters" / c.dir() / "main.cpp", solution,
          root / "checker" / c.dir() / "meson.build", root / "checker" / c.dir() / "hints.md",
          root / "docs" / (c.dir() + ".md")}) {
      INFO(p);
      CHECK(fs::is_regular_file(p));
    }
    CHECK(count(lab::read_text(skeleton), "TODO(" + c.id + ")") > 0);
    CHECK(count(lab::read_text(solution), "TODO") == 0);
    CHECK(count(lab::read_text(root / "checker" / c.dir() / "hints.md"), "\n## ") >= kMinHints);

    // Known-wrong variants: enough of them, each listed in the manifest (once: the registry is
    // what Meson builds and lab selftest runs) and each with its diagnosis; no file of
    // mistakes/ or correct/ that the manifest forgot.
    std::map<std::string, size_t> listed;
    for (const lab::Variant& v : c.variants) ++listed[v.name];
    size_t mistakes = 0;
    for (const char* kind : {"mistake", "correct"}) {
      std::error_code missing;
      for (const auto& entry : fs::directory_iterator(
               root / "checker" / c.dir() / (kind + std::string("s")), missing)) {
        if (entry.path().extension() != ".cu") continue;
        const std::string text = lab::read_text(entry.path());
        if (kind == std::string("mistake") && count(text, "expect-diagnosis:") == 0)
          continue;  // a helper that the variants include
        INFO(entry.path());
        CHECK(listed[kind + std::string(".") + entry.path().stem().string()] == 1);
        if (kind == std::string("mistake")) {
          ++mistakes;
          CHECK(count(text, "expect-diagnosis:") == 1);
        }
      }
    }
    CHECK(mistakes >= kMinMistakes);
    for (const auto& entry : listed) {
      INFO(entry.first << " is listed in the manifest of " << c.dir());
      CHECK(entry.second == 1);
      const bool mistake = entry.first.rfind("mistake.", 0) == 0;
      CHECK(fs::is_regular_file(root / "checker" / c.dir() / (mistake ? "mistakes" : "correct") /
                                (entry.first.substr(entry.first.find('.') + 1) + ".cu")));
    }
    // The manifest's other facts: a skeleton diagnosis, both titles, the chapters it builds on
    // (earlier ones of the registry).
    CHECK(!c.skeleton_diagnosis.empty());
    CHECK(!lab::Chapter::text(c.titles, "en").empty());
    CHECK(c.titles.count("zh") == 1);
    CHECK(c.you_write.count("en") + c.you_write.count("zh") == 2);
    CHECK(c.path.count("en") + c.path.count("zh") == 2);
  }
}

TEST_CASE("structure: the docs index lists every chapter", "[host][structure]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const std::string index = lab::read_text(root / "docs" / "README.md");
  for (const auto& c : lab::read_registry(lab::test::meson_setting("LAB_REGISTRY"))) {
    INFO("chapter " << c.dir());
    CHECK(count(index, "| " + c.id + " ") == 1);
    if (c.ready()) CHECK(count(index, "(" + c.dir() + ".md)") >= 1);
  }
}

TEST_CASE("structure: README's chapter table agrees with the registry", "[host][structure]") {
  // A row of the table starts with the chapter's id and slug: "| 1.6 vector-add | ...".
  const std::regex row(R"(^\| (\d+(?:\.\d+)*) ([a-z0-9-]+) \|)");
  std::map<std::string, std::vector<std::string>> slugs_by_id;
  std::stringstream readme(
      lab::read_text(fs::path(lab::test::meson_setting("LAB_SOURCE_ROOT")) / "README.md"));
  for (std::string line; std::getline(readme, line);) {
    std::smatch match;
    if (std::regex_search(line, match, row)) slugs_by_id[match[1]].push_back(match[2]);
  }
  const auto chapters = lab::read_registry(lab::test::meson_setting("LAB_REGISTRY"));
  for (const auto& c : chapters) {
    if (!c.ready()) continue;
    INFO("README.md's row for chapter " << c.id << " " << c.slug);
    CHECK(slugs_by_id[c.id] == std::vector<std::string>{c.slug});
  }
  for (const auto& entry : slugs_by_id) {
    for (const std::string& slug : entry.second) {
      INFO("README.md's row " << entry.first << " " << slug << " names no chapter of the registry");
      CHECK(std::any_of(chapters.begin(), chapters.end(), [&](const lab::Chapter& c) {
        return c.id == entry.first && c.slug == slug;
      }));
    }
  }
}

TEST_CASE(
    "structure: every doc a student or instructor reads has a Chinese twin with the same headings",
    "[host][structure]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  size_t twins = 0;
  for (const lab::test::Twin& twin : lab::test::student_pages(root)) {
    INFO(twin.english.lexically_relative(root).generic_string());
    REQUIRE(fs::is_regular_file(twin.chinese));
    CHECK(heading_levels(lab::read_text(twin.chinese)) ==
          heading_levels(lab::read_text(twin.english)));
    // The English links to it: "(zh/1.6-vector-add.md)", "(README.zh-CN.md)".
    const std::string link =
        "(" + twin.chinese.lexically_relative(twin.english.parent_path()).generic_string() + ")";
    CHECK(count(lab::read_text(twin.english), link) == 1);
    ++twins;
  }
  CHECK(twins >= 4);
}

namespace {

// A hint ladder's rungs, as `lab hint` parses them (checker/cli/hint_ladder.cpp): each "## "
// line outside fenced code blocks starts one.
size_t hint_rungs(const std::string& markdown) {
  const std::vector<int> levels = heading_levels(markdown);
  return static_cast<size_t>(std::count(levels.begin(), levels.end(), 2));
}

}  // namespace

TEST_CASE("structure: every ready chapter has Chinese hints with the rungs of its English hints",
          "[host][structure]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  REQUIRE(hint_rungs("## 1. a\n```\n## not a rung\n```\n## 2. b\n") == 2);
  for (const auto& c : lab::read_registry(lab::test::meson_setting("LAB_REGISTRY"))) {
    if (!c.ready()) continue;
    INFO("chapter " << c.dir());
    const fs::path chinese = root / "checker" / c.dir() / "hints.zh.md";
    REQUIRE(fs::is_regular_file(chinese));
    // `lab hint` remembers how many rungs were shown, whichever language shows them.
    CHECK(hint_rungs(lab::read_text(chinese)) ==
          hint_rungs(lab::read_text(root / "checker" / c.dir() / "hints.md")));
  }
}

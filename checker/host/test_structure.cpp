// The exercise-structure check: every ready chapter has all of its parts, skeletons carry
// TODO markers, solutions none, every known-wrong variant is registered and says what the
// checker must answer, and the docs index lists every chapter of the registry.
#include "checker/harness/catch.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "checker/harness/registry.h"

namespace fs = std::filesystem;

namespace {

std::string env(const char* name) {
  const char* value = std::getenv(name);
  if (!value) FAIL(std::string(name) + " is not set (run this test through meson test)");
  return value;
}

std::string read(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

size_t count(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

constexpr size_t kMinMistakes = 4;
constexpr size_t kMinHints = 3;

}  // namespace

TEST_CASE("structure: the registry lists the course's chapters in order", "[host][structure]") {
  const auto chapters = lab::read_registry(env("LAB_REGISTRY"));
  std::vector<std::string> ids;
  for (const auto& c : chapters) ids.push_back(c.id);
  CHECK(ids == std::vector<std::string>{"1.6", "1.7", "1.8", "1.9", "1.10", "1.11", "1.12"});
  for (const auto& c : chapters) CHECK((c.state == "ready" || c.state == "coming"));
}

TEST_CASE("structure: every ready chapter has all of its parts", "[host][structure]") {
  const fs::path root = env("LAB_SOURCE_ROOT");
  for (const auto& c : lab::read_registry(env("LAB_REGISTRY"))) {
    if (!c.ready()) continue;
    INFO("chapter " << c.dir());
    const fs::path skeleton = root / "chapters" / c.dir() / (c.source + ".cu");
    const fs::path solution = root / "solutions" / c.dir() / (c.source + ".cu");
    for (const fs::path& p :
         {root / "chapters" / c.dir() / (c.source + ".h"), skeleton,
          root / "chapters" / c.dir() / "main.cpp", solution, root / "checker" / c.dir() / "meson.build",
          root / "checker" / c.dir() / "hints.md", root / "docs" / (c.dir() + ".md")}) {
      INFO(p);
      CHECK(fs::is_regular_file(p));
    }
    CHECK(count(read(skeleton), "TODO(" + c.id + ")") > 0);
    CHECK(count(read(solution), "TODO") == 0);
    CHECK(count(read(root / "checker" / c.dir() / "hints.md"), "\n## ") >= kMinHints);

    // Known-wrong variants: enough of them, each registered and each with its diagnosis.
    const std::string build = read(root / "checker" / c.dir() / "meson.build");
    size_t mistakes = 0;
    for (const auto& entry : fs::directory_iterator(root / "checker" / c.dir() / "mistakes")) {
      if (entry.path().extension() != ".cu") continue;
      ++mistakes;
      INFO(entry.path());
      CHECK(count(build, "'" + entry.path().stem().string() + "'") == 1);
      CHECK(count(read(entry.path()), "expect-diagnosis:") == 1);
    }
    CHECK(mistakes >= kMinMistakes);
  }
}

TEST_CASE("structure: the docs index lists every chapter", "[host][structure]") {
  const fs::path root = env("LAB_SOURCE_ROOT");
  const std::string index = read(root / "docs" / "README.md");
  for (const auto& c : lab::read_registry(env("LAB_REGISTRY"))) {
    INFO("chapter " << c.dir());
    CHECK(count(index, "| " + c.id + " ") == 1);
    if (c.ready()) CHECK(count(index, "(" + c.dir() + ".md)") >= 1);
  }
}

// The message catalogues (checker/messages/en.cpp, zh.cpp): every id in both languages, with
// the same placeholders; every id the code asks for is in English; a text missing in Chinese
// falls back to English; the reader's language picks the catalogue.
#include "checker/harness/catch.h"

#include <cstdlib>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace fs = std::filesystem;
using lab::messages::Catalogue;

namespace {

std::map<std::string, std::string> entries_of(const Catalogue& catalogue) {
  std::map<std::string, std::string> entries;
  for (const lab::messages::Entry& e : catalogue) {
    INFO("message id " << e.id);
    CHECK(entries.emplace(e.id, e.text).second);  // each id once
  }
  return entries;
}

std::set<std::string> placeholders(const std::string& text) {
  static const std::regex placeholder(R"(\{([a-z][a-z0-9_]*)\})");
  std::set<std::string> names;
  for (std::sregex_iterator m(text.begin(), text.end(), placeholder), end; m != end; ++m) names.insert((*m)[1]);
  return names;
}

// The ids the code asks for by name: say("id", ...), say_in(language, "id", ...) and
// diagnose("id", ...), in every source file of the lab.
std::set<std::string> ids_in_code(const fs::path& root) {
  static const std::regex call(R"(\b(?:say|diagnose)\(\s*"([a-z0-9][a-z0-9.\-_]*)\")");
  static const std::regex call_in(R"(\bsay_in\([^,()]+,\s*"([a-z0-9][a-z0-9.\-_]*)\")");
  std::set<std::string> ids;
  for (const char* tree : {"checker", "chapters", "common"})
    for (const auto& entry : fs::recursive_directory_iterator(root / tree)) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h" && ext != ".cu" && ext != ".cuh")) continue;
      if (entry.path().parent_path().filename() == "messages") continue;  // the catalogues themselves
      std::string text;  // the file without its comment lines (whose examples are not calls)
      std::istringstream lines(lab::read_text(entry.path()));
      for (std::string line; std::getline(lines, line);)
        if (line.find_first_not_of(' ') == std::string::npos || line.compare(line.find_first_not_of(' '), 2, "//") != 0)
          text += line + "\n";
      for (const std::regex* r : {&call, &call_in})
        for (std::sregex_iterator m(text.begin(), text.end(), *r), end; m != end; ++m) ids.insert((*m)[1]);
    }
  return ids;
}

}  // namespace

TEST_CASE("messages: every id in both languages, with the same placeholders", "[host][messages]") {
  const auto english = entries_of(lab::messages::english());
  const auto chinese = entries_of(lab::messages::chinese());
  for (const auto& [id, text] : english) {
    INFO("message id " << id << ": English \"" << text << "\"");
    REQUIRE(chinese.count(id) == 1);
    CHECK(placeholders(text) == placeholders(chinese.at(id)));
    CHECK(!text.empty());
  }
  for (const auto& [id, text] : chinese) {
    INFO("message id " << id << " is in zh.cpp only");
    CHECK(english.count(id) == 1);
  }
}

TEST_CASE("messages: every id the code asks for is in the English catalogue", "[host][messages]") {
  const char* root = std::getenv("LAB_SOURCE_ROOT");
  REQUIRE(root);
  const auto english = entries_of(lab::messages::english());
  const std::set<std::string> used = ids_in_code(root);
  CHECK(used.count("stale-second-call") == 1);  // the scan finds what it should
  for (const std::string& id : used) {
    INFO("the code asks for message id \"" << id << "\", which checker/messages/en.cpp lacks");
    CHECK(english.count(id) == 1);
  }
}

TEST_CASE("messages: a text missing in Chinese falls back to English", "[host][messages]") {
  const lab::messages::Entry en[] = {{"greeting", "hello, {name}"}, {"both", "English"}};
  const lab::messages::Entry zh[] = {{"both", "中文"}};
  const Catalogue english{en, 2}, chinese{zh, 1};
  CHECK(std::string(lab::messages::lookup("both", chinese, english)) == "中文");
  CHECK(std::string(lab::messages::lookup("greeting", chinese, english)) == "hello, {name}");
  CHECK(lab::messages::lookup("absent", chinese, english) == nullptr);
  CHECK(lab::messages::fill("hello, {name}", {{"name", "lab"}}) == "hello, lab");
  CHECK(lab::messages::fill("{n} of {total}; {unknown} and {{}} stay", {{"n", 3}, {"total", 4u}}) ==
        "3 of 4; {unknown} and {{}} stay");
}

TEST_CASE("messages: LAB_LANG picks the catalogue", "[host][messages]") {
  const std::string english = lab::say_in(lab::Language::en, "stale-second-call", {{"function", "f"}, {"output", "c"}});
  const std::string chinese = lab::say_in(lab::Language::zh, "stale-second-call", {{"function", "f"}, {"output", "c"}});
  CHECK(english.rfind("the second call returned the first call's result: f was called again", 0) == 0);
  CHECK(chinese.find("第二次调用") != std::string::npos);
  CHECK(chinese.find("{function}") == std::string::npos);
  const char* before = std::getenv("LAB_LANG");
  const std::string saved = before ? before : "";
  setenv("LAB_LANG", "zh", 1);
  CHECK(lab::say("stale-second-call", {{"function", "f"}, {"output", "c"}}) == chinese);
  setenv("LAB_LANG", "en", 1);
  CHECK(lab::say("stale-second-call", {{"function", "f"}, {"output", "c"}}) == english);
  if (before) setenv("LAB_LANG", saved.c_str(), 1);
  else unsetenv("LAB_LANG");
}

// The message catalogues, joined from their parts (checker/messages/en.cpp and zh.cpp, common/
// and each chapter's messages_en.cpp and messages_zh.cpp): every id in both languages, with the
// same placeholders; every part in the tree is joined; every id the code asks for is in English;
// a text missing in Chinese falls back to English; the reader's language picks the catalogue;
// common/ includes nothing above it.
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/messages.h"
#include "checker/harness/registry.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"
#include "common/cuda_check.h"

namespace fs = std::filesystem;
using lab::messages::Catalogue;
using lab::test::source_files;

namespace {

std::map<std::string, std::string> entries_of(const Catalogue& catalogue) {
  std::map<std::string, std::string> entries;
  for (const lab::messages::Entry& e : catalogue) {
    INFO("message id " << e.id);
    CHECK(entries.emplace(e.id, e.text).second);  // each id once
  }
  return entries;
}

// A part of the catalogues: checker/messages/en.cpp or zh.cpp, or a messages_en.cpp or
// messages_zh.cpp beside the code that speaks it (common/, checker/<chapter>/).
bool is_catalogue_part(const fs::path& file) {
  const std::string name = file.filename().string();
  return (file.parent_path().filename() == "messages" && (name == "en.cpp" || name == "zh.cpp")) ||
         name == "messages_en.cpp" || name == "messages_zh.cpp";
}

// The ids a catalogue part's file defines: each entry begins a line with {"id",.
std::set<std::string> ids_defined_in(const fs::path& file) {
  static const std::regex entry(R"re(^\s*\{"([a-z0-9][a-z0-9.\-_]*)",)re");
  std::set<std::string> ids;
  std::istringstream lines(lab::read_text(file));
  std::smatch m;
  for (std::string line; std::getline(lines, line);)
    if (std::regex_search(line, m, entry)) ids.insert(m[1]);
  return ids;
}

std::set<std::string> placeholders(const std::string& text) {
  static const std::regex placeholder(R"(\{([a-z][a-z0-9_]*)\})");
  std::set<std::string> names;
  for (std::sregex_iterator m(text.begin(), text.end(), placeholder), end; m != end; ++m)
    names.insert((*m)[1]);
  return names;
}

// The ids the code asks for by name: say("id", ...), say_in(language, "id", ...) and
// diagnose("id", ...), in every source file of the lab; and, since an id may also be chosen
// (say(ok ? "cli.a" : "cli.b")) or kept in a table, every string literal that looks like a
// dotted id of one of the catalogue's families ("cli.", "memory.", ...), a file name aside.
std::set<std::string> ids_in_code(const fs::path& root, const std::set<std::string>& families) {
  static const std::regex call(
      R"(\b(?:say|diagnose|cause|text|common_text)\(\s*"([a-z0-9][a-z0-9.\-_]*)\")");
  static const std::regex call_in(R"(\bsay_in\([^,()]+,\s*"([a-z0-9][a-z0-9.\-_]*)\")");
  static const std::regex dotted(R"re("([a-z][a-z0-9\-]*)\.([a-z0-9][a-z0-9.\-_]*)")re");
  static const std::regex file_name(
      R"(.*\.(cpp|h|cu|cuh|md|json|jsonl|tsv|csv|png|svg|html|xml|txt|so|a|o|sh|py|build))");
  std::set<std::string> ids;
  for (const fs::path& file : source_files(root)) {
    if (is_catalogue_part(file)) continue;                      // the catalogues themselves
    const bool system_names = file.filename() == "cgroup.cpp";  // its cgroup files: memory.max
    std::string text;  // the file without its comment lines (whose examples are not calls)
    std::istringstream lines(lab::read_text(file));
    for (std::string line; std::getline(lines, line);)
      if (line.find_first_not_of(' ') == std::string::npos ||
          line.compare(line.find_first_not_of(' '), 2, "//") != 0)
        text += line + "\n";
    for (const std::regex* r : {&call, &call_in})
      for (std::sregex_iterator m(text.begin(), text.end(), *r), end; m != end; ++m)
        ids.insert((*m)[1]);
    for (std::sregex_iterator m(text.begin(), text.end(), dotted), end; m != end; ++m) {
      const std::string id = (*m)[1].str() + "." + (*m)[2].str();
      if (!system_names && families.count((*m)[1]) && !std::regex_match(id, file_name) &&
          id.back() != '.')
        ids.insert(id);
    }
  }
  return ids;
}

// What compare() says about c = a + b launched with 3 blocks of 256 threads for n = 1000:
// the last 232 elements never written.
std::string grid_rounded_down_report() {
  const std::vector<double> want(1000, 1.0);
  std::vector<float> got(1000, 1.0f);
  std::memset(got.data() + 768, 0xFF, 232 * sizeof(float));  // the poison of unwritten elements
  const lab::KernelLaunch launch{"k", dim3(3), dim3(256), 0};
  lab::CompareOptions options{"c", lab::Tolerance::exact()};
  options.launch = &launch;
  return lab::compare(got, want, options).message.text();
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

TEST_CASE("messages: every part in the tree, in both languages, is joined to the catalogues",
          "[host][messages]") {
  // The parts are found where they live, not from a list: a chapter's messages_en.cpp that the
  // build did not join would leave its ids out of the catalogue.
  const std::string root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const auto english = entries_of(lab::messages::english());
  const auto chinese = entries_of(lab::messages::chinese());
  std::set<std::string> in_english_files, in_chinese_files;
  std::set<fs::path> folders;  // of the parts
  for (const fs::path& file : source_files(root)) {
    if (!is_catalogue_part(file)) continue;
    const std::string name = file.filename().string();
    const bool is_english = name == "en.cpp" || name == "messages_en.cpp";
    folders.insert(file.parent_path());
    INFO(file.string() << " is a part of the " << (is_english ? "English" : "Chinese")
                       << " catalogue");
    const std::set<std::string> ids = ids_defined_in(file);
    CHECK(!ids.empty());
    for (const std::string& id : ids) {
      INFO("message id " << id);
      CHECK((is_english ? english : chinese).count(id) == 1);
      CHECK((is_english ? in_english_files : in_chinese_files).insert(id).second);
    }
  }
  CHECK(folders.count(fs::path(root) / "checker" / "messages") == 1);
  CHECK(folders.count(fs::path(root) / "common") == 1);
  CHECK(folders.count(fs::path(root) / "checker" / "1.6-vector-add") == 1);
  for (const fs::path& folder : folders) {
    INFO(folder.string() << ": a part in both languages");
    const bool core = folder.filename() == "messages";
    CHECK(fs::is_regular_file(folder / (core ? "en.cpp" : "messages_en.cpp")));
    CHECK(fs::is_regular_file(folder / (core ? "zh.cpp" : "messages_zh.cpp")));
  }
  // ...and the catalogues hold nothing else.
  CHECK(in_english_files.size() == english.size());
  CHECK(in_chinese_files.size() == chinese.size());
}

TEST_CASE("messages: common/ includes nothing under checker/", "[host][messages]") {
  // The students' library stands on the ground floor: it speaks the reader's language and
  // keeps its own texts, so that the harness and the chapters stand on it, never the reverse.
  const std::string root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  static const std::regex include(R"re(^\s*#\s*include\s*"checker/)re");
  size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(root) / "common")) {
    if (!entry.is_regular_file()) continue;
    ++files;
    std::istringstream lines(lab::read_text(entry.path()));
    for (std::string line; std::getline(lines, line);) {
      INFO(entry.path().string() << ": " << line);
      CHECK(!std::regex_search(line, include));
    }
  }
  CHECK(files > 0);
}

TEST_CASE("messages: every id the code asks for is in the English catalogue", "[host][messages]") {
  const std::string root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const auto english = entries_of(lab::messages::english());
  std::set<std::string> families;  // "cli" of "cli.check.passed"
  for (const auto& [id, text] : english)
    if (id.find('.') != std::string::npos) families.insert(id.substr(0, id.find('.')));
  const std::set<std::string> used = ids_in_code(root, families);
  CHECK(used.count("cli.help.check") + used.count("cli.check.passed") >=
        1);                                     // literals in tables are found
  CHECK(used.count("stale-second-call") == 1);  // the scan finds what it should
  for (const std::string& id : used) {
    INFO("the code asks for message id \""
         << id << "\", which no English part of the catalogue has (checker/messages/en.cpp, "
         << "common/ or checker/<chapter>/messages_en.cpp)");
    CHECK(english.count(id) == 1);
  }
}

TEST_CASE("messages: each chapter's fast exercise names a target with a text in both languages",
          "[host][messages]") {
  // The benchmarks' own targets are ids in their code, which the test above finds.
  const auto english = entries_of(lab::messages::english());
  const auto chinese = entries_of(lab::messages::chinese());
  int fast = 0;
  for (const lab::Chapter& ch : lab::read_registry(lab::test::meson_setting("LAB_REGISTRY"))) {
    if (!ch.fast) continue;
    ++fast;
    INFO(ch.dir() << "'s manifest names the fast target \"" << ch.fast->target
                  << "\": give it a text in checker/" << ch.dir()
                  << "/messages_en.cpp and messages_zh.cpp");
    REQUIRE(english.count(ch.fast->target) == 1);
    REQUIRE(chinese.count(ch.fast->target) == 1);
    CHECK(english.at(ch.fast->target) != chinese.at(ch.fast->target));
  }
  CHECK(fast >= 3);
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
  const std::string english =
      lab::say_in(lab::Language::en, "stale-second-call", {{"function", "f"}, {"output", "c"}});
  const std::string chinese =
      lab::say_in(lab::Language::zh, "stale-second-call", {{"function", "f"}, {"output", "c"}});
  CHECK(english.rfind("the second call returned the first call's result: f was called again", 0) ==
        0);
  CHECK(chinese.find("第二次调用") != std::string::npos);
  CHECK(chinese.find("{function}") == std::string::npos);
  {
    const lab::ScopedLanguage in_chinese("zh");
    CHECK(lab::say("stale-second-call", {{"function", "f"}, {"output", "c"}}) == chinese);
  }
  const lab::ScopedLanguage in_english("en");
  CHECK(lab::say("stale-second-call", {{"function", "f"}, {"output", "c"}}) == english);
}

TEST_CASE("messages: the checkers' harness speaks Chinese", "[host][messages]") {
  using lab::Language;
  using lab::say_in;
  CHECK_THAT(
      say_in(Language::zh, "hang", {{"test", "t"}, {"seconds", 30}}),
      lab::starts_with("超时：测试“t”在 30 秒内没有结束") && lab::contains("__syncthreads()"));
  CHECK_THAT(say_in(Language::zh, "printed-output", {{"count", 3}}),
             lab::contains("输出了 3 行") && lab::contains("./lab run"));
  const std::string how = say_in(Language::zh, "harness.killed-by", {{"signal", "SIGSEGV"}});
  CHECK_THAT(say_in(Language::zh, "crash",
                    {{"how", how}, {"explanation", say_in(Language::zh, "harness.signal-segv")}}),
             lab::starts_with("测试程序被 SIGSEGV 终止（段错误："));
  CHECK_THAT(say_in(Language::zh, "harness.passed-some", {{"passed", 7}, {"total", 8}}),
             lab::contains("8 个测试中通过了 7 个"));
  CHECK_THAT(say_in(Language::zh, "write-past-end",
                    {{"name", "c"},
                     {"count", 3},
                     {"first", 1000},
                     {"last", 1002},
                     {"n", 1000},
                     {"advice", say_in(Language::zh, "harness.bounds-check-advice")}}),
             lab::contains("越过 c 的末尾写入") && lab::contains("边界检查（if (i < n)）"));
}

TEST_CASE("messages: a composite diagnosis is built in the reader's language", "[host][messages]") {
  {
    const lab::ScopedLanguage chinese("zh");
    const std::string report = grid_rounded_down_report();
    CHECK_THAT(report,
               lab::starts_with(
                   "c 的 1000 个元素中有 232 个是错的（其中 232 个从未写入）。容差：完全相等。"));
    CHECK_THAT(report, lab::contains("  c[768（块 3，线程 0）]：得到 未写入的值，应为 1\n"));
    CHECK_THAT(report, lab::contains("  ……另有 227 个\n"));
    CHECK_THAT(report, lab::contains("  提示：只有前 768 = grid x block 个元素被写入") &&
                           lab::contains("请把网格向上取整：grid = (n + block - 1) / block。"));
    CHECK(report.find('{') == std::string::npos);  // every placeholder filled
  }
  const lab::ScopedLanguage english("en");
  CHECK(grid_rounded_down_report() ==
        "232 of 1000 elements of c are wrong (232 never written). Tolerance: exact match.\n"
        "  c[768 (block 3, thread 0)]: got never written, want 1\n"
        "  c[769 (block 3, thread 1)]: got never written, want 1\n"
        "  c[770 (block 3, thread 2)]: got never written, want 1\n"
        "  c[771 (block 3, thread 3)]: got never written, want 1\n"
        "  c[772 (block 3, thread 4)]: got never written, want 1\n"
        "  ... and 227 more\n"
        "  hint: only the first 768 = grid x block elements were written: the grid (3 blocks of "
        "256) covers fewer than n = 1000 threads. Round the grid up: grid = (n + block - 1) / "
        "block.");
}

TEST_CASE("messages: common/'s CUDA error advice in the reader's language", "[host][messages]") {
  {
    const lab::ScopedLanguage english("en");
    CHECK(std::string(lab::explain_launch_error(cudaErrorInvalidValue)) ==
          "the launch configuration was rejected: a grid or block dimension is 0, a block has more "
          "than 1024 threads, or too much shared memory was asked for. If n < block size, n / "
          "block is 0: round the grid up with (n + block - 1) / block.");
    CHECK(
        std::string(lab::explain(cudaErrorInvalidValue)).rfind("an argument is out of range", 0) ==
        0);
    CHECK(std::string(lab::explain(cudaErrorUnknown)).empty());  // no advice, no text
  }
  const lab::ScopedLanguage chinese("zh");
  CHECK(std::string(lab::explain_launch_error(cudaErrorInvalidConfiguration)).find("向上取整") !=
        std::string::npos);
  CHECK(std::string(lab::explain(cudaErrorIllegalAddress)).find("compute-sanitizer") !=
        std::string::npos);
}

// What a benchmark program prints is in the reader's language: every line under its table
// (table.note) and every ceiling's name (lab::bench::Ceiling) is a message id of the
// catalogues, never an English literal, in the harness and in each chapter's bench_*.cpp.
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>

#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"

namespace fs = std::filesystem;

namespace {

// The program's code that prints: a chapter's bench_*.cpp, the harness's bench code, and the
// files the benchmarks take their rows from (1.15's speed.cpp).
bool is_benchmark_code(const fs::path& file) {
  const std::string name = file.filename().string();
  return file.extension() == ".cpp" && (name.rfind("bench", 0) == 0 || name == "speed.cpp") &&
         file.parent_path().parent_path().filename() == "checker";
}

}  // namespace

TEST_CASE("bench words: a note or a ceiling's name is a message id, not an English literal",
          "[host][messages]") {
  static const std::regex literal_note(R"re(\bnote\(\s*"([^"]*)")re");
  // Ceiling cublas{0, "gemm.ceiling"}, and the harness's Ceiling copy_ceiling(...) { return {...,
  // "bench.ceiling.copy"}; }: the last field, a literal, of a braced list one level deep.
  static const std::string fields = R"re(\{((?:[^{};]|\{[^{}]*\})*),\s*"([^"]*)"\s*\})re";
  static const std::regex ceiling(R"re(\bCeiling\s*\w*\s*)re" + fields);
  static const std::regex ceiling_return(R"re(\bCeiling \w+\([^)]*\)\s*\{\s*return\s*)re" + fields);
  const std::string root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const lab::messages::Catalogue english = lab::messages::english(),
                                 chinese = lab::messages::chinese();
  int benchmarks = 0, ceilings = 0;
  for (const fs::path& file : lab::test::source_files(root)) {
    if (!is_benchmark_code(file)) continue;
    ++benchmarks;
    const std::string code = lab::read_text(file);
    for (std::sregex_iterator m(code.begin(), code.end(), literal_note), end; m != end; ++m) {
      INFO(file.string() << ": table.note(\"" << (*m)[1]
                         << "\"): give the line a message id in the catalogues and write "
                            "table.note(lab::say(\"<id>\", {...}))");
      CHECK(false);
    }
    for (const std::regex* r : {&ceiling, &ceiling_return})
      for (std::sregex_iterator m(code.begin(), code.end(), *r), end; m != end; ++m) {
        ++ceilings;
        const std::string id = (*m)[2];
        INFO(file.string() << ": the ceiling \"" << id
                           << "\" is named by a message id that both catalogues have");
        CHECK(lab::messages::lookup(id, english, english) != nullptr);
        CHECK(lab::messages::lookup(id, chinese, chinese) != nullptr);
      }
  }
  CHECK(benchmarks >= 12);
  CHECK(ceilings >= 7);
}

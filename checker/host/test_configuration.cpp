// How the lab's programs are put together: each reads its LAB_* variables in one configuration
// file at start-up and passes them down (common/language.cpp, checker/harness/harness_config.h,
// checker/cli/lab_config.h), and no file includes one from a part above its own.
#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"

namespace fs = std::filesystem;

namespace {

// The files that read the environment's LAB_* variables, one per program (the language is
// every program's, in common/).
const std::vector<std::string> kConfigurationFiles = {
    "common/language.cpp", "checker/harness/harness_config.cpp", "checker/cli/lab_config.cpp",
    "checker/samples/stand_in_session.cpp"};

// "file:line" of each getenv() in `code` that may read a LAB_* variable: its argument is a
// LAB_* literal, or not a literal at all (a name passed in).
std::vector<std::string> lab_variables_read(const std::string& shown, const std::string& code) {
  std::vector<std::string> found;
  std::istringstream lines(code);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    for (size_t at = line.find("getenv("); at != std::string::npos;
         at = line.find("getenv(", at + 1)) {
      const size_t comment = line.find("//");
      if (comment != std::string::npos && comment < at) break;
      size_t arg = at + 7;
      while (arg < line.size() && line[arg] == ' ') ++arg;
      const bool literal = arg < line.size() && line[arg] == '"';
      if (!literal || line.compare(arg + 1, 4, "LAB_") == 0)
        found.push_back(shown + ":" + std::to_string(number));
    }
  }
  return found;
}

// The part a file belongs to, lowest first: 0 common/, 1 the harness, 2 above it (the chapters'
// checkers, the lab command, the tools); -1 outside the parts.
int part_of(const std::string& path) {
  if (path.rfind("common/", 0) == 0) return 0;
  if (path.rfind("checker/harness/", 0) == 0) return 1;
  if (path.rfind("checker/", 0) == 0 || path.rfind("chapters/", 0) == 0) return 2;
  return -1;
}

// "file:line: included" for each #include "..." of a part above the file's own.
std::vector<std::string> includes_from_above(const std::string& shown, const std::string& code) {
  std::vector<std::string> found;
  const int own = part_of(shown);
  std::istringstream lines(code);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    if (line.rfind("#include \"", 0) != 0) continue;
    const size_t close = line.find('"', 10);
    const std::string included = line.substr(10, close - 10);
    // The lab command and the chapters' checkers are beside each other, not above.
    const bool across = shown.rfind("checker/cli/", 0) == 0 && included.rfind("checker/1.", 0) == 0;
    if (part_of(included) > own || across)
      found.push_back(shown + ":" + std::to_string(number) + ": " + included);
  }
  return found;
}

}  // namespace

TEST_CASE("configuration: a LAB_* variable is read in one file per program", "[host][config]") {
  REQUIRE(lab_variables_read("a.cpp",
                             "const char* t = std::getenv(\"LAB_TIMEOUT\");\n"
                             "std::getenv(name); getenv(\"PATH\");  // getenv(x)\n") ==
          std::vector<std::string>{"a.cpp:1", "a.cpp:2"});
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  size_t readers = 0;
  for (const fs::path& file : lab::test::source_files(root)) {
    const std::string shown = file.lexically_relative(root).generic_string();
    if (lab::test::is_test_code(shown)) continue;
    const std::vector<std::string> reads = lab_variables_read(shown, lab::read_text(file));
    if (std::find(kConfigurationFiles.begin(), kConfigurationFiles.end(), shown) !=
        kConfigurationFiles.end()) {
      readers += !reads.empty();
      continue;
    }
    for (const std::string& where : reads)
      FAIL_CHECK(where << " may read a LAB_* variable: read it in the program's configuration "
                          "(checker/cli/lab_config.h, checker/harness/harness_config.h) and "
                          "pass it down");
  }
  CHECK(readers == kConfigurationFiles.size());
}

TEST_CASE("configuration: no file includes one from a part above its own", "[host][config]") {
  REQUIRE(includes_from_above("common/a.cpp", "#include \"checker/harness/seed.h\"\n") ==
          std::vector<std::string>{"common/a.cpp:1: checker/harness/seed.h"});
  REQUIRE(includes_from_above("checker/cli/a.cpp", "#include \"checker/1.6-vector-add/x.h\"\n")
              .size() == 1);
  REQUIRE(includes_from_above("checker/1.6-vector-add/a.cpp",
                              "#include \"checker/harness/seed.h\"\n#include \"common/x.h\"\n")
              .empty());
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  for (const fs::path& file : lab::test::source_files(root)) {
    const std::string shown = file.lexically_relative(root).generic_string();
    for (const std::string& where : includes_from_above(shown, lab::read_text(file)))
      FAIL_CHECK(where << ": common/ is below the harness, and the harness below the chapters' "
                          "checkers and the lab command");
  }
}

// lab grade's weights name tests that exist: each chapter's manifest weighs test cases by their
// exact names, and a renamed test would silently lose its weight. The names come from the
// checkers themselves (`<checker> --list-tests`, which needs no GPU), never from parsing C++.
// Run by host.weights, which builds every chapter's solution checker first and names them in
// LAB_SOLUTION_CHECKERS ("<dir>=<path>;..."); hidden from host.tests.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "checker/harness/catch.h"
#include "checker/harness/registry.h"
#include "checker/host/meson_setting.h"

namespace {

std::map<std::string, std::string> solution_checkers() {
  const std::string value = lab::test::meson_setting("LAB_SOLUTION_CHECKERS");
  std::map<std::string, std::string> checkers;
  std::stringstream entries(value);
  for (std::string entry; std::getline(entries, entry, ';');)
    if (const size_t at = entry.find('='); at != std::string::npos)
      checkers[entry.substr(0, at)] = entry.substr(at + 1);
  return checkers;
}

// The test names a checker lists, or an empty set when it cannot be run.
std::set<std::string> listed_tests(const std::string& checker) {
  std::set<std::string> names;
  FILE* out = popen(("'" + checker + "' --list-tests").c_str(), "r");
  if (!out) return names;
  std::string line;
  for (int c; (c = std::fgetc(out)) != EOF;) {
    if (c != '\n') {
      line += static_cast<char>(c);
    } else {
      names.insert(line);
      line.clear();
    }
  }
  if (pclose(out) != 0) names.clear();
  return names;
}

}  // namespace

TEST_CASE("weights: every weight of a manifest names a test of its chapter's checker",
          "[.][weights]") {
  const std::string registry = lab::test::meson_setting("LAB_REGISTRY");
  const auto checkers = solution_checkers();
  size_t weights = 0;
  for (const lab::Chapter& c : lab::read_registry(registry)) {
    if (!c.ready()) continue;
    INFO("chapter " << c.dir());
    REQUIRE(checkers.count(c.dir()) == 1);
    const std::set<std::string> tests = listed_tests(checkers.at(c.dir()));
    CHECK(!tests.empty());
    for (const auto& [test, weight] : c.weights) {
      INFO("the weight " << weight << " of \"" << test << "\"");
      CHECK(tests.count(test) == 1);
      CHECK(weight > 0);
      ++weights;
    }
  }
  CHECK(weights > 0);
}

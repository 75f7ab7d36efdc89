#include "checker/cli/hint_ladder.h"

#include <cctype>
#include <sstream>

namespace lab::cli {

namespace {

std::string trim_lines(const std::string& text) {
  const size_t first = text.find_first_not_of("\n");
  if (first == std::string::npos) return "";
  size_t last = text.find_last_not_of(" \n");
  return text.substr(first, last - first + 1);
}

std::string without_number(std::string title) {
  size_t i = 0;
  while (i < title.size() && std::isdigit(static_cast<unsigned char>(title[i]))) ++i;
  if (i > 0 && i < title.size() && title[i] == '.')
    title.erase(0, title.find_first_not_of(' ', i + 1));
  return title;
}

}  // namespace

std::vector<Hint> parse_hints(const std::string& markdown) {
  std::vector<Hint> hints;
  std::istringstream in(markdown);
  bool in_code = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("```", 0) == 0) in_code = !in_code;
    if (!in_code && line.rfind("## ", 0) == 0) {
      hints.push_back({without_number(line.substr(3)), ""});
    } else if (!hints.empty()) {
      hints.back().body += line + "\n";
    }
  }
  for (Hint& hint : hints) hint.body = trim_lines(hint.body);
  return hints;
}

}  // namespace lab::cli

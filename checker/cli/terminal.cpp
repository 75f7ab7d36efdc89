#include "checker/cli/terminal.h"

#include <vector>

#include <sstream>

#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace lab::cli {

namespace {

std::string paint(const char* code, const std::string& text) {
  if (!colour_enabled()) return text;
  return std::string("\033[") + code + "m" + text + "\033[0m";
}

}  // namespace

bool colour_enabled() {
  static const bool enabled = [] {
    const char* no_colour = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    if (no_colour && *no_colour) return false;
    if (term && std::strcmp(term, "dumb") == 0) return false;
    return isatty(STDOUT_FILENO) == 1;
  }();
  return enabled;
}

std::string red(const std::string& text) { return paint("31", text); }
std::string green(const std::string& text) { return paint("32", text); }
std::string yellow(const std::string& text) { return paint("33", text); }
std::string bold(const std::string& text) { return paint("1", text); }
std::string dim(const std::string& text) { return paint("2", text); }

std::string wrap(const std::string& text, size_t indent, size_t width) {
  std::string out;
  size_t column = indent;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    if (column > indent && column + 1 + word.size() > width) {
      out += "\n" + std::string(indent, ' ');
      column = indent;
    } else if (column > indent) {
      out += ' ';
      ++column;
    }
    out += word;
    column += word.size();
    start = end + 1;
  }
  return out;
}

std::string padded(const std::string& text, size_t width, Align align) {
  if (text.size() >= width) return text;
  const std::string pad(width - text.size(), ' ');
  return align == Align::right ? pad + text : text + pad;
}

std::string last_lines(const std::string& output, size_t count, const std::string& prefix) {
  std::vector<std::string> lines;
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) lines.push_back(line);
  std::string text;
  for (size_t i = lines.size() > count ? lines.size() - count : 0; i < lines.size(); ++i)
    text += prefix + lines[i] + "\n";
  return text;
}

}  // namespace lab::cli

#include "checker/cli/terminal.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <vector>

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

namespace {

// Chinese punctuation a line must not start with.
bool is_closing_mark(char32_t c) {
  switch (c) {
    case 0x3001:
    case 0x3002:
    case 0x300D:
    case 0x300F:
    case 0x3011:  // 、。」』】
    case 0xFF01:
    case 0xFF09:
    case 0xFF0C:
    case 0xFF1A:
    case 0xFF1B:
    case 0xFF1F:  // ！），：；？
      return true;
    default: return false;
  }
}

// A space-free word cut where a line may break: before and after each Chinese character,
// except before a closing mark.
std::vector<std::string> breakable_pieces(const std::string& word) {
  std::vector<std::string> pieces;
  bool after_wide = false;
  for (size_t at = 0, length = 0; at < word.size(); at += length) {
    const char32_t c = code_point(word, at, length);
    const bool wide = is_wide(c);
    const bool new_piece = pieces.empty() || ((wide || after_wide) && !is_closing_mark(c));
    if (new_piece) pieces.emplace_back();
    pieces.back() += word.substr(at, length);
    after_wide = wide;
  }
  if (pieces.empty()) pieces.emplace_back();  // between two spaces in a row
  return pieces;
}

}  // namespace

std::string labelled(const std::string& label, const std::string& text,
                     std::string (*paint)(const std::string&)) {
  return paint(label) + space_after(label) + text;
}

std::string wrap(const std::string& text, size_t indent, size_t width) {
  std::string out;
  size_t column = indent;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    bool first_piece = true;  // a space goes before it; between the others, nothing
    for (const std::string& piece : breakable_pieces(text.substr(start, end - start))) {
      const size_t piece_width = display_width(piece), space = first_piece ? 1 : 0;
      if (column > indent && column + space + piece_width > width) {
        out += "\n" + std::string(indent, ' ');
        column = indent;
      } else if (column > indent && first_piece) {
        out += ' ';
        ++column;
      }
      out += piece;
      column += piece_width;
      first_piece = false;
    }
    start = end + 1;
  }
  return out;
}

std::string padded(const std::string& text, size_t width, Align align) {
  const size_t columns = display_width(text);
  if (columns >= width) return text;
  const std::string pad(width - columns, ' ');
  return align == Align::right ? pad + text : text + pad;
}

bool confirmed(const std::string& question) {
  std::printf("%s [y/N] ", question.c_str());
  std::fflush(stdout);
  std::string answer;
  if (!std::getline(std::cin, answer)) std::printf("\n");
  return answer == "y" || answer == "Y" || answer == "yes";
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

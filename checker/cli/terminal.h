// Output for a terminal: colour only when stdout is a terminal, NO_COLOR is unset or
// empty (https://no-color.org) and TERM is not "dumb"; and word wrapping.
#pragma once

#include <cstddef>
#include <string>

#include "checker/harness/text_width.h"

namespace lab::cli {

bool colour_enabled();

std::string red(const std::string& text);
std::string green(const std::string& text);
std::string yellow(const std::string& text);
std::string bold(const std::string& text);
std::string dim(const std::string& text);

// The columns `text` (UTF-8) takes in a terminal (checker/harness/text_width.h).
using lab::display_width;

// `text` broken into lines of at most `width` columns, each line after the first indented
// by `indent` spaces: at spaces, and between Chinese characters (never before a Chinese
// punctuation mark, which stays with the character before it).
std::string wrap(const std::string& text, size_t indent, size_t width = 92);

// A label and its text on one line, the label alone painted (red, green, ...), a space between
// where one belongs (space_after): "FAILED: 3 of 4 tests passed", "未通过：4 项测试中 3 项通过".
std::string labelled(const std::string& label, const std::string& text,
                     std::string (*paint)(const std::string&));

// `text` filled with spaces to `width` columns, on the right (Align::left) or the left.
enum class Align { left, right };
std::string padded(const std::string& text, size_t width, Align align = Align::left);

// Asks `question` with " [y/N] " on stdout and reads the answer from stdin: true for y or yes.
bool confirmed(const std::string& question);

// How many lines of a failed program's output to show, and those lines, each after `prefix`.
constexpr size_t kTailLines = 12;
std::string last_lines(const std::string& output, size_t count, const std::string& prefix);

}  // namespace lab::cli

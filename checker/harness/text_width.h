// How wide UTF-8 text is in a terminal, for the lab command's tables and the checkers' text
// pictures (stream_timeline.h): a Chinese character takes two columns, an ASCII one one. And
// the spaces between Chinese and Latin text, and after a part of a line.
#pragma once

#include <cstddef>
#include <string>

namespace lab {

// The code point of the UTF-8 sequence at `at`, and its length in bytes (a stray byte: itself).
char32_t code_point(const std::string& text, size_t at, size_t& length);

// East Asian wide and full-width characters (Unicode UAX #11): the blocks Chinese text uses.
bool is_wide(char32_t c);

// The columns `text` takes in a terminal. Colour codes must not be in `text`.
size_t display_width(const std::string& text);

// `text` with a space wherever a Chinese character and a Latin letter or digit meet, as the
// Chinese texts write them ("在流 A 上", "核函数 scale"): for sentences joined from parts.
std::string spaced_between_scripts(const std::string& text);

// The space between `text` and what follows it on the line: " ", or none after a Chinese
// punctuation mark, which is full width and carries its own ("未通过：" then "4 项测试中 3 项通过",
// "……调用它。" then "它访问的地址……").
std::string space_after(const std::string& text);

}  // namespace lab

#include "checker/harness/text_width.h"

namespace lab {

char32_t code_point(const std::string& text, size_t at, size_t& length) {
  const auto byte = [&](size_t i) {
    return static_cast<unsigned char>(i < text.size() ? text[i] : 0);
  };
  const unsigned char lead = byte(at);
  length = lead < 0x80         ? 1
           : lead >> 5 == 0x6  ? 2
           : lead >> 4 == 0xE  ? 3
           : lead >> 3 == 0x1E ? 4
                               : 1;
  if (length == 1) return lead;
  char32_t point = lead & (0x7F >> length);
  for (size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0) != 0x80) return length = 1, lead;
    point = point << 6 | (byte(at + i) & 0x3F);
  }
  return point;
}

bool is_wide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
         (c >= 0x3041 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
         (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) ||
         (c >= 0x20000 && c <= 0x3FFFD);
}

size_t display_width(const std::string& text) {
  size_t width = 0;
  for (size_t at = 0, length = 0; at < text.size(); at += length) {
    const char32_t c = code_point(text, at, length);
    width += is_wide(c) ? 2 : 1;
  }
  return width;
}

namespace {

bool is_chinese(char32_t c) { return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF); }

bool is_latin(char32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

}  // namespace

std::string spaced_between_scripts(const std::string& text) {
  std::string out;
  char32_t before = 0;
  for (size_t at = 0, length = 0; at < text.size(); at += length) {
    const char32_t c = code_point(text, at, length);
    if ((is_chinese(before) && is_latin(c)) || (is_latin(before) && is_chinese(c))) out += ' ';
    out += text.substr(at, length);
    before = c;
  }
  return out;
}

std::string space_after(const std::string& text) {
  size_t last = text.size();
  while (last > 0 && (static_cast<unsigned char>(text[last - 1]) & 0xC0) == 0x80) --last;
  if (last == 0) return " ";
  size_t length = 0;
  const char32_t c = code_point(text, last - 1, length);
  // CJK symbols and punctuation (、。「」【】...), the full-width forms' punctuation (：；，！？（）),
  // and the closing quotation mark and ellipsis Chinese text uses.
  const bool full_width = (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF0F) ||
                          (c >= 0xFF1A && c <= 0xFF20) || (c >= 0xFF3B && c <= 0xFF40) ||
                          (c >= 0xFF5B && c <= 0xFF65) || c == 0x201D || c == 0x2026;
  return full_width ? "" : " ";
}

}  // namespace lab

// The texts the lab shows a reader, kept out of the code: one catalogue per language, keyed by
// message id, with named placeholders. Each catalogue is joined from parts that live beside the
// code that speaks them: the lab command's and the checkers' harness's texts (checker/messages/
// en.cpp and zh.cpp), common/'s CUDA error advice (common/messages_en.cpp and _zh.cpp) and each
// chapter's texts (checker/<chapter>/messages_en.cpp and _zh.cpp).
//
//   lab::say("check.passed", {{"passed", 3}, {"total", 4}})   // "3 of 4 tests passed"
//
// The reader's language (common/language.h) chooses the catalogue. A text missing in Chinese
// falls back to English; every id the code uses is in English (a host test checks), so a
// reader never sees an id. A placeholder is a lower-case name in braces, "{total}"; braces
// around anything else are text. Numbers that need a format are formatted by the caller.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "common/language.h"
#include "common/messages.h"

namespace lab {

// One placeholder's value: a text, or an integer written in decimal.
struct Arg {
  Arg(const char* name, std::string value) : name(name), value(std::move(value)) {}
  Arg(const char* name, const char* value) : name(name), value(value) {}
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  Arg(const char* name, Int value) : name(name), value(std::to_string(value)) {}
  const char* name;
  std::string value;
};

// The text of `id` in the reader's language, its placeholders filled from `args`.
std::string say(std::string_view id, std::initializer_list<Arg> args = {});
// The same in the given language (for tests, and for output that must stay English).
std::string say_in(Language language, std::string_view id, std::initializer_list<Arg> args = {});

// The text of `id` in the reader's language, for a text without placeholders: a C string
// that lives as long as the program (the catalogues are static), "" when no catalogue has it.
const char* text(std::string_view id);
// The same in the given language.
const char* text(Language language, std::string_view id);

namespace messages {

// The whole catalogue of a language (Entry and Catalogue: common/messages.h): its parts joined
// in this order, the lab command's and the harness's, common/'s, then the chapters' in
// registry order.
Catalogue english();
Catalogue chinese();

// The parts. A chapter's are lab::messages::chapter_<id>_<slug>::english() and chinese(), with
// '.' and '-' written '_' (chapter_1_2_memory), defined in its messages_en.cpp and
// messages_zh.cpp; the root meson.build lists every chapter that has them in a generated file
// (from checker/harness/chapter_catalogues.cpp.in) that defines the last two functions.
Catalogue core_english();  // checker/messages/en.cpp
Catalogue core_chinese();  // checker/messages/zh.cpp
std::vector<Catalogue> chapter_english_parts();
std::vector<Catalogue> chapter_chinese_parts();

// The text of `id` in `primary`, else in `fallback`, else nullptr.
const char* lookup(std::string_view id, const Catalogue& primary, const Catalogue& fallback);
// `text` with each "{name}" of `args` replaced by its value.
std::string fill(std::string_view text, std::initializer_list<Arg> args);

}  // namespace messages
}  // namespace lab

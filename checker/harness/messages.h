// The texts the lab shows a reader, kept out of the code: one catalogue per language
// (checker/messages/en.cpp and zh.cpp), keyed by message id, with named placeholders.
//
//   lab::say("check.passed", {{"passed", 3}, {"total", 4}})   // "3 of 4 tests passed"
//
// The reader's language (language.h) chooses the catalogue. A text missing in Chinese
// falls back to English; every id the code uses is in English (a host test checks), so a
// reader never sees an id. A placeholder is a lower-case name in braces, "{total}"; braces
// around anything else are text. Numbers that need a format are formatted by the caller.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

#include "checker/harness/language.h"

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

// Sets the reader's language (LAB_LANG) for the life of the object, then puts back what was
// there: for tests that read texts in a given language.
class ScopedLanguage {
 public:
  explicit ScopedLanguage(const char* language);
  ~ScopedLanguage();
  ScopedLanguage(const ScopedLanguage&) = delete;
  ScopedLanguage& operator=(const ScopedLanguage&) = delete;

 private:
  bool had_ = false;
  std::string saved_;
};

// What `make()` returns (a text, or a result holding texts), made with the reader's language
// set to Chinese.
template <typename Make>
auto in_chinese(Make make) {
  const ScopedLanguage chinese("zh");
  return make();
}

namespace messages {

struct Entry {
  const char* id;
  const char* text;
};
// A catalogue: its entries, in the order they are written.
struct Catalogue {
  const Entry* entries;
  size_t size;
  const Entry* begin() const { return entries; }
  const Entry* end() const { return entries + size; }
};
Catalogue english();  // checker/messages/en.cpp
Catalogue chinese();  // checker/messages/zh.cpp

// The text of `id` in `primary`, else in `fallback`, else nullptr.
const char* lookup(std::string_view id, const Catalogue& primary, const Catalogue& fallback);
// `text` with each "{name}" of `args` replaced by its value.
std::string fill(std::string_view text, std::initializer_list<Arg> args);

}  // namespace messages
}  // namespace lab

#include "common/language.h"

#include <atomic>
#include <cstdlib>
#include <string>

namespace lab {

namespace {

bool chinese(const char* value) { return std::string(value).rfind("zh", 0) == 0; }

// -1 until the process's language is known, then the Language.
std::atomic<int>& chosen() {
  static std::atomic<int> language{-1};
  return language;
}

}  // namespace

Language language_of_environment() {
  if (const char* value = std::getenv("LAB_LANG"); value && *value)
    return chinese(value) ? Language::zh : Language::en;
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(name); value && *value)
      return chinese(value) ? Language::zh : Language::en;
  return Language::en;
}

Language reader_language() {
  int language = chosen().load();
  if (language < 0) {
    int unset = -1;
    language = static_cast<int>(language_of_environment());
    if (!chosen().compare_exchange_strong(unset, language)) language = unset;
  }
  return static_cast<Language>(language);
}

void set_reader_language(Language language) { chosen().store(static_cast<int>(language)); }

const char* language_code(Language language) { return language == Language::zh ? "zh" : "en"; }

std::optional<Language> parse_language(const std::string& code) {
  if (code == "en") return Language::en;
  if (code == "zh") return Language::zh;
  return std::nullopt;
}

ScopedLanguage::ScopedLanguage(const char* language) : saved_(reader_language()) {
  set_reader_language(chinese(language) ? Language::zh : Language::en);
}

ScopedLanguage::~ScopedLanguage() { set_reader_language(saved_); }

}  // namespace lab

// The language the lab speaks to a student: English or Chinese.
//
//   if (lab::reader_language() == lab::Language::zh) ...   // hints.zh.md, docs/zh/, ...
//
// LAB_LANG=zh or LAB_LANG=en decides when it is set. Otherwise the first of LC_ALL,
// LC_MESSAGES and LANG that is set and non-empty decides, in POSIX order: Chinese when it
// starts with "zh". A text missing in Chinese falls back to English. No locale needs to be
// installed: the texts are compiled in (common/messages.h, checker/harness/messages.h).
//
// The environment is read once per process, here and nowhere else, on the first call of
// reader_language(). A process that starts another of the lab's processes passes its
// language on explicitly (a checker's worker gets --lang; see set_reader_language()).
#pragma once

#include <optional>
#include <string>

namespace lab {

enum class Language { en, zh };

// The process's language: the one set_reader_language() chose, else the environment's.
Language reader_language();

// From now on the process speaks `language` (a worker told --lang, a supervisor that must
// compare diagnoses in English).
void set_reader_language(Language language);

// What the environment asks for, read now (LAB_LANG, else the locale variables).
Language language_of_environment();

// "en" or "zh", and back (nullopt for anything else): how a language is passed on.
const char* language_code(Language language);
std::optional<Language> parse_language(const std::string& code);

// Sets the process's language for the life of the object, then puts back the one before: for
// tests that read texts in a given language.
class ScopedLanguage {
 public:
  explicit ScopedLanguage(const char* language);
  ~ScopedLanguage();
  ScopedLanguage(const ScopedLanguage&) = delete;
  ScopedLanguage& operator=(const ScopedLanguage&) = delete;

 private:
  Language saved_;
};

// What `make()` returns (a text, or a result holding texts), made with the reader's language
// set to Chinese.
template <typename Make>
auto in_chinese(Make make) {
  const ScopedLanguage chinese("zh");
  return make();
}

}  // namespace lab

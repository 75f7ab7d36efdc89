// The language the lab speaks to a student: English or Chinese.
//
//   if (lab::reader_language() == lab::Language::zh) ...   // hints.zh.md, docs/zh/, ...
//
// LAB_LANG=zh or LAB_LANG=en decides when it is set. Otherwise the first of LC_ALL,
// LC_MESSAGES and LANG that is set and non-empty decides, in POSIX order: Chinese when it
// starts with "zh". A text missing in Chinese falls back to English. No locale needs to be
// installed: the texts are compiled in (common/messages.h, checker/harness/messages.h).
#pragma once

#include <string>

namespace lab {

enum class Language { en, zh };

Language reader_language();

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

}  // namespace lab

#include "common/language.h"

#include <cstdlib>
#include <string>

namespace lab {

Language reader_language() {
  if (const char* chosen = std::getenv("LAB_LANG"); chosen && *chosen)
    return std::string(chosen).rfind("zh", 0) == 0 ? Language::zh : Language::en;
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(name); value && *value)
      return std::string(value).rfind("zh", 0) == 0 ? Language::zh : Language::en;
  return Language::en;
}

ScopedLanguage::ScopedLanguage(const char* language) {
  const char* before = std::getenv("LAB_LANG");
  had_ = before != nullptr;
  if (had_) saved_ = before;
  setenv("LAB_LANG", language, 1);
}

ScopedLanguage::~ScopedLanguage() {
  if (had_)
    setenv("LAB_LANG", saved_.c_str(), 1);
  else
    unsetenv("LAB_LANG");
}

}  // namespace lab

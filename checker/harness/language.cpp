#include "checker/harness/language.h"

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

}  // namespace lab

#include "common/messages.h"

#include "common/language.h"

namespace lab {

const char* messages::search(std::string_view id, const Catalogue& catalogue) {
  for (const Entry& e : catalogue)
    if (id == e.id) return e.text;
  return nullptr;
}

const char* common_text(std::string_view id) {
  const messages::Catalogue english = messages::common_english();
  if (reader_language() == Language::zh)
    if (const char* text = messages::search(id, messages::common_chinese())) return text;
  const char* text = messages::search(id, english);
  return text ? text : "";
}

}  // namespace lab

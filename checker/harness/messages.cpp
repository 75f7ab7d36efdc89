#include "checker/harness/messages.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace lab {
namespace messages {
namespace {

using Index = std::unordered_map<std::string_view, const char*>;

// The entries of `parts`, one after the other: stored for the life of the program.
std::vector<Entry> joined(std::vector<Catalogue> parts) {
  std::vector<Entry> entries;
  for (const Catalogue& part : parts) entries.insert(entries.end(), part.begin(), part.end());
  return entries;
}

const Index& index_of(const Catalogue& catalogue) {
  // Two catalogues, each indexed once (the tests' fake catalogues are small: searched).
  static const Index english_index = [] {
    Index index;
    for (const Entry& e : english()) index.emplace(e.id, e.text);
    return index;
  }();
  static const Index chinese_index = [] {
    Index index;
    for (const Entry& e : chinese()) index.emplace(e.id, e.text);
    return index;
  }();
  return catalogue.entries == english().entries ? english_index : chinese_index;
}

const char* find(std::string_view id, const Catalogue& catalogue) {
  if (catalogue.entries == english().entries || catalogue.entries == chinese().entries) {
    const Index& index = index_of(catalogue);
    const auto found = index.find(id);
    return found == index.end() ? nullptr : found->second;
  }
  return search(id, catalogue);
}

}  // namespace

Catalogue english() {
  static const std::vector<Entry> entries = [] {
    std::vector<Catalogue> parts = {core_english(), common_english()};
    for (const Catalogue& part : chapter_english_parts()) parts.push_back(part);
    return joined(parts);
  }();
  return {entries.data(), entries.size()};
}

Catalogue chinese() {
  static const std::vector<Entry> entries = [] {
    std::vector<Catalogue> parts = {core_chinese(), common_chinese()};
    for (const Catalogue& part : chapter_chinese_parts()) parts.push_back(part);
    return joined(parts);
  }();
  return {entries.data(), entries.size()};
}

const char* lookup(std::string_view id, const Catalogue& primary, const Catalogue& fallback) {
  if (const char* text = find(id, primary)) return text;
  return find(id, fallback);
}

std::string fill(std::string_view text, std::initializer_list<Arg> args) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '{') {
      const size_t close = text.find('}', i);
      if (close != std::string_view::npos) {
        const std::string_view name = text.substr(i + 1, close - i - 1);
        const Arg* arg = nullptr;
        for (const Arg& a : args)
          if (name == a.name) arg = &a;
        if (arg) {
          out += arg->value;
          i = close + 1;
          continue;
        }
      }
    }
    out += text[i++];
  }
  return out;
}

}  // namespace messages

namespace {

// The text of `id` in `language`, else in English, else nullptr.
const char* text_in(Language language, std::string_view id) {
  const messages::Catalogue english = messages::english();
  return messages::lookup(id, language == Language::zh ? messages::chinese() : english, english);
}

}  // namespace

std::string say_in(Language language, std::string_view id, std::initializer_list<Arg> args) {
  const char* text = text_in(language, id);
  // Only a bug reaches the last case (the host test checks that English has every id the
  // code uses): the id then at least names what is missing.
  return text ? messages::fill(text, args) : "[" + std::string(id) + "]";
}

const char* text(std::string_view id) { return text(reader_language(), id); }

const char* text(Language language, std::string_view id) {
  const char* found = text_in(language, id);
  return found ? found : "";
}

std::string say(std::string_view id, std::initializer_list<Arg> args) {
  return say_in(reader_language(), id, args);
}

}  // namespace lab

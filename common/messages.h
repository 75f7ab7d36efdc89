// What a message catalogue is, and common/'s own texts: the advice of its CUDA error checks
// (cuda_check.cpp), one catalogue per language (messages_en.cpp and messages_zh.cpp), keyed by
// message id. The lab's catalogue (checker/harness/messages.h) includes these parts, and its
// say() fills placeholders; common/ only looks texts up, so it needs nothing above it.
#pragma once

#include <cstddef>
#include <string_view>

namespace lab {
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

// The text of `id` in `catalogue`, else nullptr (a search: for small catalogues).
const char* search(std::string_view id, const Catalogue& catalogue);

Catalogue common_english();  // common/messages_en.cpp
Catalogue common_chinese();  // common/messages_zh.cpp

}  // namespace messages

// common/'s text of `id` in the reader's language (language.h), else in English, else "":
// a C string that lives as long as the program.
const char* common_text(std::string_view id);

}  // namespace lab

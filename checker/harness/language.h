// The language the lab speaks to a student: English or Chinese.
//
//   if (lab::reader_language() == lab::Language::zh) ...   // hints.zh.md, docs/zh/, ...
//
// LAB_LANG=zh or LAB_LANG=en decides when it is set. Otherwise the first of LC_ALL,
// LC_MESSAGES and LANG that is set and non-empty decides, in POSIX order: Chinese when it
// starts with "zh". A text missing in Chinese falls back to English.
#pragma once

namespace lab {

enum class Language { en, zh };

Language reader_language();

}  // namespace lab

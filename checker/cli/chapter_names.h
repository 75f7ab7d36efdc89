// Which chapter a student means: "1.8", "reduce-sum", "1.8-reduce-sum", in any case, also
// as shell completion writes it ("chapters/1.8-reduce-sum/") or with the file stem
// ("reduce_sum").
#pragma once

#include <string>
#include <vector>

#include "checker/harness/registry.h"

namespace lab::cli {

// nullptr when no chapter has that name.
const Chapter* find_chapter(const std::vector<Chapter>& chapters, const std::string& name);

// The chapter whose id, slug or folder name is closest to `name` (edit distance), or
// nullptr when none is close enough to be a likely typo.
const Chapter* closest_chapter(const std::vector<Chapter>& chapters, const std::string& name);

// 'unknown chapter "x". Did you mean 1.8 (reduce-sum)?' and the list of valid names.
std::string unknown_chapter_message(const std::vector<Chapter>& chapters, const std::string& name);

// Levenshtein distance (insertions, deletions, substitutions).
size_t edit_distance(const std::string& a, const std::string& b);

}  // namespace lab::cli

// A chapter's hint ladder: checker/<dir>/hints.md, where each "## " section is one hint,
// in order from a nudge to nearly the answer.
#pragma once

#include <string>
#include <vector>

namespace lab::cli {

struct Hint {
  std::string title;  // the "## " line without "## " and without a leading "2. "
  std::string body;   // the markdown below it, trimmed
};

// "## " lines inside ``` code blocks do not start a hint.
std::vector<Hint> parse_hints(const std::string& markdown);

}  // namespace lab::cli

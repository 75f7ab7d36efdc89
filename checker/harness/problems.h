// Building a diagnosis out of several findings.
#pragma once

#include <string>
#include <vector>

namespace lab {

// Adds `problem` to `message` on a line of its own; "" (nothing wrong) adds nothing.
inline void append_problem(std::string& message, const std::string& problem) {
  if (!problem.empty()) message += (message.empty() ? "" : "\n") + problem;
}

// The non-empty problems, one per line ("" when there are none).
inline std::string join_problems(const std::vector<std::string>& problems) {
  std::string all;
  for (const std::string& p : problems) append_problem(all, p);
  return all;
}

// Examples of one kind of problem: the first `most`, joined with "; ", then "(and N more)".
class Examples {
 public:
  explicit Examples(size_t most = 4) : most_(most) {}
  void add(const std::string& text) {
    if (count_++ < most_) text_ += (text_.empty() ? "" : "; ") + text;
  }
  size_t count() const { return count_; }
  std::string text() const {
    return text_ + (count_ > most_ ? " (and " + std::to_string(count_ - most_) + " more)" : "");
  }

 private:
  size_t most_;
  std::string text_;
  size_t count_ = 0;
};

}  // namespace lab

// Small text helpers of the 1.12 diagnoses.
#pragma once

#include <string>

namespace lab::postprocess_check {

// Up to `most` examples joined with "; ", then "(and N more)".
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

inline void append(std::string& message, const std::string& line) {
  if (!line.empty()) message += (message.empty() ? "" : "\n") + line;
}

}  // namespace lab::postprocess_check

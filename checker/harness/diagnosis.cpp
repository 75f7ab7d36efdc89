#include "checker/harness/diagnosis.h"

#include <algorithm>
#include <cctype>

namespace lab {

namespace {

std::vector<std::string>& store() {
  static std::vector<std::string> diagnoses;
  return diagnoses;
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

}  // namespace

void record_diagnosis(const std::string& text) { store().push_back(text); }

const std::vector<std::string>& recorded_diagnoses() { return store(); }

bool diagnosis_mentions(const std::string& needle) {
  const std::string want = lower(needle);
  return std::any_of(store().begin(), store().end(), [&](const std::string& d) {
    return lower(d).find(want) != std::string::npos;
  });
}

}  // namespace lab

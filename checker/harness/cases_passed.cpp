#include "checker/harness/cases_passed.h"

#include <utility>

#include "checker/harness/messages.h"

namespace lab {

CasesPassed::CasesPassed(std::string separator, std::string prefix)
    : separator_(std::move(separator)), prefix_(std::move(prefix)) {}

void CasesPassed::add(const std::string& label) {
  text_ += (count_++ == 0 ? prefix_ : separator_) + label;
}

std::string CasesPassed::note(std::string_view id, const char* placeholder) const {
  return empty() ? "" : say(id, {{placeholder, text_}});
}

}  // namespace lab

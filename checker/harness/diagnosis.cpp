#include "checker/harness/diagnosis.h"

#include <algorithm>

namespace lab {

namespace {

// An id is marked as kOpen id kClose in the text: control characters that prose never holds.
constexpr char kOpen = '\x1e';
constexpr char kClose = '\x1f';

std::vector<std::string>& ids_since_taken() {
  static std::vector<std::string> ids;
  return ids;
}

}  // namespace

void record_diagnosis(const std::string& text) {
  for (std::string& id : untag(text).ids)
    if (std::find(ids_since_taken().begin(), ids_since_taken().end(), id) ==
        ids_since_taken().end())
      ids_since_taken().push_back(std::move(id));
}

std::vector<std::string> take_diagnosis_ids() {
  std::vector<std::string> ids;
  ids.swap(ids_since_taken());
  return ids;
}

std::string tagged(const std::string& id, const std::string& text) {
  return text.empty() ? text : kOpen + id + kClose + text;
}

Untagged untag(const std::string& text) {
  Untagged out;
  for (size_t i = 0; i < text.size(); ++i) {
    const size_t close = text[i] == kOpen ? text.find(kClose, i) : std::string::npos;
    if (close == std::string::npos) {
      out.text += text[i];
      continue;
    }
    const std::string id = text.substr(i + 1, close - i - 1);
    if (std::find(out.ids.begin(), out.ids.end(), id) == out.ids.end()) out.ids.push_back(id);
    i = close;
  }
  return out;
}

std::string stale_second_call(const std::string& function, const std::string& output) {
  return diagnose("stale-second-call", {{"function", function}, {"output", output}});
}

std::string diagnose(const std::string& id, std::initializer_list<Arg> args) {
  return tagged(id, say(id, args));
}

}  // namespace lab

#include "checker/harness/diagnosis.h"

#include <algorithm>

namespace lab {

namespace {

void add_new(std::vector<std::string>& ids, const std::string& id) {
  if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
}

std::vector<std::string>& ids_since_taken() {
  static std::vector<std::string> ids;
  return ids;
}

}  // namespace

void Problems::add(Diagnosis diagnosis) {
  if (!diagnosis.text.empty()) items_.push_back(std::move(diagnosis));
}

void Problems::add(const Problems& problems) {
  items_.insert(items_.end(), problems.items_.begin(), problems.items_.end());
}

bool Problems::empty() const {
  return std::all_of(items_.begin(), items_.end(),
                     [](const Diagnosis& d) { return d.text.empty(); });
}

std::string Problems::text() const {
  std::string all;
  for (const Diagnosis& d : items_)
    if (!d.text.empty()) all += (all.empty() ? "" : "\n") + d.text;
  return all;
}

std::vector<std::string> Problems::ids() const {
  std::vector<std::string> ids;
  for (const Diagnosis& d : items_) add_new(ids, d.id);
  return ids;
}

Problems Problems::quoted_in(Diagnosis whole) const {
  Problems out;
  out.items_.push_back(std::move(whole));
  for (const std::string& id : ids()) out.items_.push_back(Diagnosis{id, ""});
  return out;
}

Problems all_problems(std::initializer_list<Problems> parts) {
  Problems all;
  for (const Problems& p : parts) all.add(p);
  return all;
}

void record_diagnosis(const std::vector<std::string>& ids) {
  for (const std::string& id : ids) add_new(ids_since_taken(), id);
}

std::vector<std::string> take_diagnosis_ids() {
  std::vector<std::string> ids;
  ids.swap(ids_since_taken());
  return ids;
}

Diagnosis stale_second_call(const std::string& function, const std::string& output) {
  return diagnose("stale-second-call", {{"function", function}, {"output", output}});
}

Diagnosis diagnose(const std::string& id, std::initializer_list<Arg> args) {
  return Diagnosis{id, say(id, args)};
}

}  // namespace lab

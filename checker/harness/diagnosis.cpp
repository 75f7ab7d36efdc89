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

std::vector<Diagnosis>& causes_since_taken() {
  static std::vector<Diagnosis> causes;
  return causes;
}

void add_new_cause(std::vector<Diagnosis>& causes, const Diagnosis& cause) {
  if (cause.text.empty()) return;
  for (const Diagnosis& c : causes)
    if (c.id == cause.id) return;
  causes.push_back(cause);
}

}  // namespace

void Problems::add(Diagnosis diagnosis) {
  if (diagnosis.cause)
    add_new_cause(causes_, diagnosis);
  else if (!diagnosis.text.empty())
    items_.push_back(std::move(diagnosis));
}

void Problems::add(const Problems& problems) {
  items_.insert(items_.end(), problems.items_.begin(), problems.items_.end());
  for (const Diagnosis& c : problems.causes_) add_new_cause(causes_, c);
}

bool Problems::empty() const {
  return causes_.empty() && std::all_of(items_.begin(), items_.end(),
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
  out.causes_ = causes_;
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

void record_causes(const std::vector<Diagnosis>& causes) {
  for (const Diagnosis& c : causes) add_new_cause(causes_since_taken(), c);
}

std::vector<Diagnosis> take_causes() {
  std::vector<Diagnosis> causes;
  causes.swap(causes_since_taken());
  return causes;
}

std::string failure_text(const Problems& problems) {
  if (!problems.text().empty()) return problems.text();
  std::string all;
  for (const Diagnosis& c : problems.causes()) all += (all.empty() ? "" : "\n") + c.text;
  return all;
}

Diagnosis stale_second_call(const std::string& function, const std::string& output) {
  return diagnose("stale-second-call", {{"function", function}, {"output", output}});
}

Diagnosis diagnose(const std::string& id, std::initializer_list<Arg> args) {
  return Diagnosis{id, say(id, args)};
}

Diagnosis cause(const std::string& id, std::initializer_list<Arg> args) {
  return Diagnosis{id, say(id, args), true};
}

}  // namespace lab

#include "checks.h"

#include <algorithm>
#include <string>

#include "checker/harness/compare.h"
#include "reference.h"

namespace lab::checks {

namespace {

constexpr int kPoison = -1;  // the bytes 0xFF of GuardedArray::poison()

// "slot 12 (confidence 0.5, row 40)"
std::string describe_slot(const std::vector<float>& confidences, const std::vector<int>& rows,
                          int slot) {
  return say(
      "thrust.slot",
      {{"slot", slot}, {"confidence", format_number(confidences[slot])}, {"row", rows[slot]}});
}

// Every order[i] a slot, and each slot once.
Problems check_permutation(const std::vector<int>& order) {
  const int n = static_cast<int>(order.size());
  std::vector<int> seen(n, -1);
  int unwritten = 0, first_unwritten = -1;
  for (int i = 0; i < n; ++i) {
    const int s = order[i];
    if (s == kPoison) {
      if (unwritten++ == 0) first_unwritten = i;
      continue;
    }
    if (s < 0 || s >= n) return diagnose("order-not-a-slot", {{"i", i}, {"value", s}, {"n", n}});
    if (seen[s] >= 0) return diagnose("order-slot-twice", {{"slot", s}, {"i", seen[s]}, {"j", i}});
    seen[s] = i;
  }
  if (unwritten)
    return diagnose("order-never-written",
                    {{"count", unwritten}, {"n", n}, {"first", first_unwritten}});
  return {};
}

// order[0 .. kept) holds exactly the kept slots: the order among them is wrong.
Problems wrong_order(const std::vector<float>& confidences, const std::vector<int>& rows,
                     const std::vector<int>& got, const std::vector<int>& want) {
  const int kept = static_cast<int>(want.size());
  bool confidences_descend = true, confidences_ascend = true, ties_reversed = true;
  int first_wrong = -1;
  for (int i = 0; i + 1 < kept; ++i) {
    const float a = confidences[got[i]], b = confidences[got[i + 1]];
    if (a < b) confidences_descend = false;
    if (a > b) confidences_ascend = false;
    if (a == b && rows[got[i]] < rows[got[i + 1]]) ties_reversed = false;
    if (first_wrong < 0 && !box_sort_ref::beats(confidences, rows, got[i], got[i + 1]))
      first_wrong = i;
  }
  const std::string pair =
      say("thrust.pair", {{"i", first_wrong},
                          {"a", describe_slot(confidences, rows, got[first_wrong])},
                          {"j", first_wrong + 1},
                          {"b", describe_slot(confidences, rows, got[first_wrong + 1])}});
  if (confidences_descend && ties_reversed)
    return diagnose("ties-higher-row-first", {{"pair", pair}});
  if (confidences_descend) return diagnose("ties-out-of-order", {{"pair", pair}});
  if (confidences_ascend) return diagnose("lowest-confidence-first", {{"pair", pair}});
  return diagnose("order-not-sorted", {{"pair", pair}});
}

}  // namespace

Problems check_kept_and_order(const std::vector<float>& confidences, const std::vector<int>& rows,
                              float threshold, const Outcome& got) {
  const int n = static_cast<int>(confidences.size());
  if (got.kept == kPoison) return diagnose("kept-never-written", {{"n", n}});
  if (Problems p = check_permutation(got.order); !p.empty()) return p;

  const int want = box_sort_ref::kept_count(confidences, threshold);
  const int above = static_cast<int>(std::count_if(confidences.begin(), confidences.end(),
                                                   [&](float c) { return c > threshold; }));
  const std::string threshold_text = format_number(threshold);
  if (got.kept != want && got.kept == above)
    return diagnose(
        "threshold-strict",
        {{"got", got.kept}, {"want", want}, {"at", want - above}, {"threshold", threshold_text}});
  if (got.kept != want)
    return diagnose("kept-count-wrong", {{"got", got.kept},
                                         {"want", want},
                                         {"at", want - above},
                                         {"threshold", threshold_text},
                                         {"n", n}});

  for (int i = 0; i < want; ++i)
    if (confidences[got.order[i]] < threshold)
      return diagnose("rejected-among-kept",
                      {{"i", i},
                       {"box", describe_slot(confidences, rows, got.order[i])},
                       {"threshold", threshold_text},
                       {"kept", want}});
  const std::vector<int> sorted = box_sort_ref::sorted_kept(confidences, rows, threshold);
  const std::vector<int> first(got.order.begin(), got.order.begin() + want);
  if (first != sorted) return wrong_order(confidences, rows, first, sorted);
  return {};
}

Problems check_no_host_copy(const std::vector<spy::Call>& calls,
                            const std::function<bool(const void*)>& is_device) {
  for (const spy::Call& c : calls)
    if (c.action == spy::Action::copy && c.src && is_device(c.src) && !is_device(c.ptr))
      return diagnose("copied-to-host", {{"call", c.function}, {"bytes", c.bytes}});
  return {};
}

Problems with_thrust_advice(const Problems& problems) {
  const std::vector<std::string> ids = problems.ids();
  const auto has = [&](const char* id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  };
  const std::string text = problems.text();
  std::string advice;
  if (has("forbidden-call-in-launcher") && text.find("cudaStreamSynchronize") != std::string::npos)
    advice += say("thrust.advice-wait");
  if (has("forbidden-call-in-launcher") && text.find("cudaMalloc (") != std::string::npos)
    advice += say("thrust.advice-malloc");
  if (has("allocates-in-launcher")) advice += say("thrust.advice-malloc-async");
  if (has("wrong-stream")) advice += say("thrust.advice-stream");
  if (advice.empty()) return problems;
  return problems.quoted_in(problems.text() + advice);
}

}  // namespace lab::checks

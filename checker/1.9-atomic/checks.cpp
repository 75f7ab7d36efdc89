#include "checks.h"

#include <algorithm>
#include <cstring>

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"

namespace lab::checks {

namespace {

template <typename Integer>
std::string str(Integer v) {
  return std::to_string(v);
}

// "out[3] = {value 1.5, index 3}": notation, the same in every language.
std::string record_text(const std::vector<KeptItem>& slots, size_t s) {
  return "out[" + str(s) + "] = {value " + format_number(slots[s].value) + ", index " +
         str(slots[s].index) + "}";
}

// "1 record", "3 records"
std::string records(size_t n) {
  return n == 1 ? say("atomic.records.one", {{"count", n}})
                : say("atomic.records.other", {{"count", n}});
}
std::string distinct_records(size_t n) {
  return n == 1 ? say("atomic.distinct-records.one", {{"count", n}})
                : say("atomic.distinct-records.other", {{"count", n}});
}

// What the input says the answer is.
struct Truth {
  int n = 0;
  int matches = 0;         // elements >= threshold
  int above = 0;           // elements > threshold
  std::vector<char> kept;  // kept[i]: input[i] >= threshold
};

Truth truth_of(const std::vector<float>& input, float threshold) {
  Truth t;
  t.n = static_cast<int>(input.size());
  t.kept.resize(input.size());
  for (size_t i = 0; i < input.size(); ++i) {
    t.kept[i] = input[i] >= threshold;
    t.matches += t.kept[i];
    t.above += input[i] > threshold;
  }
  return t;
}

// " (your launch, ...: T threads for n = N)", or "" when the launch is not known.
std::string launch_fact(const Truth& t, const KernelLaunch* launch) {
  if (!launch) return "";
  const long long threads = static_cast<long long>(launch->grid.x) * launch->block.x;
  return say("atomic.launch-fact",
             {{"launch", describe_launch(*launch)}, {"threads", threads}, {"n", t.n}});
}

std::string threads_past_end(const Truth& t, const KernelLaunch* launch) {
  if (!launch) return "";
  const long long threads = static_cast<long long>(launch->grid.x) * launch->block.x;
  if (threads <= t.n) return "";
  return say("atomic.threads-past-end", {{"launch", describe_launch(*launch)},
                                         {"threads", threads},
                                         {"n", t.n},
                                         {"past", threads - t.n}});
}

// The slots: which are empty although they should hold a record, which hold one although
// they should not, and what is wrong with the records themselves.
struct SlotFindings {
  Examples empty, written_past, outside, not_a_copy, not_a_match, duplicate;
  bool index_past_end = false;
  std::vector<int> slot_of;  // slot_of[i]: the slot holding input element i, or -1
  size_t valid = 0;          // distinct correct records
  size_t in_place = 0;       // ... of them in the slots that must be written
};

SlotFindings examine_slots(const std::vector<float>& input, const Truth& t, const Outcome& got,
                           size_t expected) {
  SlotFindings f;
  f.slot_of.assign(input.size(), -1);
  for (size_t s = 0; s < got.slots.size(); ++s) {
    const KeptItem& r = got.slots[s];
    if (is_poison(r)) {
      if (s < expected) f.empty.add("out[" + str(s) + "]");
      continue;
    }
    if (s >= expected) f.written_past.add(record_text(got.slots, s));
    if (r.index < 0 || r.index >= t.n) {
      f.outside.add(record_text(got.slots, s));
      f.index_past_end |= r.index >= t.n;
    } else if (std::memcmp(&r.value, &input[r.index], sizeof(float)) != 0) {
      f.not_a_copy.add(say("atomic.not-a-copy", {{"record", record_text(got.slots, s)},
                                                 {"index", r.index},
                                                 {"value", format_number(input[r.index])}}));
    } else if (!t.kept[r.index]) {
      f.not_a_match.add(record_text(got.slots, s));
    } else if (f.slot_of[r.index] >= 0) {
      f.duplicate.add(say("atomic.duplicate",
                          {{"index", r.index}, {"first", f.slot_of[r.index]}, {"second", s}}));
    } else {
      f.slot_of[r.index] = static_cast<int>(s);
      ++f.valid;
      f.in_place += s < expected;
    }
  }
  return f;
}

// The count's diagnosis; `explains_all` when it also explains every wrong slot.
struct CountVerdict {
  Diagnosis diagnosis;
  bool explains_all = false;
  std::vector<Diagnosis> causes;  // what may explain it, judged over the whole run
};

// Where the matches missing from out are: `tail` when they are all the last ones (every
// match below the first missing one is in out, none above it), `scattered` otherwise, and
// `unknown` when out is too small to hold every match.
enum class Missing { none, tail, scattered, unknown };

Missing missing_matches(const Truth& t, const SlotFindings& f, size_t capacity) {
  if (static_cast<size_t>(t.matches) > capacity) return Missing::unknown;
  int first_missing = -1;
  for (int i = 0; i < t.n && first_missing < 0; ++i)
    if (t.kept[i] && f.slot_of[i] < 0) first_missing = i;
  if (first_missing < 0) return Missing::none;
  for (int i = first_missing; i < t.n; ++i)
    if (f.slot_of[i] >= 0) return Missing::scattered;
  return Missing::tail;
}

CountVerdict count_problem(const Truth& t, const Outcome& got, const KernelLaunch* launch,
                           const SlotFindings& f) {
  if (got.count == t.matches) return {};
  const std::string head = say("atomic.count-head", {{"count", got.count}, {"matches", t.matches}});
  // A counter that was not reset hands out slots shifted by its stale value: that alone
  // explains what is in out.
  if (got.count_before != 0 && got.count == static_cast<long long>(got.count_before) + t.matches)
    return {diagnose("counter-not-reset", {{"head", head}, {"before", got.count_before}}), true};
  if (got.count == 0) return {diagnose("nothing-counted", {{"head", head}})};
  // A count that is exactly the capacity, or exactly the elements > threshold: the evidence of
  // this call fits either; the whole run decides which is shown (cause_rules.cpp).
  const bool at_capacity = got.count == static_cast<long long>(got.slots.size());
  const bool above_only = t.above != t.matches && got.count == t.above;
  if (at_capacity || above_only) {
    CountVerdict v{diagnose("count-wrong", {{"head", head}}), false, {}};
    if (at_capacity)
      v.causes.push_back(cause("count-stops-at-capacity",
                               {{"capacity", got.slots.size()}, {"matches", t.matches}}));
    if (above_only)
      v.causes.push_back(cause("greater-instead-of-greater-equal",
                               {{"above", t.above}, {"equal", t.matches - t.above}}));
    return v;
  }
  if (got.count < t.matches) {
    const std::string shortfall =
        say("atomic.shortfall", {{"head", head}, {"missing", t.matches - got.count}});
    const std::string race = say("atomic.lost-increments");
    const std::string unexamined = say("atomic.unexamined");
    switch (missing_matches(t, f, got.slots.size())) {
      case Missing::tail:
        return {diagnose("count-short-tail", {{"shortfall", shortfall},
                                              {"unexamined", unexamined},
                                              {"launch", launch_fact(t, launch)}})};
      case Missing::unknown:
        return {diagnose("count-short",
                         {{"shortfall", shortfall}, {"unexamined", unexamined}, {"race", race}})};
      default: return {diagnose("count-short-race", {{"shortfall", shortfall}, {"race", race}})};
    }
  }
  return {diagnose(
      "count-too-many",
      {{"head", head}, {"extra", got.count - t.matches}, {"launch", threads_past_end(t, launch)}})};
}

// Each record one slot too far: out[0] empty, every other slot that must hold a record
// holds one, and out[expected] written when it exists. (With a single slot to fill there
// is no telling a shift from a record that was never written.)
bool shifted_by_one(const SlotFindings& f, const Outcome& got, size_t expected) {
  if (expected == 0 || f.empty.count() != 1 || !is_poison(got.slots[0])) return false;
  if (expected == got.slots.size()) return expected >= 2 && f.written_past.count() == 0;
  return f.written_past.count() == 1 && !is_poison(got.slots[expected]);
}

Problems records_problem(const std::vector<float>& input, float threshold, const Truth& t,
                         const Outcome& got, const KernelLaunch* launch, const SlotFindings& f) {
  const size_t capacity = got.slots.size(), matches = static_cast<size_t>(t.matches);
  const size_t expected = std::min(matches, capacity);  // records that must be written
  const bool shifted = shifted_by_one(f, got, expected);
  Problems m;
  if (shifted) {
    const std::string past =
        expected < capacity ? say("atomic.one-past-written", {{"slot", expected}}) : "";
    m.add(diagnose("slot-plus-one", {{"past", past}}));
  } else {
    if (f.empty.count())
      m.add(diagnose(
          "slots-unwritten",
          {{"count", f.empty.count()}, {"expected", expected}, {"examples", f.empty.text()}}));
    if (f.written_past.count())
      m.add(diagnose("written-past-count", {{"count", f.written_past.count()},
                                            {"expected", expected},
                                            {"records", records(expected)},
                                            {"examples", f.written_past.text()}}));
  }
  if (f.outside.count()) {
    const std::string why =
        f.index_past_end ? say("atomic.index-past-end", {{"launch", threads_past_end(t, launch)}})
                         : "";
    m.add(diagnose(
        "index-outside-input",
        {{"count", f.outside.count()}, {"n", t.n}, {"examples", f.outside.text()}, {"why", why}}));
  }
  if (f.not_a_copy.count())
    m.add(diagnose("record-not-a-copy",
                   {{"count", f.not_a_copy.count()}, {"examples", f.not_a_copy.text()}}));
  if (f.not_a_match.count())
    m.add(diagnose("record-below-threshold", {{"count", f.not_a_match.count()},
                                              {"threshold", format_number(threshold)},
                                              {"examples", f.not_a_match.text()}}));
  if (f.duplicate.count())
    m.add(diagnose("record-duplicate",
                   {{"count", f.duplicate.count()}, {"examples", f.duplicate.text()}}));
  if (matches <= capacity && f.valid < matches) {
    Examples missing;
    for (int i = 0; i < t.n; ++i)
      if (t.kept[i] && f.slot_of[i] < 0)
        missing.add("input[" + str(i) + "] = " + format_number(input[i]));
    m.add(diagnose("record-missing", {{"count", missing.count()}, {"examples", missing.text()}}));
  }
  if (m.empty()) return {};
  const std::string which = matches > capacity ? say("atomic.any-of-matches",
                                                     {{"capacity", capacity}, {"matches", matches}})
                                               : say("atomic.every-match");
  if (expected == 0)
    return m.quoted_in(say("atomic.out-untouched", {{"which", which}, {"problems", m.text()}}));
  const std::string slots = expected == 1 ? "out[0]" : "out[0] .. out[" + str(expected - 1) + "]";
  const std::string done = f.in_place == 1 ? say("atomic.done.one", {{"count", f.in_place}})
                                           : say("atomic.done.other", {{"count", f.in_place}});
  return m.quoted_in(say("atomic.must-hold", {{"slots", slots},
                                              {"records", distinct_records(expected)},
                                              {"which", which},
                                              {"done", done},
                                              {"problems", m.text()}}));
}

}  // namespace

Problems check_kept(const std::vector<float>& input, float threshold, const Outcome& got,
                    const KernelLaunch* launch) {
  const Truth t = truth_of(input, threshold);
  const size_t expected = std::min(static_cast<size_t>(t.matches), got.slots.size());
  const SlotFindings f = examine_slots(input, t, got, expected);
  const CountVerdict count = count_problem(t, got, launch, f);
  if (count.explains_all) return count.diagnosis;
  Problems message = count.diagnosis;
  for (const Diagnosis& c : count.causes) message.add(c);
  message.add(records_problem(input, threshold, t, got, launch, f));
  return message;
}

Problems past_capacity_problem(int capacity, const Problems& report) {
  return report.quoted_in(
      diagnose("write-past-capacity", {{"capacity", capacity}, {"report", report.text()}}));
}

}  // namespace lab::checks

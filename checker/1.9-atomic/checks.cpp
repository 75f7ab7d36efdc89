#include "checks.h"

#include <algorithm>
#include <cstring>

#include "checker/harness/diagnosis.h"
#include "checker/harness/compare.h"
#include "checker/harness/guarded.h"

namespace lab::checks {

namespace {

template <typename Integer>
std::string str(Integer v) {
  return std::to_string(v);
}

std::string record_text(const std::vector<KeptItem>& slots, size_t s) {
  return "out[" + str(s) + "] = {value " + format_number(slots[s].value) +
         ", index " + str(slots[s].index) + "}";
}

// "1 record", "3 records"
std::string count_of(size_t n, const std::string& noun) {
  return str(n) + " " + noun + (n == 1 ? "" : "s");
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
  return " (your launch, " + describe_launch(*launch) + ", has " + str(threads) + " threads for n = " +
         str(t.n) + ")";
}

std::string threads_past_end(const Truth& t, const KernelLaunch* launch) {
  if (!launch) return "";
  const long long threads = static_cast<long long>(launch->grid.x) * launch->block.x;
  if (threads <= t.n) return "";
  return " (your launch, " + describe_launch(*launch) + ", has " + str(threads) +
         " threads for n = " + str(t.n) + ": the last " + str(threads - t.n) + " have i >= n)";
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
      f.not_a_copy.add(record_text(got.slots, s) + ", but input[" + str(r.index) + "] = " +
                       format_number(input[r.index]));
    } else if (!t.kept[r.index]) {
      f.not_a_match.add(record_text(got.slots, s));
    } else if (f.slot_of[r.index] >= 0) {
      f.duplicate.add("index " + str(r.index) + " in out[" + str(f.slot_of[r.index]) + "] and out[" +
                      str(s) + "]");
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
  std::string text;
  bool explains_all = false;
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
  const std::string head = "*count = " + str(got.count) + " after the call, but " + str(t.matches) +
                           " element(s) of input are >= threshold";
  // A counter that was not reset hands out slots shifted by its stale value: that alone
  // explains what is in out.
  if (got.count_before != 0 && got.count == static_cast<long long>(got.count_before) + t.matches)
    return {tagged("counter-not-reset",
                   head + ": that is the " + str(got.count_before) +
                       " the counter held before the call plus the matches. The counter was not reset: "
                       "keep_items must set *count to 0 on its stream before the kernel runs "
                       "(cudaMemsetAsync(count, 0, sizeof(int), stream)). cudaMalloc does not zero "
                       "memory, and a caller reuses its buffers from call to call."),
            true};
  if (got.count == 0)
    return {tagged("nothing-counted",
                   head + ": no element was counted. Every thread that keeps its element must claim a "
                   "slot with atomicAdd(count, 1), which also counts it.")};
  if (t.above != t.matches && got.count == t.above)
    return {tagged("greater-instead-of-greater-equal",
                   head + ": you counted only the " + str(t.above) + " elements > threshold. The "
                   "contract keeps elements >= threshold: the " + str(t.matches - t.above) +
                   " equal to it must be kept too.")};
  if (got.count < t.matches) {
    const std::string shortfall = head + ": " + str(t.matches - got.count) + " were not counted. ";
    const std::string race =
        "When threads read the counter, add 1 and write it back as separate steps (count++ or "
        "*count += 1), threads doing it at the same time read the same value and all but one "
        "increment is lost: a race, so the shortfall changes from run to run. atomicAdd(count, 1) "
        "does the read, the add and the write as one indivisible step. (Resetting the counter "
        "inside the kernel races the same way: reset it in keep_items, before the launch.)";
    const std::string unexamined = "elements that no thread examined (a grid that does not cover "
                                   "n, a bounds check that stops early) are neither counted nor kept";
    switch (missing_matches(t, f, got.slots.size())) {
      case Missing::tail:
        return {tagged("count-short-tail",
                       shortfall + "The matches missing from out are the last ones, and all before "
                       "them are there: " + unexamined + launch_fact(t, launch) + ".")};
      case Missing::unknown:
        return {tagged("count-short", shortfall + "Either " + unexamined + ", or: " + race)};
      default:
        return {tagged("count-short-race", shortfall + race)};
    }
  }
  return {tagged("count-too-many",
                 head + ": " + str(got.count - t.matches) + " too many were counted. The usual cause "
                 "is a missing bounds check: threads with i >= n read past the end of the input and "
                 "keep whatever lies there" + threads_past_end(t, launch) + ". They must return "
                 "before reading input[i]. (Or some element was counted twice.)")};
}

// Each record one slot too far: out[0] empty, every other slot that must hold a record
// holds one, and out[expected] written when it exists. (With a single slot to fill there
// is no telling a shift from a record that was never written.)
bool shifted_by_one(const SlotFindings& f, const Outcome& got, size_t expected) {
  if (expected == 0 || f.empty.count() != 1 || !is_poison(got.slots[0])) return false;
  if (expected == got.slots.size()) return expected >= 2 && f.written_past.count() == 0;
  return f.written_past.count() == 1 && !is_poison(got.slots[expected]);
}

std::string records_problem(const std::vector<float>& input, float threshold, const Truth& t,
                            const Outcome& got, const KernelLaunch* launch, const SlotFindings& f) {
  const size_t capacity = got.slots.size(), matches = static_cast<size_t>(t.matches);
  const size_t expected = std::min(matches, capacity);  // records that must be written
  const bool shifted = shifted_by_one(f, got, expected);
  std::string m;
  if (shifted) {
    const std::string past = expected < capacity
        ? " and out[" + str(expected) + "] (one past the last record) was written" : "";
    append_problem(m, tagged("slot-plus-one",
                             "every record sits one slot too far: out[0] was never written" + past +
                                 ". atomicAdd returns the value before the addition (0 for the first "
                                 "thread): that old value is the thread's slot, use it as it is, "
                                 "without + 1."));
  } else {
    if (f.empty.count())
      append_problem(m, tagged("slots-unwritten",
                               str(f.empty.count()) + " of the first " + str(expected) + " slots of out "
                               "were never written: " + f.empty.text() + ". Every claimed slot below "
                               "capacity must receive its record."));
    if (f.written_past.count())
      append_problem(m, tagged("written-past-count",
                               str(f.written_past.count()) + " slot(s) at or past out[" + str(expected) +
                                   "] were written, although only " + count_of(expected, "record") +
                                   " may exist: " + f.written_past.text() + "."));
  }
  if (f.outside.count()) {
    std::string why;
    if (f.index_past_end)
      why = " An index >= n is a thread past the end of the input that read what lies behind it "
            "(the checker put values there that pass the threshold) and kept it" +
            threads_past_end(t, launch) + ". Add the bounds check: threads with i >= n return "
            "before reading input[i].";
    append_problem(m, tagged("index-outside-input",
                             str(f.outside.count()) + " record(s) have an index outside 0 .. n - 1 (n = " +
                                 str(t.n) + "): " + f.outside.text() + "." + why));
  }
  if (f.not_a_copy.count())
    append_problem(m, tagged("record-not-a-copy", str(f.not_a_copy.count()) +
                                                      " record(s) do not match the input: " +
                                                      f.not_a_copy.text() +
                                                      ". A record is {input[i], i}, copied exactly."));
  if (f.not_a_match.count())
    append_problem(m, tagged("record-below-threshold",
                             str(f.not_a_match.count()) + " record(s) hold elements below the threshold " +
                                 format_number(threshold) + ": " + f.not_a_match.text() +
                                 ". Only elements >= threshold are kept."));
  if (f.duplicate.count())
    append_problem(m, tagged("record-duplicate",
                             str(f.duplicate.count()) + " element(s) are in out more than once: " +
                                 f.duplicate.text() + ". Each kept element gets its own slot, claimed once."));
  if (matches <= capacity && f.valid < matches) {
    Examples missing;
    for (int i = 0; i < t.n; ++i)
      if (t.kept[i] && f.slot_of[i] < 0) missing.add("input[" + str(i) + "] = " + format_number(input[i]));
    append_problem(m, tagged("record-missing", str(missing.count()) +
                                                   " matching element(s) are missing from out: " +
                                                   missing.text() + "."));
  }
  if (m.empty()) return "";
  const std::string which = matches > capacity
      ? "any " + str(capacity) + " of the " + str(matches) + " matches, as the capacity is " + str(capacity)
      : "every match, in any order";
  if (expected == 0) return "out must stay untouched (" + which + ", that is none).\n" + m;
  const std::string slots = expected == 1 ? "out[0]" : "out[0] .. out[" + str(expected - 1) + "]";
  return slots + " must hold " + count_of(expected, "distinct record") + " (" + which + "); " +
         str(f.in_place) + (f.in_place == 1 ? " does" : " do") + ".\n" + m;
}

}  // namespace

std::string check_kept(const std::vector<float>& input, float threshold, const Outcome& got,
                  const KernelLaunch* launch) {
  const Truth t = truth_of(input, threshold);
  const size_t expected = std::min(static_cast<size_t>(t.matches), got.slots.size());
  const SlotFindings f = examine_slots(input, t, got, expected);
  const CountVerdict count = count_problem(t, got, launch, f);
  if (count.explains_all) return count.text;
  std::string message = count.text;
  append_problem(message, records_problem(input, threshold, t, got, launch, f));
  return message;
}

std::string past_capacity_problem(int capacity, const std::string& report) {
  return tagged("write-past-capacity",
                "records were written outside out[0] .. out[capacity - 1] (capacity = " +
                    std::to_string(capacity) + "): only those slots exist, and writing further "
                    "corrupts the caller's memory. Compare the slot that atomicAdd returned with the "
                    "capacity (if (slot < capacity)) before writing; keep the atomicAdd itself "
                    "unconditional, so that *count still counts every match.\n  " + report);
}

}  // namespace lab::checks

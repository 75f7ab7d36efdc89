#include "checks_decode.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "reference.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"

namespace lab::checks {

namespace {

using postprocess_ref::ExpectedBox;
const char* const kFieldName[kBoxElements] = {"left", "top", "right", "bottom", "confidence", "label", "keep"};

std::string str(long long v) { return std::to_string(v); }

// What the slots hold, sorted into the kinds of evidence the diagnosis is drawn from.
struct Survey {
  size_t capacity = 0;  // max_objects
  size_t stored = 0;    // slots that must hold a box: min(matches, max_objects)
  size_t written = 0;   // slots whose row is not the poison
  Examples empty, past, bad_row, not_match, duplicate, wrong;
  size_t wrong_records = 0, wrong_corners = 0, unmapped = 0, good = 0;
  std::map<int, size_t> slot_of_row;
};

bool within(double got, double want, double tolerance) { return std::fabs(got - want) <= tolerance; }

// What is wrong with one record whose row is a match ("" if nothing); `corners_wrong` and
// `unmapped` say whether its corners are off, and whether they are then the corners in
// network-input pixels.
std::string record_problem(const float* box, const ExpectedBox& e, const float* row_values, bool& corners_wrong,
                           bool& unmapped) {
  std::string p;
  for (int k = 0; k < 4; ++k)
    if (!within(box[k], e.corner[k], e.tolerance[k]))
      p += std::string(p.empty() ? "" : ", ") + kFieldName[k] + " " + format_number(box[k]) + " (want " +
           format_number(e.corner[k]) + " +- " + format_number(e.tolerance[k]) + ")";
  corners_wrong = !p.empty();
  unmapped = corners_wrong;
  for (int k = 0; k < 4 && unmapped; ++k) unmapped = within(box[k], e.unmapped[k], e.unmapped_tolerance[k]);
  if (box[kConfidence] != e.confidence) {
    p += std::string(p.empty() ? "" : ", ") + "confidence " + format_number(box[kConfidence]) + " (want " +
         format_number(e.confidence) + " = objectness " + format_number(row_values[4]) + " * probability " +
         format_number(row_values[5 + e.label]) + ")";
    if (box[kConfidence] == row_values[5 + e.label] && row_values[4] != 1.0f)
      p += " [the class probability alone: confidence = objectness * probability]";
  }
  if (box[kLabel] != static_cast<float>(e.label))
    p += std::string(p.empty() ? "" : ", ") + "label " + format_number(box[kLabel]) + " (want " + str(e.label) +
         ": the class with the largest probability, the lowest on a tie)";
  if (box[kKeep] != 1.0f) p += std::string(p.empty() ? "" : ", ") + "keep " + format_number(box[kKeep]) + " (want 1)";
  return p;
}

// One slot below `stored` that was written: which row it names, and what its box holds.
void survey_record(const DecodeInput& in, const DecodeOutcome& got, const std::vector<ExpectedBox>& want,
                   const std::map<int, size_t>& expected_of_row, size_t s, Survey& v) {
  const size_t stride = 5 + static_cast<size_t>(in.num_classes);
  const int num_boxes = static_cast<int>(in.predict.size() / stride);
  const int row = got.rows[s];
  if (row < 0 || row >= num_boxes) return v.bad_row.add("rows[" + str(s) + "] = " + str(row));
  const auto it = expected_of_row.find(row);
  if (it == expected_of_row.end()) return v.not_match.add("slot " + str(s) + " holds row " + str(row));
  if (!v.slot_of_row.emplace(row, s).second)
    return v.duplicate.add("row " + str(row) + " in slots " + str(v.slot_of_row[row]) + " and " + str(s));
  bool corners_wrong = false, unmapped = false;
  const std::string p =
      record_problem(&got.boxes[s * kBoxElements], want[it->second], &in.predict[row * stride], corners_wrong, unmapped);
  if (p.empty()) return void(++v.good);
  ++v.wrong_records;
  v.wrong_corners += corners_wrong;
  v.unmapped += unmapped;
  v.wrong.add("slot " + str(s) + " (row " + str(row) + "): " + p);
}

Survey survey(const DecodeInput& in, const DecodeOutcome& got, const std::vector<ExpectedBox>& want) {
  Survey v;
  v.capacity = static_cast<size_t>(in.max_objects);
  v.stored = std::min(want.size(), v.capacity);
  std::map<int, size_t> expected_of_row;
  for (size_t k = 0; k < want.size(); ++k) expected_of_row[want[k].row] = k;
  for (size_t s = 0; s < v.capacity; ++s) {
    const float* box = &got.boxes[s * kBoxElements];
    const bool untouched = is_poison(got.rows[s]);
    bool all_poison = untouched;
    for (int e = 0; e < kBoxElements; ++e) all_poison &= is_poison(box[e]);
    v.written += !untouched;
    if (s >= v.stored) {
      if (!all_poison) v.past.add("slot " + str(s));
    } else if (untouched) {
      v.empty.add("slot " + str(s));
    } else {
      survey_record(in, got, want, expected_of_row, s, v);
    }
  }
  return v;
}

// *count against the number of matches; `explains_all` when the count alone says what went
// wrong (a counter that was not reset: then no slot below max_objects was even claimed).
std::string count_problem(const DecodeOutcome& got, size_t matches, size_t without_objectness, const Survey& v,
                          bool& explains_all) {
  explains_all = false;
  if (got.count == static_cast<long long>(matches)) return "";
  const std::string head = "*count = " + str(got.count) + " after decode, but " + str(matches) +
                           " row(s) of predict pass the threshold";
  if (got.count_before != 0 && got.count == static_cast<long long>(got.count_before) + static_cast<long long>(matches)) {
    explains_all = true;
    return tagged("decode-counter-not-reset",
                  head + ": that is the " + str(got.count_before) + " *count held before the call plus the "
                  "matches. The counter was not reset: decode must set *count to 0 on its stream before the "
                  "kernel runs (cudaMemsetAsync(count, 0, sizeof(int), stream)). The course never zeroes it, "
                  "so its second frame continues where the first stopped.");
  }
  if (got.count == 0 && v.written == 0)
    return tagged("decode-nothing-decoded",
                  head + ": no box was decoded. Every row whose objectness and confidence pass the "
                  "threshold must claim a slot with atomicAdd(count, 1).");
  if (got.count == 0)
    return tagged("decode-count-zero",
                  head + ", yet " + str(v.written) + " slot(s) were written: the slots were claimed, but *count "
                  "ends at 0. Is it reset after the kernel instead of before (the reset must come first on the "
                  "stream), or are the slots claimed from another counter than count?");
  if (without_objectness != matches && got.count == static_cast<long long>(without_objectness))
    return tagged("decode-confidence-without-objectness",
                  head + ": " + str(without_objectness) + " rows pass when the confidence is the class "
                  "probability alone. confidence = objectness * probability[label]: multiply by the objectness.");
  return tagged("decode-count-wrong", head + ".");
}

// Slots written where they must not be, or holding rows that must not be there.
std::string slot_problems(const Survey& v, size_t matches, int num_boxes) {
  std::string m;
  if (v.empty.count())
    append_problem(m, tagged("decode-slots-unwritten",
                             str(v.empty.count()) + " of the first " + str(v.stored) + " slots were never written "
                             "(rows[slot] still holds the poison): " + v.empty.text() + ". Every claimed slot below "
                             "max_objects must receive its box and its row."));
  if (v.past.count())
    append_problem(m, tagged("decode-slots-past-max",
                             str(v.past.count()) + " slot(s) at or past slot " + str(v.stored) + " were written, "
                             "although only " + str(v.stored) + " box(es) may exist: " + v.past.text() +
                             (matches > v.capacity ? ". Compare the claimed slot with max_objects before writing "
                                                     "(if (slot >= max_objects) return)."
                                                   : ".")));
  if (v.bad_row.count())
    append_problem(m, tagged("decode-bad-row", str(v.bad_row.count()) + " record(s) name a row outside 0 .. " +
                                                   str(num_boxes - 1) + ": " + v.bad_row.text() +
                                                   ". rows[slot] is the index of the row the box was decoded from."));
  if (v.not_match.count())
    append_problem(m, tagged("decode-row-not-matching",
                             str(v.not_match.count()) + " record(s) come from rows that do not pass the threshold: " +
                             v.not_match.text() + ". Skip a row when objectness < threshold, and when objectness * "
                             "probability[label] < threshold."));
  if (v.duplicate.count())
    append_problem(m, tagged("decode-row-twice",
                             str(v.duplicate.count()) + " row(s) were stored twice: " + v.duplicate.text() + "."));
  return m;
}

// Records of matching rows that hold wrong values, and matching rows stored nowhere.
std::string record_problems(const Survey& v, const std::vector<ExpectedBox>& want) {
  std::string m;
  if (v.wrong.count()) {
    std::string line = str(v.wrong.count()) + " box(es) hold wrong values: " + v.wrong.text() + ".";
    // Named only when every box with wrong corners has exactly the unmapped ones.
    if (v.wrong_corners > 0 && v.unmapped == v.wrong_corners)
      line += tagged("decode-d2i-not-applied",
                     "\nThe corners are still in network-input pixels: map both corners back to the original "
                     "image with d2i (x' = d2i[0] x + d2i[1] y + d2i[2], y' = d2i[3] x + d2i[4] y + d2i[5]); "
                     "the course left this step commented out.");
    append_problem(m, tagged("decode-values-wrong", line));
  }
  if (want.size() <= v.capacity && v.good + v.wrong_records < want.size()) {
    Examples missing;
    for (const ExpectedBox& e : want)
      if (!v.slot_of_row.count(e.row)) missing.add("row " + str(e.row));
    append_problem(m, tagged("decode-rows-missing",
                             str(missing.count()) + " matching row(s) are missing: " + missing.text() + "."));
  }
  return m;
}

}  // namespace

std::string check_decode(const DecodeInput& in, const DecodeOutcome& got) {
  const std::vector<ExpectedBox> want =
      postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i);
  const size_t without_objectness =
      postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i, {false}).size();
  const Survey v = survey(in, got, want);
  bool explains_all = false;
  std::string message = count_problem(got, want.size(), without_objectness, v, explains_all);
  if (explains_all) return message;
  const int num_boxes = static_cast<int>(in.predict.size() / (5 + static_cast<size_t>(in.num_classes)));
  append_problem(message, slot_problems(v, want.size(), num_boxes));
  append_problem(message, record_problems(v, want));
  if (message.empty()) return "";
  const std::string which = want.size() > v.capacity
      ? "any " + str(v.capacity) + " of the " + str(want.size()) + " matches, as max_objects is " + str(v.capacity)
      : "every match, in any order";
  return "decode must store " + str(v.stored) + " box(es) (" + which + ").\n" + message;
}

}  // namespace lab::checks

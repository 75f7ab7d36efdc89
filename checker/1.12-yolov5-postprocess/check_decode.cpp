#include "check_decode.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "checker/harness/diagnosis.h"
#include "checker/harness/compare.h"
#include "checker/harness/guarded.h"
#include "reference.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"

namespace lab::postprocess_check {

namespace {

using postprocess_ref::ExpectedBox;
const char* const kFieldName[kBoxElements] = {"left", "top", "right", "bottom", "confidence", "label", "keep"};

std::string str(long long v) { return std::to_string(v); }

std::string count_problem(const DecodeOutcome& got, size_t matches, size_t without_objectness,
                          bool& explains_all) {
  explains_all = false;
  if (got.count == static_cast<long long>(matches)) return "";
  const std::string head = "*count = " + str(got.count) + " after decode, but " + str(matches) +
                           " row(s) of predict pass the threshold";
  if (got.count_before != 0 && got.count == static_cast<long long>(got.count_before) + static_cast<long long>(matches)) {
    explains_all = true;
    return head + ": that is the " + str(got.count_before) + " *count held before the call plus the "
           "matches. The counter was not reset: decode must set *count to 0 on its stream before the "
           "kernel runs (cudaMemsetAsync(count, 0, sizeof(int), stream)). The course never zeroes it, "
           "so its second frame continues where the first stopped.";
  }
  if (got.count == 0)
    return head + ": no box was decoded. Every row whose objectness and confidence pass the "
           "threshold must claim a slot with atomicAdd(count, 1).";
  if (without_objectness != matches && got.count == static_cast<long long>(without_objectness))
    return head + ": " + str(without_objectness) + " rows pass when the confidence is the class "
           "probability alone. confidence = objectness * probability[label]: multiply by the objectness.";
  return head + ".";
}

bool within(double got, double want, double tolerance) { return std::fabs(got - want) <= tolerance; }

// What is wrong with one record (its row is a match): "" if nothing.
std::string record_problem(const float* box, const ExpectedBox& e, const float* row_values,
                           bool& unmapped) {
  std::string p;
  for (int k = 0; k < 4; ++k)
    if (!within(box[k], e.corner[k], e.tolerance[k]))
      p += std::string(p.empty() ? "" : ", ") + kFieldName[k] + " " + format_number(box[k]) + " (want " +
           format_number(e.corner[k]) + " +- " + format_number(e.tolerance[k]) + ")";
  if (!p.empty()) {
    unmapped = true;
    for (int k = 0; k < 4; ++k) unmapped &= within(box[k], e.unmapped[k], e.tolerance[k] + 1e-6 * std::fabs(e.unmapped[k]));
  }
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

}  // namespace

std::string check_decode(const DecodeInput& in, const DecodeOutcome& got) {
  const std::vector<ExpectedBox> want =
      postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i);
  const size_t without_objectness =
      postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i, {false}).size();
  bool explains_all = false;
  std::string message = count_problem(got, want.size(), without_objectness, explains_all);
  if (explains_all) return message;

  std::map<int, size_t> expected_of_row;
  for (size_t k = 0; k < want.size(); ++k) expected_of_row[want[k].row] = k;
  const size_t capacity = static_cast<size_t>(in.max_objects);
  const size_t stored = std::min(want.size(), capacity);
  const size_t stride = 5 + static_cast<size_t>(in.num_classes);
  const int num_boxes = static_cast<int>(in.predict.size() / stride);

  Examples empty, past, bad_row, not_match, duplicate, wrong;
  size_t unmapped_records = 0, wrong_records = 0, good = 0;
  std::map<int, size_t> slot_of_row;
  for (size_t s = 0; s < capacity; ++s) {
    const float* box = &got.boxes[s * kBoxElements];
    const bool untouched = is_poison(got.rows[s]);
    bool all_poison = untouched;
    for (int e = 0; e < kBoxElements; ++e) all_poison &= is_poison(box[e]);
    if (s >= stored) {
      if (!all_poison) past.add("slot " + str(s));
      continue;
    }
    if (untouched) {
      empty.add("slot " + str(s));
      continue;
    }
    const int row = got.rows[s];
    if (row < 0 || row >= num_boxes) {
      bad_row.add("rows[" + str(s) + "] = " + str(row));
      continue;
    }
    const auto it = expected_of_row.find(row);
    if (it == expected_of_row.end()) {
      not_match.add("slot " + str(s) + " holds row " + str(row));
      continue;
    }
    if (!slot_of_row.emplace(row, s).second) {
      duplicate.add("row " + str(row) + " in slots " + str(slot_of_row[row]) + " and " + str(s));
      continue;
    }
    bool unmapped = false;
    const std::string p = record_problem(box, want[it->second], &in.predict[row * stride], unmapped);
    if (p.empty()) {
      ++good;
    } else {
      ++wrong_records;
      unmapped_records += unmapped;
      wrong.add("slot " + str(s) + " (row " + str(row) + "): " + p);
    }
  }
  if (empty.count())
    append_problem(message, str(empty.count()) + " of the first " + str(stored) + " slots were never written "
           "(rows[slot] still holds the poison): " + empty.text() + ". Every claimed slot below max_objects "
           "must receive its box and its row.");
  if (past.count())
    append_problem(message, str(past.count()) + " slot(s) at or past slot " + str(stored) + " were written, although only " +
           str(stored) + " box(es) may exist: " + past.text() + (want.size() > capacity
               ? ". Compare the claimed slot with max_objects before writing (if (slot >= max_objects) return)."
               : "."));
  if (bad_row.count())
    append_problem(message, str(bad_row.count()) + " record(s) name a row outside 0 .. " + str(num_boxes - 1) + ": " +
           bad_row.text() + ". rows[slot] is the index of the row the box was decoded from.");
  if (not_match.count())
    append_problem(message, str(not_match.count()) + " record(s) come from rows that do not pass the threshold: " +
           not_match.text() + ". Skip a row when objectness < threshold, and when objectness * "
           "probability[label] < threshold.");
  if (duplicate.count())
    append_problem(message, str(duplicate.count()) + " row(s) were stored twice: " + duplicate.text() + ".");
  if (wrong.count()) {
    std::string line = str(wrong.count()) + " box(es) hold wrong values: " + wrong.text() + ".";
    if (unmapped_records == wrong_records)
      line += "\nThe corners are still in network-input pixels: map both corners back to the original "
              "image with d2i (x' = d2i[0] x + d2i[1] y + d2i[2], y' = d2i[3] x + d2i[4] y + d2i[5]); "
              "the course left this step commented out.";
    append_problem(message, line);
  }
  if (want.size() <= capacity && good + wrong_records < want.size()) {
    Examples missing;
    for (const ExpectedBox& e : want)
      if (!slot_of_row.count(e.row)) missing.add("row " + str(e.row));
    append_problem(message, str(missing.count()) + " matching row(s) are missing: " + missing.text() + ".");
  }
  if (message.empty()) return "";
  const std::string which = want.size() > capacity
      ? "any " + str(capacity) + " of the " + str(want.size()) + " matches, as max_objects is " + str(capacity)
      : "every match, in any order";
  return "decode must store " + str(stored) + " box(es) (" + which + ").\n" + message;
}

}  // namespace lab::postprocess_check

#include "checks_decode.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "reference.h"

namespace lab::checks {

namespace {

using postprocess_ref::ExpectedBox;
const char* const kFieldName[kBoxElements] = {"left",       "top",   "right", "bottom",
                                              "confidence", "label", "keep"};

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

bool within(double got, double want, double tolerance) {
  return std::fabs(got - want) <= tolerance;
}

// What is wrong with one record whose row is a match ("" if nothing); `corners_wrong` and
// `unmapped` say whether its corners are off, and whether they are then the corners in
// network-input pixels.
std::string record_problem(const float* box, const ExpectedBox& e, const float* row_values,
                           bool& corners_wrong, bool& unmapped) {
  std::string p;
  for (int k = 0; k < 4; ++k)
    if (!within(box[k], e.corner[k], e.tolerance[k]))
      p += std::string(p.empty() ? "" : ", ") +
           say("yolo.field-wrong", {{"field", kFieldName[k]},
                                    {"got", format_number(box[k])},
                                    {"want", format_number(e.corner[k])},
                                    {"tolerance", format_number(e.tolerance[k])}});
  corners_wrong = !p.empty();
  unmapped = corners_wrong;
  for (int k = 0; k < 4 && unmapped; ++k)
    unmapped = within(box[k], e.unmapped[k], e.unmapped_tolerance[k]);
  if (box[kConfidence] != e.confidence) {
    p += std::string(p.empty() ? "" : ", ") +
         say("yolo.confidence-wrong", {{"got", format_number(box[kConfidence])},
                                       {"want", format_number(e.confidence)},
                                       {"objectness", format_number(row_values[4])},
                                       {"probability", format_number(row_values[5 + e.label])}});
    if (box[kConfidence] == row_values[5 + e.label] && row_values[4] != 1.0f)
      p += say("yolo.confidence-alone");
  }
  if (box[kLabel] != static_cast<float>(e.label))
    p += std::string(p.empty() ? "" : ", ") +
         say("yolo.label-wrong", {{"got", format_number(box[kLabel])}, {"want", e.label}});
  if (box[kKeep] != 1.0f)
    p += std::string(p.empty() ? "" : ", ") +
         say("yolo.keep-not-one", {{"got", format_number(box[kKeep])}});
  return p;
}

// One slot below `stored` that was written: which row it names, and what its box holds.
void survey_record(const DecodeInput& in, const DecodeOutcome& got,
                   const std::vector<ExpectedBox>& want,
                   const std::map<int, size_t>& expected_of_row, size_t s, Survey& v) {
  const size_t stride = 5 + static_cast<size_t>(in.num_classes);
  const int num_boxes = static_cast<int>(in.predict.size() / stride);
  const int row = got.rows[s];
  if (row < 0 || row >= num_boxes) return v.bad_row.add("rows[" + str(s) + "] = " + str(row));
  const auto it = expected_of_row.find(row);
  if (it == expected_of_row.end())
    return v.not_match.add(say("yolo.slot-holds-row", {{"slot", s}, {"row", row}}));
  if (!v.slot_of_row.emplace(row, s).second)
    return v.duplicate.add(
        say("yolo.row-in-slots", {{"row", row}, {"first", v.slot_of_row[row]}, {"second", s}}));
  bool corners_wrong = false, unmapped = false;
  const std::string p = record_problem(&got.boxes[s * kBoxElements], want[it->second],
                                       &in.predict[row * stride], corners_wrong, unmapped);
  if (p.empty()) return void(++v.good);
  ++v.wrong_records;
  v.wrong_corners += corners_wrong;
  v.unmapped += unmapped;
  v.wrong.add(say("yolo.slot-record", {{"slot", s}, {"row", row}, {"problem", p}}));
}

Survey survey(const DecodeInput& in, const DecodeOutcome& got,
              const std::vector<ExpectedBox>& want) {
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
      if (!all_poison) v.past.add(say("yolo.slot", {{"slot", s}}));
    } else if (untouched) {
      v.empty.add(say("yolo.slot", {{"slot", s}}));
    } else {
      survey_record(in, got, want, expected_of_row, s, v);
    }
  }
  return v;
}

// *count against the number of matches; `explains_all` when the count alone says what went
// wrong (a counter that was not reset: then no slot below max_objects was even claimed).
Diagnosis count_problem(const DecodeOutcome& got, size_t matches, size_t without_objectness,
                        const Survey& v, bool& explains_all) {
  explains_all = false;
  if (got.count == static_cast<long long>(matches)) return {};
  const std::string head = say("yolo.count.head", {{"count", got.count}, {"matches", matches}});
  if (got.count_before != 0 &&
      got.count == static_cast<long long>(got.count_before) + static_cast<long long>(matches)) {
    explains_all = true;
    return diagnose("decode-counter-not-reset", {{"head", head}, {"before", got.count_before}});
  }
  if (got.count == 0 && v.written == 0) return diagnose("decode-nothing-decoded", {{"head", head}});
  if (got.count == 0)
    return diagnose("decode-count-zero", {{"head", head}, {"written", v.written}});
  if (without_objectness != matches && got.count == static_cast<long long>(without_objectness))
    return diagnose("decode-confidence-without-objectness",
                    {{"head", head}, {"without", without_objectness}});
  return diagnose("decode-count-wrong", {{"head", head}});
}

// Slots written where they must not be, or holding rows that must not be there.
Problems slot_problems(const Survey& v, size_t matches, int num_boxes) {
  Problems m;
  if (v.empty.count())
    m.add(
        diagnose("decode-slots-unwritten",
                 {{"count", v.empty.count()}, {"stored", v.stored}, {"examples", v.empty.text()}}));
  if (v.past.count())
    m.add(diagnose("decode-slots-past-max",
                   {{"count", v.past.count()},
                    {"stored", v.stored},
                    {"examples", v.past.text()},
                    {"advice", matches > v.capacity ? say("yolo.slots-past-max.compare") : ""}}));
  if (v.bad_row.count())
    m.add(diagnose(
        "decode-bad-row",
        {{"count", v.bad_row.count()}, {"last", num_boxes - 1}, {"examples", v.bad_row.text()}}));
  if (v.not_match.count())
    m.add(diagnose("decode-row-not-matching",
                   {{"count", v.not_match.count()}, {"examples", v.not_match.text()}}));
  if (v.duplicate.count())
    m.add(diagnose("decode-row-twice",
                   {{"count", v.duplicate.count()}, {"examples", v.duplicate.text()}}));
  return m;
}

// Records of matching rows that hold wrong values, and matching rows stored nowhere.
Problems record_problems(const Survey& v, const std::vector<ExpectedBox>& want) {
  Problems m;
  if (v.wrong.count()) {
    // Named only when every box with wrong corners has exactly the unmapped ones.
    const bool unmapped = v.wrong_corners > 0 && v.unmapped == v.wrong_corners;
    const Problems d2i = unmapped ? Problems(diagnose("decode-d2i-not-applied")) : Problems();
    m.add(d2i.quoted_in(
        diagnose("decode-values-wrong", {{"count", v.wrong.count()},
                                         {"examples", v.wrong.text()},
                                         {"d2i", d2i.empty() ? "" : "\n" + d2i.text()}})));
  }
  if (want.size() <= v.capacity && v.good + v.wrong_records < want.size()) {
    Examples missing;
    for (const ExpectedBox& e : want)
      if (!v.slot_of_row.count(e.row)) missing.add(say("yolo.row", {{"row", e.row}}));
    m.add(diagnose("decode-rows-missing",
                   {{"count", missing.count()}, {"examples", missing.text()}}));
  }
  return m;
}

}  // namespace

Problems check_decode(const DecodeInput& in, const DecodeOutcome& got) {
  const std::vector<ExpectedBox> want =
      postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i);
  const size_t without_objectness =
      postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i, {false})
          .size();
  const Survey v = survey(in, got, want);
  bool explains_all = false;
  Problems message = count_problem(got, want.size(), without_objectness, v, explains_all);
  if (explains_all) return message;
  const int num_boxes =
      static_cast<int>(in.predict.size() / (5 + static_cast<size_t>(in.num_classes)));
  message.add(slot_problems(v, want.size(), num_boxes));
  message.add(record_problems(v, want));
  if (message.empty()) return {};
  const std::string which =
      want.size() > v.capacity
          ? say("yolo.store.any", {{"capacity", v.capacity}, {"matches", want.size()}})
          : say("yolo.store.every");
  return all_problems(
      {Diagnosis{"", say("yolo.store", {{"stored", v.stored}, {"which", which}})}, message});
}

}  // namespace lab::checks

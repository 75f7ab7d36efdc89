#include "checks_nms.h"

#include <algorithm>
#include <cstring>

#include "checker/harness/diagnosis.h"
#include "checker/harness/compare.h"
#include "reference.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"

namespace lab::checks {

namespace {

using postprocess_ref::NmsRules;

std::string str(long long v) { return std::to_string(v); }

// The known mistakes, each as the rule it follows instead of the right one, with its hint.
struct Mistake {
  NmsRules rules;
  const char* id;
  const char* hint;
};

std::vector<Mistake> mistakes(bool greedy) {
  NmsRules other{!greedy}, unclamped{greedy}, across{greedy}, at_threshold{greedy};
  unclamped.clamp = false;
  across.per_class = false;
  at_threshold.strict = false;
  return {
      {other, greedy ? "nms-fast-not-greedy" : "nms-greedy-not-fast", greedy
                  ? "this is fast NMS, not greedy NMS: a box was suppressed by a box that was itself "
                    "suppressed. Greedy NMS takes the boxes best first and only a box still KEPT when its "
                    "turn comes suppresses the later ones."
                  : "this is greedy NMS, but nms_fast is the course's fast NMS: a box is suppressed by "
                    "ANY better box of its class that overlaps it, even one that is itself suppressed."},
      {unclamped, "nms-iou-not-clamped", "the IoU's intersection is not clamped at 0: two boxes apart in both x and y give a "
                  "negative width times a negative height, a positive 'intersection', and suppress each "
                  "other. Use max(0, right - left) and max(0, bottom - top)."},
      {across, "nms-across-classes", "boxes of different classes suppressed each other: NMS compares only boxes with the same "
               "label (a person in front of a car must keep both boxes)."},
      {at_threshold, "nms-iou-at-threshold", "a box whose IoU equals the threshold was suppressed: the contract suppresses when "
                     "IoU > threshold, strictly (>= instead of >)."},
  };
}

std::string box_text(const std::vector<float>& boxes, const std::vector<int>& rows, int i) {
  const float* b = &boxes[static_cast<size_t>(i) * kBoxElements];
  return "box " + str(i) + " (row " + str(rows[i]) + ", label " + format_number(b[kLabel]) +
         ", confidence " + format_number(b[kConfidence]) + ", [" + format_number(b[kLeft]) + ", " +
         format_number(b[kTop]) + ", " + format_number(b[kRight]) + ", " + format_number(b[kBottom]) + "])";
}

bool same_bits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

std::string check_nms(const NmsInput& in, const std::vector<float>& after) {
  const int capacity = static_cast<int>(in.rows.size());
  const int n = std::max(0, std::min(in.count, capacity));
  const char* function = in.greedy ? "nms_greedy" : "nms_fast";
  std::string message;

  Examples changed, past, not_flag;
  std::vector<int> got(n);
  for (int i = 0; i < capacity; ++i)
    for (int e = 0; e < kBoxElements; ++e) {
      const size_t k = static_cast<size_t>(i) * kBoxElements + e;
      if (i >= n || e != kKeep) {
        if (!same_bits(after[k], in.boxes[k]))
          (i >= n ? past : changed).add("box " + str(i) + " field " + str(e));
      } else if (after[k] == 1.0f || after[k] == 0.0f) {
        got[i] = after[k] == 1.0f;
      } else {
        not_flag.add("box " + str(i) + " keep = " + format_number(after[k]));
        got[i] = -1;
      }
    }
  if (changed.count())
    append_problem(message, tagged("nms-other-fields-changed",
                                   str(changed.count()) + " field(s) other than keep were changed: " + changed.text() +
                                       ". NMS only sets keep (1 kept, 0 suppressed)."));
  if (past.count())
    append_problem(message, tagged("nms-past-count-changed",
                                   str(past.count()) + " field(s) of boxes at or past n = min(*count, max_objects) = " +
                                       str(n) + " were changed: " + past.text() + ". Only the first n boxes exist."));
  if (not_flag.count())
    append_problem(message, tagged("nms-keep-not-flag", str(not_flag.count()) + " keep field(s) are neither 0 nor 1: " +
                                                            not_flag.text() + "."));

  const NmsRules right{in.greedy};
  const std::vector<int> want = postprocess_ref::nms(in.boxes, in.rows, n, in.iou_threshold, right);
  // A pair whose IoU lies within float rounding of the threshold may go either way.
  if (got != want && !postprocess_ref::nms_allows(in.boxes, in.rows, n, in.iou_threshold, right, got)) {
    Examples kept_wrongly, removed_wrongly;
    for (int i = 0; i < n; ++i) {
      if (got[i] == want[i]) continue;
      (want[i] ? removed_wrongly : kept_wrongly).add(box_text(in.boxes, in.rows, i));
    }
    std::string line = str(kept_wrongly.count() + removed_wrongly.count()) + " of " + str(n) +
                       " boxes have the wrong keep after " + function + " (IoU threshold " +
                       format_number(in.iou_threshold) + ").";
    if (removed_wrongly.count()) line += "\n  suppressed, but must be kept: " + removed_wrongly.text();
    if (kept_wrongly.count()) line += "\n  kept, but must be suppressed: " + kept_wrongly.text();
    if (std::all_of(got.begin(), got.end(), [](int k) { return k == 1; }))
      line += tagged("nms-nothing-suppressed", "\nNo box was suppressed at all: does the kernel compare the boxes "
                                               "and set keep = 0?");
    // Every known mistake that gives exactly this answer: on some inputs two of them agree,
    // and then the evidence cannot tell which one it is.
    std::vector<std::string> causes;
    for (const Mistake& m : mistakes(in.greedy))
      if (postprocess_ref::nms(in.boxes, in.rows, n, in.iou_threshold, m.rules) == got)
        causes.push_back(tagged(m.id, m.hint));
    if (causes.size() == 1) line += "\nLikely cause: " + causes[0];
    if (causes.size() > 1) {
      line += "\nLikely causes (each gives exactly this answer here):";
      for (const std::string& c : causes) line += "\n  - " + c;
    }
    append_problem(message, tagged("nms-keep-wrong", line));
  }
  return message;
}

}  // namespace lab::checks

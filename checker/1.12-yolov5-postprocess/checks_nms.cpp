#include "checks_nms.h"

#include <algorithm>
#include <cstring>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "reference.h"

namespace lab::checks {

namespace {

using postprocess_ref::NmsRules;

// The known mistakes, each as the rule it follows instead of the right one, with the id of
// its diagnosis (the message that names it).
struct Mistake {
  NmsRules rules;
  const char* id;
};

std::vector<Mistake> mistakes(bool greedy) {
  NmsRules other{!greedy}, unclamped{greedy}, across{greedy}, at_threshold{greedy}, unranked{false};
  unclamped.clamp = false;
  across.per_class = false;
  at_threshold.strict = false;
  unranked.ranked = false;
  std::vector<Mistake> all = {
      {other, greedy ? "nms-fast-not-greedy" : "nms-greedy-not-fast"},
      {unclamped, "nms-iou-not-clamped"},
      {across, "nms-across-classes"},
      {at_threshold, "nms-iou-at-threshold"},
  };
  if (!greedy) all.push_back({unranked, "nms-no-rank-test"});
  return all;
}

std::string box_text(const std::vector<float>& boxes, const std::vector<int>& rows, int i) {
  const float* b = &boxes[static_cast<size_t>(i) * kBoxElements];
  return say("nms.box",
             {{"box", i},
              {"row", rows[i]},
              {"label", format_number(b[kLabel])},
              {"confidence", format_number(b[kConfidence])},
              {"corners", "[" + format_number(b[kLeft]) + ", " + format_number(b[kTop]) + ", " +
                              format_number(b[kRight]) + ", " + format_number(b[kBottom]) + "]"}});
}

bool same_bits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

Problems check_nms(const NmsInput& in, const std::vector<float>& after) {
  const int capacity = static_cast<int>(in.rows.size());
  const int n = std::max(0, std::min(in.count, capacity));
  const char* function = in.greedy ? "nms_greedy" : "nms_fast";
  Problems message;

  Examples changed, past, not_flag;
  std::vector<int> got(n);
  for (int i = 0; i < capacity; ++i)
    for (int e = 0; e < kBoxElements; ++e) {
      const size_t k = static_cast<size_t>(i) * kBoxElements + e;
      if (i >= n || e != kKeep) {
        if (!same_bits(after[k], in.boxes[k]))
          (i >= n ? past : changed).add(say("nms.box-field", {{"box", i}, {"field", e}}));
      } else if (after[k] == 1.0f || after[k] == 0.0f) {
        got[i] = after[k] == 1.0f;
      } else {
        not_flag.add(say("nms.box-keep", {{"box", i}, {"keep", format_number(after[k])}}));
        got[i] = -1;
      }
    }
  if (changed.count())
    message.add(diagnose("nms-other-fields-changed",
                         {{"count", changed.count()}, {"examples", changed.text()}}));
  if (past.count())
    message.add(diagnose("nms-past-count-changed",
                         {{"count", past.count()}, {"n", n}, {"examples", past.text()}}));
  if (not_flag.count())
    message.add(diagnose("nms-keep-not-flag",
                         {{"count", not_flag.count()}, {"examples", not_flag.text()}}));

  const NmsRules right{in.greedy};
  const std::vector<int> want = postprocess_ref::nms(in.boxes, in.rows, n, in.iou_threshold, right);
  // A pair whose IoU lies within float rounding of the threshold may go either way.
  if (got != want &&
      !postprocess_ref::nms_allows(in.boxes, in.rows, n, in.iou_threshold, right, got)) {
    Examples kept_wrongly, removed_wrongly;
    for (int i = 0; i < n; ++i) {
      if (got[i] == want[i]) continue;
      (want[i] ? removed_wrongly : kept_wrongly).add(box_text(in.boxes, in.rows, i));
    }
    std::string details;
    Problems quoted;  // the diagnoses that details quote
    if (removed_wrongly.count())
      details += "\n  " + say("nms.removed-wrongly", {{"examples", removed_wrongly.text()}});
    if (kept_wrongly.count())
      details += "\n  " + say("nms.kept-wrongly", {{"examples", kept_wrongly.text()}});
    if (std::all_of(got.begin(), got.end(), [](int k) { return k == 1; })) {
      const Diagnosis nothing = diagnose("nms-nothing-suppressed");
      details += "\n" + nothing.text;
      quoted.add(nothing);
    }
    // Every known mistake that gives exactly this answer: on some inputs two of them agree,
    // and then the evidence cannot tell which one it is.
    std::vector<Diagnosis> causes;
    for (const Mistake& m : mistakes(in.greedy))
      if (postprocess_ref::nms(in.boxes, in.rows, n, in.iou_threshold, m.rules) == got)
        causes.push_back(diagnose(m.id));
    if (causes.size() == 1) details += "\n" + say("nms.likely-cause", {{"cause", causes[0].text}});
    if (causes.size() > 1) {
      details += "\n" + say("nms.likely-causes");
      for (const Diagnosis& c : causes) details += "\n  - " + c.text;
    }
    for (const Diagnosis& c : causes) quoted.add(c);
    message.add(quoted.quoted_in(
        diagnose("nms-keep-wrong", {{"wrong", kept_wrongly.count() + removed_wrongly.count()},
                                    {"n", n},
                                    {"function", function},
                                    {"threshold", format_number(in.iou_threshold)},
                                    {"details", details}})));
  }
  return message;
}

}  // namespace lab::checks

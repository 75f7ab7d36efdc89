// Host tests of the 1.12 references and diagnoses: the checks accept every allowed answer
// (any slot order, any max_objects of the matches) and name each known mistake when fed the
// answer that mistake produces (simulated with the reference's wrong rules).
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>

#include "chapters/1.12-yolov5-postprocess/synthetic.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "checker/harness/messages.h"
#include "checks_decode.h"
#include "checks_nms.h"
#include "nms_cases.h"
#include "reference.h"

using namespace lab;
using namespace lab::checks;

namespace {

template <typename T>
T poison() {
  T v;
  std::memset(static_cast<void*>(&v), kPoisonByte, sizeof v);
  return v;
}

DecodeInput realistic_input(int max_objects = 1024) {
  SyntheticSpec spec;
  spec.seed = 7;
  DecodeInput in;
  in.predict = make_synthetic_output(spec).predict;
  in.d2i = letterbox_d2i(810, 1080, 640);
  in.max_objects = max_objects;
  return in;
}

// What a decode following `rules` (and mapping with d2i unless `unmapped`) stores, in a
// shuffled slot order.
DecodeOutcome simulated(const DecodeInput& in, uint64_t seed,
                        postprocess_ref::DecodeRules rules = {}, bool unmapped = false) {
  std::vector<postprocess_ref::ExpectedBox> e =
      postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i, rules);
  std::shuffle(e.begin(), e.end(), std::mt19937_64(seed));
  DecodeOutcome o;
  o.count = static_cast<int>(e.size());
  o.boxes.assign(static_cast<size_t>(in.max_objects) * kBoxElements, poison<float>());
  o.rows.assign(in.max_objects, poison<int>());
  for (int s = 0; s < in.max_objects && s < o.count; ++s) {
    for (int k = 0; k < 4; ++k)
      o.boxes[s * kBoxElements + k] =
          static_cast<float>(unmapped ? e[s].unmapped[k] : e[s].corner[k]);
    o.boxes[s * kBoxElements + kConfidence] = e[s].confidence;
    o.boxes[s * kBoxElements + kLabel] = static_cast<float>(e[s].label);
    o.boxes[s * kBoxElements + kKeep] = 1.0f;
    o.rows[s] = e[s].row;
  }
  return o;
}

bool mentions(const std::string& text, const std::string& needle) {
  return text.find(needle) != std::string::npos;
}

std::vector<float> after_nms(const NmsCase& c, postprocess_ref::NmsRules rules) {
  std::vector<float> after = c.boxes;
  const int n = std::min(c.count, static_cast<int>(c.rows.size()));
  const std::vector<int> keep = postprocess_ref::nms(c.boxes, c.rows, n, c.iou_threshold, rules);
  for (int i = 0; i < n; ++i) after[i * kBoxElements + kKeep] = static_cast<float>(keep[i]);
  return after;
}

}  // namespace

TEST_CASE("1.12 reference: decode's rules", "[host][1.12]") {
  DecodeInput in;
  in.num_classes = 3;
  in.conf_threshold = 0.5f;
  in.d2i = {2, 0, 1, 0, 2, -1};
  in.predict = {
      10, 20, 4, 6, 0.5f,  0.2f, 1.0f, 1.0f,  // at the threshold, classes 1 and 2 tie: label 1
      10, 20, 4, 6, 0.49f, 1.0f, 1.0f, 1.0f,  // objectness below
      10, 20, 4, 6, 0.9f,  0.5f, 0.5f, 0.1f,  // 0.45 < 0.5
  };
  const auto e = postprocess_ref::decode(in.predict, in.num_classes, in.conf_threshold, in.d2i);
  REQUIRE(e.size() == 1);
  CHECK(e[0].row == 0);
  CHECK(e[0].label == 1);
  CHECK(e[0].confidence == 0.5f);
  CHECK(e[0].corner == std::array<double, 4>{17, 33, 25, 45});
  CHECK(postprocess_ref::decode(in.predict, 3, 0.5f, in.d2i, {false}).size() == 2);
}

TEST_CASE("1.12 reference: fast and greedy NMS on the chain A-B-C", "[host][1.12]") {
  const std::vector<float> boxes = {0,    0, 10, 10, 0.9f, 0,  1,  3,    0, 13, 10,
                                    0.8f, 0, 1,  6,  0,    16, 10, 0.7f, 0, 1};
  const std::vector<int> rows = {1, 2, 3};
  CHECK(postprocess_ref::nms(boxes, rows, 3, 0.5f, {false}) == std::vector<int>{1, 0, 0});
  CHECK(postprocess_ref::nms(boxes, rows, 3, 0.5f, {true}) == std::vector<int>{1, 0, 1});
  CHECK(postprocess_ref::iou(&boxes[0], &boxes[7]) == 70.0f / 130.0f);
}

TEST_CASE("1.12 check_decode: accepts any slot order and any max_objects of the matches",
          "[host][1.12]") {
  const DecodeInput in = realistic_input();
  const DecodeOutcome good = simulated(in, 1);
  REQUIRE(good.count > 20);
  CHECK(check_decode(in, good).empty());
  CHECK(check_decode(in, simulated(in, 2)).empty());
  const DecodeInput small = realistic_input(16);
  CHECK(check_decode(small, simulated(small, 3)).empty());
}

TEST_CASE("1.12 check_decode: diagnoses the known mistakes", "[host][1.12]") {
  const DecodeInput in = realistic_input();
  const DecodeOutcome good = simulated(in, 4);
  SECTION("the skeleton: nothing decoded") {
    DecodeOutcome o = simulated(in, 4);
    o.count = 0;
    std::fill(o.boxes.begin(), o.boxes.end(), poison<float>());
    std::fill(o.rows.begin(), o.rows.end(), poison<int>());
    CHECK(mentions(check_decode(in, o).text(), "no box was decoded"));
  }
  SECTION("counter not reset") {
    DecodeOutcome o = good;
    o.count_before = 1000;
    o.count += 1000;
    CHECK(mentions(check_decode(in, o).text(), "counter was not reset"));
  }
  SECTION("confidence without objectness") {
    const std::string d = check_decode(in, simulated(in, 5, {false})).text();
    CHECK(mentions(d, "multiply by the objectness"));
  }
  SECTION("d2i not applied") {
    CHECK(mentions(check_decode(in, simulated(in, 6, {}, true)).text(), "map both corners back"));
  }
  SECTION("writes past max_objects") {
    const DecodeInput small = realistic_input(16);
    DecodeOutcome o = simulated(small, 7);
    o.rows[15] = poison<int>();
    CHECK(mentions(check_decode(small, o).text(), "never written"));
  }
}

TEST_CASE("1.12 check_nms: accepts the right answers, names each known mistake", "[host][1.12]") {
  for (int random_boxes : {0, 300}) {
    const NmsCase c = make_nms_case(random_boxes, 11);
    for (bool greedy : {false, true}) {
      const NmsInput in{c.boxes, c.rows, c.count, c.iou_threshold, greedy};
      CHECK(check_nms(in, after_nms(c, {greedy})).empty());
      postprocess_ref::NmsRules other{!greedy}, unclamped{greedy}, across{greedy}, at{greedy};
      unclamped.clamp = false;
      across.per_class = false;
      at.strict = false;
      CHECK(mentions(check_nms(in, after_nms(c, other)).text(),
                     greedy ? "this is fast NMS" : "this is greedy NMS"));
      CHECK(mentions(check_nms(in, after_nms(c, unclamped)).text(), "not clamped at 0"));
      CHECK(mentions(check_nms(in, after_nms(c, across)).text(),
                     "different classes suppressed each other"));
      CHECK(mentions(check_nms(in, after_nms(c, at)).text(), ">= instead of >"));
      CHECK(mentions(check_nms(in, c.boxes).text(), "No box was suppressed"));  // the skeleton
    }
    // Fast NMS without the test of which box is better: overlapping boxes remove each other.
    postprocess_ref::NmsRules unranked{false};
    unranked.ranked = false;
    const NmsInput fast{c.boxes, c.rows, c.count, c.iou_threshold, false};
    CHECK(
        mentions(check_nms(fast, after_nms(c, unranked)).text(), "overlaps it but is not better"));
  }
  const NmsCase over = make_nms_case(200, 12, 57);
  CHECK(check_nms({over.boxes, over.rows, over.count, over.iou_threshold, true},
                  after_nms(over, {true}))
            .empty());
}

TEST_CASE("1.12 check_decode: *count 0 is 'nothing decoded' only when no slot was written",
          "[host][1.12]") {
  const DecodeInput in = realistic_input();
  DecodeOutcome o = simulated(in, 8);
  o.count = 0;
  const lab::Problems d = check_decode(in, o);
  CHECK_THAT(d.text(), !lab::contains("no box was decoded"));
  CHECK_THAT(d.text(), lab::contains("slot(s) were written"));
  CHECK(d.ids().front() == "decode-count-zero");
}

TEST_CASE("1.12 check_decode: unmapped corners are named even when some confidences are wrong too",
          "[host][1.12]") {
  const DecodeInput in = realistic_input();
  DecodeOutcome o = simulated(in, 9, {}, true);
  o.boxes[kConfidence] = 0.125f;  // one record wrong in another way as well
  const lab::Problems d = check_decode(in, o);
  CHECK_THAT(d.text(), lab::contains("map both corners back"));
  const std::vector<std::string> ids = d.ids();
  CHECK(std::count(ids.begin(), ids.end(), "decode-d2i-not-applied") == 1);
}

TEST_CASE("1.12 IoU at the threshold: float rounding may decide, an exact tie may not",
          "[host][1.12]") {
  const float t = 0.45f;
  // a = [0, 1] x [0, 1]; b = [0, w] x [0, 1] inside it: IoU = w exactly.
  auto pair = [](float w) {
    return std::vector<float>{0, 0, 1, 1, 0.9f, 0, 1, 0, 0, w, 1, 0.8f, 0, 1};
  };
  const std::vector<int> rows = {1, 2};
  const std::vector<float> close = pair(std::nextafter(t, 1.0f)), clear = pair(t + 0.01f);
  CHECK(postprocess_ref::iou_ambiguous(&close[0], &close[7], t));
  CHECK_FALSE(postprocess_ref::iou_ambiguous(&clear[0], &clear[7], t));
  for (bool greedy : {false, true}) {
    // One float ulp above the threshold: the reference suppresses b, keeping it is also right.
    CHECK(postprocess_ref::nms(close, rows, 2, t, {greedy}) == std::vector<int>{1, 0});
    CHECK(postprocess_ref::nms_allows(close, rows, 2, t, {greedy}, {1, 1}));
    CHECK(check_nms({close, rows, 2, t, greedy},
                    [&] {
                      auto a = close;
                      a[13] = 1;
                      return a;
                    }())
              .empty());
    // Clearly above: only suppressing b is right.
    CHECK_FALSE(postprocess_ref::nms_allows(clear, rows, 2, t, {greedy}, {1, 1}));
  }
  // The named pair exactly at 0.5 (intersection 2, union 4, every step exact): not in doubt.
  const NmsCase named = make_nms_case(0, 13);
  const int n = named.count;
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b)
      if (a != b)
        CHECK_FALSE(postprocess_ref::iou_ambiguous(&named.boxes[a * 7], &named.boxes[b * 7], 0.5f));
}

TEST_CASE("1.12 second NMS call: one box more suppressed, and a kept result is named",
          "[host][1.12]") {
  for (int random_boxes : {0, 300}) {
    const NmsCase c = make_nms_case(random_boxes, 14);
    for (bool greedy : {false, true}) {
      const std::vector<float> first = after_nms(c, {greedy});
      const std::vector<float> fresh = second_call_boxes(c, first, c.iou_threshold);
      REQUIRE_FALSE(fresh.empty());
      const int n = std::min(c.count, static_cast<int>(c.rows.size()));
      const std::vector<int> keep =
          postprocess_ref::nms(fresh, c.rows, n, c.iou_threshold, {greedy});
      int more = 0;
      for (int i = 0; i < n; ++i) {
        CHECK((first[i * 7 + kKeep] == 0.0f ? keep[i] == 0 : true));  // a 0 stays 0
        more += first[i * 7 + kKeep] == 1.0f && keep[i] == 0;
      }
      CHECK(more == 1);
      // The first call's keep fields, left as they were, are wrong for the fresh boxes.
      CHECK_FALSE(check_nms({fresh, c.rows, c.count, c.iou_threshold, greedy}, fresh).empty());
    }
  }
}

TEST_CASE("1.12 decode bounds: corners computed in float, in either order, with FMA, pass",
          "[host][1.12]") {
  // The corner as a kernel may compute it: the contract's m0 x + m1 y + m2 with the products
  // fused (FMA), or the centre mapped first and the mapped half size taken off it.
  for (bool centre_first : {false, true}) {
    const DecodeInput in = realistic_input();
    DecodeOutcome o = simulated(in, 10);
    const size_t stride = 5 + static_cast<size_t>(in.num_classes);
    const float* m = in.d2i.data();
    for (int s = 0; s < std::min(o.count, in.max_objects); ++s) {
      const float* p = &in.predict[static_cast<size_t>(o.rows[s]) * stride];
      const float hw = p[2] * 0.5f, hh = p[3] * 0.5f;
      for (int k = 0; k < 4; ++k) {
        const float* r = m + (k % 2) * 3;  // the row of d2i for x (even k) or y (odd k)
        const float sign = k < 2 ? -1.0f : 1.0f;
        const float x = p[0] + sign * hw, y = p[1] + sign * hh;
        o.boxes[s * kBoxElements + k] =
            centre_first
                ? std::fma(r[0], p[0], std::fma(r[1], p[1], r[2])) + sign * (r[0] * hw + r[1] * hh)
                : std::fma(r[0], x, std::fma(r[1], y, r[2]));
      }
    }
    INFO(centre_first);
    CHECK(check_decode(in, o).text() == "");
  }
}

TEST_CASE("1.12 in Chinese: decode's diagnoses, with their ids and numbers", "[host][1.12]") {
  const DecodeInput in = realistic_input();
  DecodeOutcome o = simulated(in, 4);
  const long long matches = o.count;
  o.count_before = 1000;
  o.count += 1000;
  const lab::Problems d = lab::in_chinese([&] { return check_decode(in, o); });
  CHECK(d.ids() == std::vector<std::string>{"decode-counter-not-reset"});
  CHECK_THAT(d.text(),
             lab::starts_with("decode 之后 *count = " + std::to_string(1000 + matches) +
                              "，但 predict 中有 " + std::to_string(matches) + " 行通过了阈值"));
  CHECK_THAT(d.text(), lab::contains("计数器没有清零"));
  CHECK_THAT(d.text(), lab::contains("cudaMemsetAsync(count, 0, sizeof(int), stream)"));

  const lab::Problems unmapped =
      lab::in_chinese([&] { return check_decode(in, simulated(in, 6, {}, true)); });
  const std::vector<std::string> ids = unmapped.ids();
  CHECK(std::count(ids.begin(), ids.end(), "decode-d2i-not-applied") == 1);
  CHECK_THAT(unmapped.text(), lab::contains("用 d2i 把两个角点都映射回原图"));
  CHECK_THAT(unmapped.text(), lab::contains("槽位"));
}

TEST_CASE("1.12 in Chinese: NMS names its likely cause", "[host][1.12]") {
  const NmsCase c = make_nms_case(0, 11);
  postprocess_ref::NmsRules across{true};
  across.per_class = false;
  const lab::Problems d = lab::in_chinese([&] {
    return check_nms({c.boxes, c.rows, c.count, c.iou_threshold, true}, after_nms(c, across));
  });
  CHECK_THAT(d.text(), lab::contains("nms_greedy 之后，"));
  CHECK_THAT(d.text(), lab::contains("不同类别的框互相抑制了"));
  CHECK(mentions(
      check_nms({c.boxes, c.rows, c.count, c.iou_threshold, true}, after_nms(c, across)).text(),
      "different classes suppressed each other"));
}

// Host tests of chapter 1.16's scene, of the stand-in model's rules and CPU reference, and of
// the comparison with the truth: the detector finds the scene's objects in every frame, and a
// stale, mixed-up or otherwise changed frame changes what it keeps.
#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "reference.h"

using namespace lab;
using namespace standin;

namespace {

// Small frames, for speed, that keep a real letterbox (480 x 270 is scaled up by 4/3 and
// padded above and below).
SceneSpec small_scene(int frames, uint64_t seed = 3) { return {frames, 480, 270, 5, seed}; }

std::vector<Detection> detect_frame(const Video& v, int i, int passes) {
  return pipeline_ref::detect(v.frame(i), v.width, v.height, passes);
}

bool inside(int x, int y, const TrueBox& t) {
  return x > t.left && x < t.right && y > t.top && y < t.bottom;
}

int pixel_class(const Video& v, int i, int x, int y) {
  const uint8_t* p = v.frame(i) + static_cast<size_t>(y) * v.line_size() + 3 * x;
  return class_of_pixel(p[2], p[1], p[0]);
}

}  // namespace

TEST_CASE("1.16 scene: the same spec gives the same video, another seed another", "[host][1.16]") {
  const Video a = make_video(small_scene(3)), b = make_video(small_scene(3));
  CHECK(a.bytes == b.bytes);
  REQUIRE(a.bytes.size() == 3 * a.frame_bytes());
  const Video c = make_video(small_scene(3, 4));
  CHECK(a.bytes != c.bytes);
  CHECK(a.truth[0].size() == 5);
}

TEST_CASE("1.16 scene: the objects are where the truth says, apart, and move", "[host][1.16]") {
  for (const SceneSpec& spec :
       {small_scene(6), SceneSpec{4, 270, 480, 6, 9}, SceneSpec{3, 1920, 1080, 5, 1}}) {
    const Video v = make_video(spec);
    INFO(spec.width << " x " << spec.height << ", " << spec.objects << " objects");
    for (int i = 0; i < v.frames; ++i) {
      const std::vector<TrueBox>& truth = v.truth[i];
      REQUIRE(truth.size() == static_cast<size_t>(spec.objects));
      for (size_t a = 0; a < truth.size(); ++a) {
        const TrueBox& t = truth[a];
        CHECK((t.left >= 3.5f && t.top >= 3.5f && t.right <= v.width - 4.5f &&
               t.bottom <= v.height - 4.5f));
        for (size_t b = a + 1; b < truth.size(); ++b) {
          const TrueBox& u = truth[b];
          CHECK(t.label != u.label);
          CHECK((t.right + 4 <= u.left || u.right + 4 <= t.left || t.bottom + 4 <= u.top ||
                 u.bottom + 4 <= t.top));
        }
      }
      // A class's pixels lie in its box, reach each of its four edges, and no other pixel
      // (background) is of any class.
      for (const TrueBox& t : truth) {
        int reach[4] = {0, 0, 0, 0};
        for (int y = 0; y < v.height; ++y)
          for (int x = 0; x < v.width; ++x) {
            if (pixel_class(v, i, x, y) != t.label) continue;
            CHECK(inside(x, y, t));
            reach[0] |= x == t.left + 0.5f, reach[1] |= y == t.top + 0.5f;
            reach[2] |= x == t.right - 0.5f, reach[3] |= y == t.bottom - 0.5f;
          }
        CHECK((reach[0] && reach[1] && reach[2] && reach[3]));
      }
      for (int y = 0; y < v.height; y += 3)
        for (int x = 0; x < v.width; x += 3)
          if (std::none_of(truth.begin(), truth.end(),
                           [&](const TrueBox& t) { return inside(x, y, t); }))
            CHECK(pixel_class(v, i, x, y) == -1);
      if (i > 0)
        for (size_t o = 0; o < truth.size(); ++o)
          CHECK((truth[o].left != v.truth[i - 1][o].left || truth[o].top != v.truth[i - 1][o].top));
    }
  }
}

TEST_CASE("1.16 scene: a spec it cannot draw is refused, saying why", "[host][1.16]") {
  const auto why = [](const SceneSpec& spec) {
    try {
      make_video(spec);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK_THAT(why({0, 480, 270, 5, 1}), lab::contains("frames must be at least 1"));
  CHECK_THAT(why({1, 480, 270, 7, 1}), lab::contains("objects must be 1 to 6"));
  CHECK_THAT(why({1, 0, 270, 5, 1}), lab::contains("1 to 16384 pixels"));
  CHECK_THAT(why({1, 1920, 100, 1, 1}), lab::contains("under 20 pixels"));
  CHECK_THAT(why({1, 1200, 200, 5, 1}), lab::contains("too small or too elongated"));
  CHECK_THAT(why({1, 150, 150, 6, 1}), lab::contains("do not fit side by side"));
  CHECK_THAT(why({100000, 1920, 1080, 5, 1}), lab::contains("more than 4 GiB"));
}

TEST_CASE("1.16 model rules: levels, colours and luma", "[host][1.16]") {
  for (int level = 0; level < 256; ++level)
    CHECK(level_of(static_cast<float>(level) * (1.0f / 255.0f)) == level);
  CHECK(level_of(std::numeric_limits<float>::quiet_NaN()) == 0);
  CHECK(level_of(-1.0f) == 0);
  CHECK(level_of(2.0f) == 255);
  for (int c = 0; c < kClassesKnown; ++c) {
    const unsigned ch = class_channels(c);
    const auto level = [&](unsigned bit, int near) { return ch & bit ? 255 - near : near; };
    CHECK(class_of_pixel(level(4, 0), level(2, 0), level(1, 0)) == c);
    CHECK(class_of_pixel(level(4, kMatchTolerance), level(2, kMatchTolerance), level(1, 0)) == c);
    CHECK(class_of_pixel(level(4, kMatchTolerance + 1), level(2, 0), level(1, 0)) == -1);
    for (int d = 0; d < c; ++d) CHECK(class_channels(d) != ch);
  }
  CHECK(class_of_pixel(0, 0, 0) == -1);        // black
  CHECK(class_of_pixel(255, 255, 255) == -1);  // white
  CHECK(class_of_pixel(114, 114, 114) == -1);  // the letterbox's fill
  CHECK(luma_of(255, 255, 255) == 255);
  CHECK(luma_of(0, 0, 0) == 0);
}

TEST_CASE("1.16 model reference: the boxes kept are the scene's objects, every frame",
          "[host][1.16]") {
  // The chapter's own frame and cost once; smaller frames, other shapes and fewer passes
  // (the boxes do not depend on the passes, only the confidences do) for the rest.
  const Video full = make_video({1, 1920, 1080, 5, 1});
  CHECK(truth_mismatch(detect_frame(full, 0, kFeaturePasses), full.truth[0], 1920, 1080) == "");
  for (const SceneSpec& spec : {small_scene(8), SceneSpec{3, 270, 480, 6, 9},
                                SceneSpec{3, 640, 640, 4, 11}, SceneSpec{2, 333, 201, 3, 12}}) {
    const Video v = make_video(spec);
    for (int i = 0; i < v.frames; ++i) {
      INFO(spec.width << " x " << spec.height << ", frame " << i);
      CHECK(truth_mismatch(detect_frame(v, i, 3), v.truth[i], v.width, v.height) == "");
    }
  }
}

TEST_CASE("1.16 model reference: decode keeps every view, NMS the main one of each object",
          "[host][1.16]") {
  const Video v = make_video(small_scene(2));
  const std::vector<float> predict =
      pipeline_ref::model(pipeline_ref::tensor_of(v.frame(1), v.width, v.height), 3);
  REQUIRE(predict.size() == static_cast<size_t>(kModelRows) * kModelRowFloats);
  size_t passing = 0, views = 0;
  for (int row = 0; row < kModelRows; ++row) {
    const float* p = &predict[static_cast<size_t>(row) * kModelRowFloats];
    const float best = *std::max_element(p + 5, p + kModelRowFloats);
    if (p[4] >= kConfThreshold && p[4] * best >= kConfThreshold) ++passing;
    views += best >= 768 * kUnit;
  }
  CHECK(views == 5 * kViews);
  CHECK(passing == views);  // no noise row passes
  const std::vector<Detection> kept = pipeline_ref::postprocess(predict, v.width, v.height);
  CHECK(kept.size() == 5);
}

TEST_CASE("1.16 model reference: a stale, mixed-up or changed frame changes the boxes",
          "[host][1.16]") {
  const Video v = make_video(small_scene(4));
  const std::vector<Detection> right = detect_frame(v, 2, 3);
  REQUIRE(truth_mismatch(right, v.truth[2], v.width, v.height) == "");
  // The frame before in its place: the objects moved.
  const std::vector<Detection> stale = detect_frame(v, 1, 3);
  CHECK(truth_mismatch(stale, v.truth[2], v.width, v.height) != "");
  // The top half of frame 2 and the bottom half of frame 3: a staging buffer overwritten
  // while it was being uploaded.
  std::vector<uint8_t> mixed(v.frame(2), v.frame(2) + v.frame_bytes());
  const size_t half = v.frame_bytes() / 2;
  std::copy(v.frame(3) + half, v.frame(3) + v.frame_bytes(), mixed.begin() + half);
  const std::vector<Detection> torn = pipeline_ref::detect(mixed.data(), v.width, v.height, 3);
  CHECK_FALSE(pipeline_ref::identical(torn, right));
  CHECK_FALSE(pipeline_ref::identical(torn, detect_frame(v, 3, 3)));
  // One background pixel changed, far from every object: the boxes stay, the confidences
  // (through the frame's fingerprint) do not, so no wrong frame goes unseen.
  std::vector<uint8_t> touched(v.frame(2), v.frame(2) + v.frame_bytes());
  touched[static_cast<size_t>(v.height / 2) * v.line_size() + 3 * 2] ^= 8;
  const std::vector<Detection> changed = pipeline_ref::detect(touched.data(), v.width, v.height, 3);
  CHECK(truth_mismatch(changed, v.truth[2], v.width, v.height) == "");
  CHECK_FALSE(pipeline_ref::identical(changed, right));
}

TEST_CASE("1.16 model reference: the feature passes feed the objectness, and only it",
          "[host][1.16]") {
  const Video v = make_video(small_scene(1));
  const std::vector<float> tensor = pipeline_ref::tensor_of(v.frame(0), v.width, v.height);
  const std::vector<float> none = pipeline_ref::model(tensor, 0),
                           some = pipeline_ref::model(tensor, 5);
  size_t differ = 0;
  for (size_t i = 0; i < none.size(); ++i)
    if (none[i] != some[i]) {
      CHECK(i % kModelRowFloats == 4);
      ++differ;
    }
  CHECK(differ == 5 * kViews);
  const pipeline_ref::Findings f = pipeline_ref::find_objects(tensor, 5);
  for (const FoundObject& o : f.objects)
    if (is_found(o)) CHECK(o.energy > 0);
}

TEST_CASE(
    "1.16 scene's truth: boxes within the letterbox's tolerance pass, and what differs is named",
    "[host][1.16]") {
  const std::vector<TrueBox> truth = {{99.5f, 49.5f, 199.5f, 129.5f, 2},
                                      {299.5f, 9.5f, 359.5f, 99.5f, 4}};
  const double tol = edge_tolerance(1920, 1080);
  CHECK(tol == Approx(2.5));  // half a network pixel (3 frame pixels) and one pixel
  const auto kept = [&](float shift) {
    return std::vector<Detection>{{99.5f + shift, 49.5f, 199.5f, 129.5f - shift, 0.9f, 2, 7},
                                  {299.5f, 9.5f, 359.5f, 99.5f, 0.8f, 4, 9}};
  };
  CHECK(truth_mismatch(kept(0), truth, 1920, 1080) == "");
  CHECK(truth_mismatch(kept(2.4f), truth, 1920, 1080) == "");
  CHECK_THAT(truth_mismatch(kept(2.6f), truth, 1920, 1080),
             lab::contains("blue object [99.50 49.50 199.50 129.50]: kept [102.10 49.50 199.50 "
                           "126.90], an edge 2.60 pixels off (tolerance 2.50)"));
  std::vector<Detection> extra = kept(0);
  extra.push_back({10, 10, 20, 20, 0.5f, 1, 3});
  CHECK_THAT(
      truth_mismatch(extra, truth, 1920, 1080),
      lab::contains(
          "a kept box [10.00 10.00 20.00 20.00] of class 1 where the frame has no such object"));
  CHECK_THAT(
      truth_mismatch({kept(0)[1]}, truth, 1920, 1080),
      lab::contains("blue object [99.50 49.50 199.50 129.50]: 0 kept boxes of its class, not 1"));
  std::vector<Detection> twice = kept(0);
  twice.push_back(twice[0]);
  CHECK_THAT(truth_mismatch(twice, truth, 1920, 1080), lab::contains("2 kept boxes"));
}

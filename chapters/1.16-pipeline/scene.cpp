#include "scene.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "model_rules.h"

namespace lab {

namespace {

// The background's levels stay this far from 0 and 255, so that no background pixel, and no
// blend of background and letterbox fill, is within the model's tolerance of a class colour.
constexpr int kBackgroundLow = 56, kBackgroundHigh = 182;
static_assert(kBackgroundLow > standin::kMatchTolerance &&
                  255 - kBackgroundHigh > standin::kMatchTolerance,
              "the background must never match a class colour");

enum class Shape { rectangle, rounded, cross, frame };
constexpr int kShapes = 4;

// The draws of one video: splitmix64, the same numbers for the same seed on every machine.
class Draws {
 public:
  explicit Draws(uint64_t seed) : state_(seed) {}
  uint64_t next() { return standin::mix64(state_ += 0x9e3779b97f4a7c15ull); }
  int in(int lo, int hi) {  // lo .. hi, both included
    return lo + static_cast<int>(next() % static_cast<uint64_t>(hi - lo + 1));
  }

 private:
  uint64_t state_;
};

// One object: its class, shape and size, and how its top-left corner moves along each axis
// (0: x, 1: y) between lo and hi, bouncing.
struct Object {
  int label = 0;
  Shape shape = Shape::rectangle;
  int size[2] = {0, 0};
  int lo[2] = {0, 0}, hi[2] = {0, 0};
  int start[2] = {0, 0}, speed[2] = {0, 0};

  int position(int axis, int frame) const {
    const long long span = hi[axis] - lo[axis];
    if (span == 0) return lo[axis];
    long long u = (start[axis] + static_cast<long long>(speed[axis]) * frame) % (2 * span);
    if (u < 0) u += 2 * span;
    return lo[axis] + static_cast<int>(u <= span ? u : 2 * span - u);
  }

  // Whether pixel (u, v) of the object's box belongs to it. Every shape reaches each edge of
  // its box along a straight run at least a third of the box long, so a downscaled view still
  // shows the whole box.
  bool covers(int u, int v) const {
    const int w = size[0], h = size[1];
    switch (shape) {
      case Shape::rectangle: return true;
      case Shape::rounded: {
        const int r = std::min(w, h) / 4;
        const int du = std::max({0, r - u, u - (w - 1 - r)});
        const int dv = std::max({0, r - v, v - (h - 1 - r)});
        return du * du + dv * dv <= r * r;
      }
      case Shape::cross: return (u >= w / 3 && u < w - w / 3) || (v >= h / 3 && v < h - h / 3);
      case Shape::frame: {
        const int t = std::max(2, std::min(w, h) / 5);
        return u < t || u >= w - t || v < t || v >= h - t;
      }
    }
    return false;
  }
};

void require(bool ok, const std::string& why) {
  if (!ok) throw std::invalid_argument("make_video: " + why);
}

std::vector<Object> plan_objects(const SceneSpec& spec) {
  require(spec.frames >= 1, "frames must be at least 1, not " + std::to_string(spec.frames));
  require(spec.objects >= 1 && spec.objects <= standin::kClassesKnown,
          "objects must be 1 to " + std::to_string(standin::kClassesKnown) + ", not " +
              std::to_string(spec.objects));
  require(spec.width >= 1 && spec.height >= 1 && spec.width <= 16384 && spec.height <= 16384,
          "a frame is 1 to 16384 pixels wide and high, not " + std::to_string(spec.width) + " x " +
              std::to_string(spec.height));
  require(static_cast<unsigned long long>(spec.width) * spec.height * 3 * spec.frames <= 1ull << 32,
          "the video would take more than 4 GiB (" + std::to_string(spec.frames) + " frames of " +
              std::to_string(spec.width) + " x " + std::to_string(spec.height) + ")");
  const int along = spec.width >= spec.height ? 0 : 1;  // the long side: the objects' bands
  const int long_side = std::max(spec.width, spec.height);
  const int short_side = std::min(spec.width, spec.height);
  const int smallest = short_side / 8, largest = short_side / 4;
  const int margin = std::max(4, short_side / 128);
  const int band = long_side / spec.objects;
  // The letterbox scales the long side to the model's input: the smallest object must keep
  // 20 pixels there, where the near-duplicate views still overlap it enough for NMS.
  require(static_cast<long long>(smallest) * kModelInput >= 20ll * long_side,
          "objects of 1/8 of the short side would be under 20 pixels in the model's input: the "
          "frame is too small or too elongated (" +
              std::to_string(spec.width) + " x " + std::to_string(spec.height) + ")");
  require(band - 2 * margin >= smallest, std::to_string(spec.objects) +
                                             " objects do not fit side by side along " +
                                             std::to_string(long_side) + " pixels");

  Draws draws(spec.seed);
  int labels[standin::kClassesKnown];
  for (int c = 0; c < standin::kClassesKnown; ++c) labels[c] = c;
  for (int c = standin::kClassesKnown - 1; c > 0; --c) std::swap(labels[c], labels[draws.in(0, c)]);

  const int slow = std::max(2, short_side / 60), fast = std::max(slow + 1, short_side / 30);
  std::vector<Object> objects(spec.objects);
  for (int o = 0; o < spec.objects; ++o) {
    Object& obj = objects[o];
    obj.label = labels[o];
    obj.shape = static_cast<Shape>(draws.in(0, kShapes - 1));
    for (int axis = 0; axis < 2; ++axis) {
      const bool in_band = axis == along;
      const int room = in_band ? band - 2 * margin : short_side - 2 * margin;
      obj.size[axis] = draws.in(smallest, std::min(largest, room));
      obj.lo[axis] = (in_band ? o * band : 0) + margin;
      obj.hi[axis] = obj.lo[axis] + room - obj.size[axis];
      obj.start[axis] = draws.in(0, 2 * (obj.hi[axis] - obj.lo[axis]));
      obj.speed[axis] = draws.in(slow, fast) * (draws.next() % 2 ? 1 : -1);
    }
  }
  return objects;
}

// The background of frame t: a checkerboard and a ramp that drift, and fresh noise, in
// nearly grey levels between kBackgroundLow and kBackgroundHigh.
void paint_background(uint8_t* frame, int width, int height, int t, uint64_t seed) {
  const uint32_t salt = static_cast<uint32_t>(standin::mix64(seed));
  for (int y = 0; y < height; ++y) {
    uint8_t* p = frame + static_cast<size_t>(y) * 3 * width;
    for (int x = 0; x < width; ++x, p += 3) {
      uint32_t h = (static_cast<uint32_t>(x) * 0x9e3779b1u) ^
                   (static_cast<uint32_t>(y) * 0x85ebca77u) ^
                   (static_cast<uint32_t>(t) * 0xc2b2ae3du) ^ salt;
      h ^= h >> 15, h *= 0x2c1b3c6du, h ^= h >> 12;
      const int base = kBackgroundLow + 4 + 40 * (((x + 3 * t) / 24 + (y + 2 * t) / 24) & 1) +
                       ((x * 7 + y * 13 + t * 5) & 63) + static_cast<int>(h & 15);
      p[0] = static_cast<uint8_t>(base + static_cast<int>((h >> 4) % 9) - 4);
      p[1] = static_cast<uint8_t>(base + static_cast<int>((h >> 8) % 9) - 4);
      p[2] = static_cast<uint8_t>(base + static_cast<int>((h >> 12) % 9) - 4);
    }
  }
}
static_assert(kBackgroundLow + 4 + 40 + 63 + 15 + 4 == kBackgroundHigh,
              "paint_background's levels span kBackgroundLow .. kBackgroundHigh");

void paint_object(uint8_t* frame, int width, const Object& obj, int x0, int y0) {
  const unsigned channels = standin::class_channels(obj.label);
  const uint8_t bgr[3] = {static_cast<uint8_t>(channels & 1 ? 255 : 0),
                          static_cast<uint8_t>(channels & 2 ? 255 : 0),
                          static_cast<uint8_t>(channels & 4 ? 255 : 0)};
  for (int v = 0; v < obj.size[1]; ++v) {
    uint8_t* row = frame + (static_cast<size_t>(y0 + v) * width + x0) * 3;
    for (int u = 0; u < obj.size[0]; ++u)
      if (obj.covers(u, v)) std::copy(bgr, bgr + 3, row + 3 * u);
  }
}

}  // namespace

Video make_video(const SceneSpec& spec) {
  const std::vector<Object> objects = plan_objects(spec);
  Video video;
  video.frames = spec.frames, video.width = spec.width, video.height = spec.height;
  video.bytes.resize(video.frame_bytes() * spec.frames);
  video.truth.resize(spec.frames);
  for (int t = 0; t < spec.frames; ++t) {
    uint8_t* frame = video.frame(t);
    paint_background(frame, spec.width, spec.height, t, spec.seed);
    for (const Object& obj : objects) {
      const int x0 = obj.position(0, t), y0 = obj.position(1, t);
      paint_object(frame, spec.width, obj, x0, y0);
      video.truth[t].push_back(
          {x0 - 0.5f, y0 - 0.5f, x0 + obj.size[0] - 0.5f, y0 + obj.size[1] - 0.5f, obj.label});
    }
  }
  return video;
}

double edge_tolerance(int width, int height) {
  const double scale =
      std::min(static_cast<double>(kModelInput) / width, static_cast<double>(kModelInput) / height);
  return 0.5 / scale + 1.0;
}

namespace {

std::string edges(float left, float top, float right, float bottom) {
  char text[96];
  std::snprintf(text, sizeof text, "[%.2f %.2f %.2f %.2f]", left, top, right, bottom);
  return text;
}

}  // namespace

std::string truth_mismatch(const std::vector<Detection>& kept, const std::vector<TrueBox>& truth,
                           int width, int height) {
  const double tolerance = edge_tolerance(width, height);
  std::vector<bool> matched(kept.size(), false);
  for (const TrueBox& t : truth) {
    std::vector<size_t> same;
    for (size_t k = 0; k < kept.size(); ++k)
      if (kept[k].label == t.label) same.push_back(k);
    const std::string what =
        std::string(colour_name(t.label)) + " object " + edges(t.left, t.top, t.right, t.bottom);
    if (same.size() != 1)
      return what + ": " + std::to_string(same.size()) + " kept boxes of its class, not 1";
    const Detection& d = kept[same[0]];
    const double off = std::max({std::fabs(d.left - t.left), std::fabs(d.top - t.top),
                                 std::fabs(d.right - t.right), std::fabs(d.bottom - t.bottom)});
    if (off > tolerance) {
      char text[64];
      std::snprintf(text, sizeof text, "an edge %.2f pixels off (tolerance %.2f)", off, tolerance);
      return what + ": kept " + edges(d.left, d.top, d.right, d.bottom) + ", " + text;
    }
    matched[same[0]] = true;
  }
  for (size_t k = 0; k < kept.size(); ++k)
    if (!matched[k])
      return "a kept box " + edges(kept[k].left, kept[k].top, kept[k].right, kept[k].bottom) +
             " of class " + std::to_string(kept[k].label) + " where the frame has no such object";
  return "";
}

const char* colour_name(int label) {
  static const char* const kNames[standin::kClassesKnown] = {"red",    "green", "blue",
                                                             "yellow", "cyan",  "magenta"};
  return label >= 0 && label < standin::kClassesKnown ? kNames[label] : "unknown";
}

}  // namespace lab

#include "reference.h"

#include <algorithm>
#include <array>

#include "checker/1.10-warpaffine/reference.h"
#include "checker/1.12-yolov5-postprocess/reference.h"

namespace lab::pipeline_ref {

using namespace standin;

namespace {

constexpr int kPixels = kModelInput * kModelInput;

struct Levels {
  int r, g, b;
};

Levels levels_at(const std::vector<float>& tensor, int i) {
  return {level_of(tensor[i]), level_of(tensor[kPixels + i]), level_of(tensor[2 * kPixels + i])};
}

// The letterbox of a width x height frame into the model's input, as chapter 1.10 defines it.
warp_ref::Letterbox letterbox_of(int width, int height) {
  return warp_ref::letterbox(width, height, kModelInput, kModelInput);
}

}  // namespace

Findings find_objects(const std::vector<float>& tensor, int feature_passes) {
  Findings f;
  std::vector<uint8_t> luma(kPixels);
  for (int c = 0; c < kClassesKnown; ++c) {
    FoundObject& o = f.objects[c];
    o.label = c;
    o.min_x = o.min_y = kModelInput;
    o.max_x = o.max_y = -1;
  }
  for (int i = 0; i < kPixels; ++i) {
    const Levels l = levels_at(tensor, i);
    luma[i] = static_cast<uint8_t>(luma_of(l.r, l.g, l.b));
    f.fingerprint += fingerprint_term(i, l.r, l.g, l.b);
    const int c = class_of_pixel(l.r, l.g, l.b);
    if (c < 0) continue;
    FoundObject& o = f.objects[c];
    const int x = i % kModelInput, y = i / kModelInput;
    ++o.count;
    o.min_x = std::min(o.min_x, x), o.max_x = std::max(o.max_x, x);
    o.min_y = std::min(o.min_y, y), o.max_y = std::max(o.max_y, y);
  }
  // The energy only where it is used, the extents of the classes found (the GPU computes it
  // at every pixel, as a network would).
  for (FoundObject& o : f.objects) {
    if (!is_found(o)) continue;
    for (int y = o.min_y; y <= o.max_y; ++y)
      for (int x = o.min_x; x <= o.max_x; ++x)
        o.energy += pixel_feature(luma.data(), x, y, feature_passes);
  }
  return f;
}

std::vector<float> model(const std::vector<float>& tensor, int feature_passes) {
  const Findings f = find_objects(tensor, feature_passes);
  std::vector<float> predict(static_cast<size_t>(kModelRows) * kModelRowFloats);
  for (int row = 0; row < kModelRows; ++row)
    for (int col = 0; col < kModelRowFloats; ++col)
      predict[static_cast<size_t>(row) * kModelRowFloats + col] =
          noise_value(row, col, f.fingerprint);
  // The views in the order of the contract: main views first, then each duplicate, classes
  // in order; a row already taken stays with the view that took it.
  std::vector<bool> taken(kModelRows, false);
  for (int k = 0; k < kViews; ++k)
    for (const FoundObject& o : f.objects) {
      if (!is_found(o)) continue;
      const int row = view_row(o, k);
      if (taken[row]) continue;
      taken[row] = true;
      for (int col = 0; col < kModelRowFloats; ++col)
        predict[static_cast<size_t>(row) * kModelRowFloats + col] =
            view_value(o, k, col, feature_passes, f.fingerprint, row);
    }
  return predict;
}

std::vector<float> tensor_of(const uint8_t* frame, int width, int height) {
  Image src(width, height);
  std::copy(frame, frame + src.bytes.size(), src.bytes.begin());
  const AffineMatrix m = warp_ref::to_matrix(letterbox_of(width, height));
  const std::vector<double> bgr =
      warp_ref::warp(src, m.d2i, kModelInput, kModelInput, kLetterboxFill);
  // As the kernel stores it: the level times the float 1 / 255.
  std::vector<float> tensor(3 * static_cast<size_t>(kPixels));
  for (int i = 0; i < kPixels; ++i)
    for (int c = 0; c < 3; ++c)
      tensor[static_cast<size_t>(c) * kPixels + i] =
          static_cast<float>(bgr[static_cast<size_t>(i) * 3 + 2 - c]) * (1.0f / 255.0f);
  return tensor;
}

std::vector<Detection> postprocess(const std::vector<float>& predict, int width, int height) {
  const AffineMatrix m = warp_ref::to_matrix(letterbox_of(width, height));
  std::array<float, 6> d2i;
  std::copy(m.d2i, m.d2i + 6, d2i.begin());
  const std::vector<postprocess_ref::ExpectedBox> decoded =
      postprocess_ref::decode(predict, kModelClasses, kConfThreshold, d2i);
  std::vector<float> boxes;
  std::vector<int> rows;
  for (const postprocess_ref::ExpectedBox& e : decoded) {
    for (double corner : e.corner) boxes.push_back(static_cast<float>(corner));
    boxes.insert(boxes.end(), {e.confidence, static_cast<float>(e.label), 1.0f});
    rows.push_back(e.row);
  }
  const int n = static_cast<int>(rows.size());
  const std::vector<int> keep =
      postprocess_ref::nms(boxes, rows, n, kIouThreshold, postprocess_ref::NmsRules{});
  for (int i = 0; i < n; ++i) boxes[static_cast<size_t>(i) * kBoxElements + kKeep] = keep[i];
  return kept_boxes(boxes, rows, n);
}

std::vector<Detection> detect(const uint8_t* frame, int width, int height, int feature_passes) {
  return postprocess(model(tensor_of(frame, width, height), feature_passes), width, height);
}

bool identical(const std::vector<Detection>& a, const std::vector<Detection>& b) {
  return std::equal(
      a.begin(), a.end(), b.begin(), b.end(), [](const Detection& x, const Detection& y) {
        return x.left == y.left && x.top == y.top && x.right == y.right && x.bottom == y.bottom &&
               x.confidence == y.confidence && x.label == y.label;
      });
}

}  // namespace lab::pipeline_ref

#include "synthetic.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace lab {

namespace {

float snap(float v, float step, bool on) { return on ? std::round(v / step) * step : v; }

}  // namespace

SyntheticOutput make_synthetic_output(const SyntheticSpec& spec) {
  std::mt19937_64 rng(spec.seed);
  auto uniform = [&](float lo, float hi) {
    return std::uniform_real_distribution<float>(lo, hi)(rng);
  };
  const int stride = 5 + spec.num_classes;
  const float size = static_cast<float>(spec.input_size);
  SyntheticOutput out;
  out.predict.resize(static_cast<size_t>(spec.num_boxes) * stride);

  // Background: boxes anywhere, objectness mostly tiny, probabilities spread out.
  for (int r = 0; r < spec.num_boxes; ++r) {
    float* p = &out.predict[static_cast<size_t>(r) * stride];
    p[0] = snap(uniform(0, size), 0.5f, spec.half_pixel_grid);
    p[1] = snap(uniform(0, size), 0.5f, spec.half_pixel_grid);
    p[2] = snap(uniform(4, size / 4), 1.0f, spec.half_pixel_grid);
    p[3] = snap(uniform(4, size / 4), 1.0f, spec.half_pixel_grid);
    const float u = uniform(0, 1);
    p[4] = u * u * u * u * 0.3f;  // a few percent above 0.1, almost none above 0.25
    for (int c = 0; c < spec.num_classes; ++c) p[5 + c] = uniform(0, 0.6f);
  }

  // Objects: each claims `candidates` random rows and makes them overlapping views of itself.
  std::vector<int> rows(spec.num_boxes);
  for (int r = 0; r < spec.num_boxes; ++r) rows[r] = r;
  std::shuffle(rows.begin(), rows.end(), rng);
  size_t next = 0;
  for (int o = 0; o < spec.objects; ++o) {
    SyntheticObject obj;
    obj.w = snap(uniform(size / 12, size / 3), 1.0f, spec.half_pixel_grid);
    obj.h = snap(uniform(size / 12, size / 3), 1.0f, spec.half_pixel_grid);
    obj.cx = snap(uniform(obj.w / 2, size - obj.w / 2), 0.5f, spec.half_pixel_grid);
    obj.cy = snap(uniform(obj.h / 2, size - obj.h / 2), 0.5f, spec.half_pixel_grid);
    obj.label = static_cast<int>(rng() % spec.num_classes);
    out.objects.push_back(obj);
    for (int k = 0; k < spec.candidates && next < rows.size(); ++k) {
      float* p = &out.predict[static_cast<size_t>(rows[next++]) * stride];
      const float jitter = 0.15f;
      p[0] = snap(obj.cx + uniform(-jitter, jitter) * obj.w, 0.5f, spec.half_pixel_grid);
      p[1] = snap(obj.cy + uniform(-jitter, jitter) * obj.h, 0.5f, spec.half_pixel_grid);
      p[2] = snap(obj.w * uniform(0.8f, 1.2f), 1.0f, spec.half_pixel_grid);
      p[3] = snap(obj.h * uniform(0.8f, 1.2f), 1.0f, spec.half_pixel_grid);
      p[4] = uniform(0.3f, 0.95f);
      for (int c = 0; c < spec.num_classes; ++c) p[5 + c] = uniform(0, 0.3f);
      p[5 + obj.label] = uniform(0.5f, 1.0f);
      // Now and then a second class that looks alike (a dog seen as a cat).
      if (spec.num_classes > 1 && k % 7 == 3)
        p[5 + (obj.label + 1) % spec.num_classes] = p[5 + obj.label] + 0.01f;
    }
  }
  return out;
}

std::array<float, 6> letterbox_d2i(int src_w, int src_h, int dst) {
  // The i2d of chapter 1.10: scale s, centred, pixel centres aligned.
  const float s = std::min(static_cast<float>(dst) / src_w, static_cast<float>(dst) / src_h);
  const double ox = -s * src_w / 2.0 + dst / 2.0 + s / 2.0 - 0.5;
  const double oy = -s * src_h / 2.0 + dst / 2.0 + s / 2.0 - 0.5;
  // Its inverse: x = (x' - ox) / s.
  return {static_cast<float>(1.0 / s), 0.0f,
          static_cast<float>(-ox / s), 0.0f,
          static_cast<float>(1.0 / s), static_cast<float>(-oy / s)};
}

}  // namespace lab

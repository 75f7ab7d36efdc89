// Chapter 1.16 pipeline: the stand-in model's arithmetic, written once. The model's kernels
// (model.cu) and the checker's CPU reference call these same functions, so both compute the
// same predictions bit for bit; they differ only in how the work is shared out (threads and
// integer atomics on the GPU, plain loops on the CPU). Part of the lab: you do not need to
// edit this file.
//
// What the model does with a tensor:
//  1. each pixel's 8-bit levels; a pixel whose every channel is within kMatchTolerance of a
//     class's colour belongs to that class. Per class: its pixels' count and extent, and over
//     every pixel a fingerprint of the whole frame;
//  2. feature passes: 3 x 3 edge stencils over the luma of every pixel, summed over each
//     class's extent, which feeds the class's objectness;
//  3. the predictions: for each class found, a main row and kDuplicates near-duplicate views
//     (NMS removes them), and noise rows everywhere else, below decode's threshold.
// Every score is a whole number of units of 2^-10 and every coordinate a multiple of 1/2, so
// that each float is exact: no rounding, no FMA, can make two devices differ.
#pragma once

#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>

#include "model.h"

namespace standin {

constexpr int kClassesKnown = 6;     // classes 0 .. 5, one colour each
constexpr int kMatchTolerance = 32;  // levels, in every channel
constexpr int kMinPixels = 32;       // fewer matching pixels: the class is not in the frame
constexpr int kDuplicates = 6;       // views 1 .. kDuplicates beside the main view 0
constexpr int kViews = 1 + kDuplicates;
constexpr int kGrid = 80, kStride = 8;  // the stride-8 level: rows 0 .. 3 * 80 * 80 - 1
constexpr int kAnchors = 3;
constexpr float kUnit = 1.0f / 1024;  // scores are multiples of it

// Class c's colour as the channels that are full (255; the others are 0): bit 2 red, bit 1
// green, bit 0 blue. Classes 0 .. 5: red, green, blue, yellow, cyan, magenta.
__host__ __device__ constexpr unsigned class_channels(int c) {
  return c == 0 ? 4u : c == 1 ? 2u : c == 2 ? 1u : c == 3 ? 6u : c == 4 ? 3u : 5u;
}

// The level a tensor value stands for: value x 255 rounded to nearest, clamped to 0 .. 255
// (NaN reads as 0).
__host__ __device__ inline int level_of(float value) {
  const float t = value * 255.0f;
  return t >= 0.0f ? (t <= 255.0f ? static_cast<int>(rintf(t)) : 255) : 0;
}

// 1 when a level is near 255, 0 when near 0, -1 in between.
__host__ __device__ inline int channel_bit(int level) {
  return level >= 255 - kMatchTolerance ? 1 : level <= kMatchTolerance ? 0 : -1;
}

// The class whose colour a pixel of levels (r, g, b) shows, or -1.
__host__ __device__ inline int class_of_pixel(int r, int g, int b) {
  const int br = channel_bit(r), bg = channel_bit(g), bb = channel_bit(b);
  if (br < 0 || bg < 0 || bb < 0) return -1;
  const unsigned channels = static_cast<unsigned>(br << 2 | bg << 1 | bb);
  for (int c = 0; c < kClassesKnown; ++c)
    if (class_channels(c) == channels) return c;
  return -1;
}

__host__ __device__ inline int luma_of(int r, int g, int b) {
  return (77 * r + 150 * g + 29 * b) >> 8;  // weights sum to 256: 0 .. 255
}

// splitmix64's finaliser: a well-mixed 64-bit hash.
__host__ __device__ inline unsigned long long mix64(unsigned long long x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Pixel i's part of the frame's fingerprint, a sum modulo 2^64 (so any order gives the same).
__host__ __device__ inline unsigned long long fingerprint_term(int i, int r, int g, int b) {
  return mix64(static_cast<unsigned long long>(i)) *
         static_cast<unsigned long long>(1 + r + 256 * g + 65536 * b);
}

// A hash of one value of one row of the output, for the scores that are noise.
__host__ __device__ inline unsigned long long row_hash(unsigned long long fingerprint, int row,
                                                       int col) {
  return mix64(fingerprint ^ ((static_cast<unsigned long long>(row) << 8) | col));
}

__host__ __device__ inline int clamp_to_input(int v) {
  return v < 0 ? 0 : v >= kModelInput ? kModelInput - 1 : v;
}

// The weight of tap (tx, ty) of stencil `shape`: Sobel x, Sobel y, Laplacian, diagonal.
__host__ __device__ inline int stencil_weight(int shape, int tx, int ty) {
  switch (shape) {
    case 0: return tx * (2 - ty * ty);
    case 1: return ty * (2 - tx * tx);
    case 2: return tx == 0 && ty == 0 ? -8 : 1;
    default: return tx + ty;
  }
}

// Pass p at pixel (x, y) of the luma plane: |stencil (p / 3) % 4 with taps 1 + p % 3 pixels
// apart|, the plane's edge repeated outside it. At most 16 x 255.
__host__ __device__ inline int pass_response(const uint8_t* luma, int x, int y, int pass) {
  const int d = 1 + pass % 3, shape = (pass / 3) % 4;
  int sum = 0;
  for (int ty = -1; ty <= 1; ++ty) {
    const uint8_t* line = luma + clamp_to_input(y + ty * d) * kModelInput;
    for (int tx = -1; tx <= 1; ++tx)
      sum += stencil_weight(shape, tx, ty) * line[clamp_to_input(x + tx * d)];
  }
  return sum < 0 ? -sum : sum;
}

// The sum of every pass at (x, y): below 16 x 255 x kMaxFeaturePasses < 2^32.
__host__ __device__ inline unsigned pixel_feature(const uint8_t* luma, int x, int y, int passes) {
  unsigned sum = 0;
  for (int p = 0; p < passes; ++p) sum += static_cast<unsigned>(pass_response(luma, x, y, p));
  return sum;
}

// What step 1 and 2 found of one class.
struct FoundObject {
  int label = 0;
  unsigned count = 0;                              // its pixels
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;  // their extent, inclusive
  unsigned long long energy = 0;                   // pixel_feature summed over the extent
};

__host__ __device__ inline bool is_found(const FoundObject& o) { return o.count >= kMinPixels; }

__host__ __device__ inline unsigned long long extent_area(const FoundObject& o) {
  return static_cast<unsigned long long>(o.max_x - o.min_x + 1) * (o.max_y - o.min_y + 1);
}

// Objectness of the main view, in units: 512, plus how much of the extent the class fills,
// plus its edge density (both 0 .. 255).
__host__ __device__ inline int objectness_units(const FoundObject& o, int passes) {
  const unsigned long long area = extent_area(o);
  const unsigned long long fill = o.count * 256ull / area;
  const unsigned long long edge = passes > 0 ? o.energy / passes : 0;
  return 512 + static_cast<int>(fill < 255 ? fill : 255) +
         static_cast<int>(255 * edge / (edge + 64 * area));
}

// The class score of a found class, in units: 768 .. 1008, from the frame's fingerprint.
__host__ __device__ inline int class_units(int label, unsigned long long fingerprint) {
  return 768 + static_cast<int>(mix64(fingerprint + static_cast<unsigned>(label)) % 241);
}

// The row of view k (0: main) of an object, where YOLOv5 would put it: the stride-8 cell of
// the extent's centre at anchor label % 3; views 1 .. 4 at the four neighbouring cells, views
// 5 and 6 at the centre cell's two other anchors.
__host__ __device__ inline int view_row(const FoundObject& o, int k) {
  const int gx = (o.min_x + o.max_x) / 2 / kStride + (k == 1) - (k == 2);
  const int gy = (o.min_y + o.max_y) / 2 / kStride + (k == 3) - (k == 4);
  const int anchor = (o.label + (k == 5) + 2 * (k == 6)) % kAnchors;
  const auto cell = [](int g) { return g < 0 ? 0 : g >= kGrid ? kGrid - 1 : g; };
  return (anchor * kGrid + cell(gy)) * kGrid + cell(gx);
}

// Value `col` of view k's row. Its box is the extent with pixel edges ([min_x - 1/2,
// max_x + 1/2], ...), each edge moved by a few whole pixels for the duplicates; each
// duplicate is 20 units less sure than the one before. The other classes score noise.
__host__ __device__ inline float view_value(const FoundObject& o, int k, int col, int passes,
                                            unsigned long long fingerprint, int row) {
  // Edge moves (left, top, right, bottom) of each view: every duplicate keeps IoU > 0.6 with
  // the main view for an extent of 20 pixels or more.
  constexpr int kMoves[kViews][4] = {{0, 0, 0, 0},   {1, 0, 1, 0},   {-1, -1, 0, 0}, {0, 1, 0, 2},
                                     {-2, 0, 1, -1}, {1, 1, -1, -1}, {-1, -1, 1, 1}};
  const int* m = kMoves[k];
  switch (col) {
    case 0: return static_cast<float>(o.min_x + o.max_x + m[0] + m[2]) * 0.5f;
    case 1: return static_cast<float>(o.min_y + o.max_y + m[1] + m[3]) * 0.5f;
    case 2: return static_cast<float>(o.max_x - o.min_x + 1 + m[2] - m[0]);
    case 3: return static_cast<float>(o.max_y - o.min_y + 1 + m[3] - m[1]);
    case 4: return static_cast<float>(objectness_units(o, passes) - 20 * k) * kUnit;
  }
  if (col - 5 == o.label) return static_cast<float>(class_units(o.label, fingerprint)) * kUnit;
  return static_cast<float>(row_hash(fingerprint, row, col) % 180) * kUnit;
}

// Value `col` of a noise row: a box anywhere, objectness below decode's threshold (one row in
// 16 above it, but then every class scores too low for the confidence to pass).
__host__ __device__ inline float noise_value(int row, int col, unsigned long long fingerprint) {
  const unsigned long long h = row_hash(fingerprint, row, col);
  switch (col) {
    case 0:
    case 1: return static_cast<float>(h % (2 * kModelInput)) * 0.5f;
    case 2:
    case 3: return static_cast<float>(4 + h % 156);
    case 4:
      return static_cast<float>(mix64(fingerprint + static_cast<unsigned>(row)) % 16 == 0
                                    ? 300 + h % 400
                                    : h % 230) *
             kUnit;
  }
  return static_cast<float>(h % 300) * kUnit;
}

}  // namespace standin

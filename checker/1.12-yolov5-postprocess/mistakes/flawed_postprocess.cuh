// decode, nms_fast and nms_greedy written plainly (greedy NMS by one thread, which is slow but
// obviously right), with switches that put in one known mistake each. A mistake file defines
// LAB_FLAWS (a combination of the bits below) and includes this file.
#pragma once

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"

enum Flaw : unsigned {
  kConfidenceWithoutObjectness = 1,
  kCounterNotReset = 2,
  kIouNotClamped = 4,
  kAcrossClasses = 8,
  kGreaterEqual = 16,
  kD2iNotApplied = 32,
  kSkipsRepeatedCalls = 64,
  kNoRankTest = 128,
  kScratchPerCall = 256,
};

__host__ __device__ constexpr bool has(Flaw f) { return (LAB_FLAWS & f) != 0; }

// Whether launcher number `kLauncher` does no work: with kSkipsRepeatedCalls, when it gets the
// same buffers and sizes as on its last call.
template <int kLauncher>
bool skips(const void* a, const void* b, const void* c, const void* d, int n, int m) {
  static const void* last[4] = {nullptr, nullptr, nullptr, nullptr};
  static int sizes[2] = {-1, -1};
  const bool same = last[0] == a && last[1] == b && last[2] == c && last[3] == d && sizes[0] == n &&
                    sizes[1] == m;
  last[0] = a, last[1] = b, last[2] = c, last[3] = d, sizes[0] = n, sizes[1] = m;
  return has(kSkipsRepeatedCalls) && same;
}

__global__ void flawed_decode(const float* predict, int num_boxes, int num_classes, float threshold,
                              const float* d2i, float* boxes, int* rows, int* count,
                              int max_objects) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= num_boxes) return;
  const float* p = predict + (size_t)r * (5 + num_classes);
  if (p[4] < threshold) return;
  int label = 0;
  for (int c = 1; c < num_classes; ++c) label = p[5 + c] > p[5 + label] ? c : label;
  const float confidence = has(kConfidenceWithoutObjectness) ? p[5 + label] : p[4] * p[5 + label];
  if (confidence < threshold) return;
  const int slot = atomicAdd(count, 1);
  if (slot >= max_objects) return;
  float corner[4] = {p[0] - p[2] / 2, p[1] - p[3] / 2, p[0] + p[2] / 2, p[1] + p[3] / 2};
  float* out = boxes + slot * kBoxElements;
  for (int k = 0; k < 4; k += 2) {
    const float x = corner[k], y = corner[k + 1];
    out[k] = has(kD2iNotApplied) ? x : d2i[0] * x + d2i[1] * y + d2i[2];
    out[k + 1] = has(kD2iNotApplied) ? y : d2i[3] * x + d2i[4] * y + d2i[5];
  }
  out[kConfidence] = confidence;
  out[kLabel] = label;
  out[kKeep] = 1;
  rows[slot] = r;
}

__device__ bool flawed_suppresses(const float* a, const float* b, float threshold) {
  if (!has(kAcrossClasses) && a[kLabel] != b[kLabel]) return false;
  float w = fminf(a[kRight], b[kRight]) - fmaxf(a[kLeft], b[kLeft]);
  float h = fminf(a[kBottom], b[kBottom]) - fmaxf(a[kTop], b[kTop]);
  if (!has(kIouNotClamped)) w = fmaxf(w, 0.0f), h = fmaxf(h, 0.0f);
  const float cross = w * h;
  const float total = fmaxf(0.0f, a[kRight] - a[kLeft]) * fmaxf(0.0f, a[kBottom] - a[kTop]) +
                      fmaxf(0.0f, b[kRight] - b[kLeft]) * fmaxf(0.0f, b[kBottom] - b[kTop]) - cross;
  const float iou = (cross == 0.0f || total == 0.0f) ? 0.0f : cross / total;
  return has(kGreaterEqual) ? iou >= threshold : iou > threshold;
}

__device__ bool flawed_first(const float* boxes, const int* rows, int a, int b) {
  const float ca = boxes[a * kBoxElements + kConfidence],
              cb = boxes[b * kBoxElements + kConfidence];
  return ca > cb || (ca == cb && rows[a] < rows[b]);
}

__global__ void flawed_fast(float* boxes, const int* rows, const int* count, int max_objects,
                            float threshold) {
  const int n = min(*count, max_objects), i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  for (int j = 0; j < n; ++j)
    if (j != i && (has(kNoRankTest) || flawed_first(boxes, rows, j, i)) &&
        flawed_suppresses(boxes + j * kBoxElements, boxes + i * kBoxElements, threshold))
      boxes[i * kBoxElements + kKeep] = 0;
}

// One thread: repeatedly take the best box not yet decided; keep it and drop what it overlaps.
__global__ void flawed_greedy(float* boxes, const int* rows, const int* count, int max_objects,
                              float threshold) {
  const int n = min(*count, max_objects);
  for (int i = 0; i < n; ++i) boxes[i * kBoxElements + kKeep] = -1;  // undecided
  for (;;) {
    int best = -1;
    for (int i = 0; i < n; ++i)
      if (boxes[i * kBoxElements + kKeep] == -1 && (best < 0 || flawed_first(boxes, rows, i, best)))
        best = i;
    if (best < 0) return;
    boxes[best * kBoxElements + kKeep] = 1;
    for (int i = 0; i < n; ++i)
      if (boxes[i * kBoxElements + kKeep] == -1 &&
          flawed_suppresses(boxes + best * kBoxElements, boxes + i * kBoxElements, threshold))
        boxes[i * kBoxElements + kKeep] = 0;
  }
}

void decode(const float* predict, int num_boxes, int num_classes, float conf_threshold,
            const float* d2i, float* boxes, int* rows, int* count, int max_objects,
            cudaStream_t stream) {
  if (skips<0>(predict, boxes, rows, count, num_boxes * (5 + num_classes), max_objects)) return;
  if (has(kScratchPerCall)) {  // a scratch buffer per call, as if decode needed one
    void* scratch = nullptr;
    cudaMalloc(&scratch, size_t(1) << 20);
    cudaFree(scratch);
  }
  if (!has(kCounterNotReset)) cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (num_boxes > 0)
    flawed_decode<<<(num_boxes + 255) / 256, 256, 0, stream>>>(
        predict, num_boxes, num_classes, conf_threshold, d2i, boxes, rows, count, max_objects);
}

void nms_fast(float* boxes, const int* rows, const int* count, int max_objects, float iou_threshold,
              cudaStream_t stream) {
  if (skips<1>(boxes, rows, count, nullptr, max_objects, 0)) return;
  if (max_objects > 0)
    flawed_fast<<<(max_objects + 255) / 256, 256, 0, stream>>>(boxes, rows, count, max_objects,
                                                               iou_threshold);
}

void nms_greedy(float* boxes, const int* rows, const int* count, int max_objects,
                float iou_threshold, cudaStream_t stream) {
  if (skips<2>(boxes, rows, count, nullptr, max_objects, 0)) return;
  if (max_objects > 0)
    flawed_greedy<<<1, 1, 0, stream>>>(boxes, rows, count, max_objects, iou_threshold);
}

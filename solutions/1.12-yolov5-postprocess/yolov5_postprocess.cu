// Chapter 1.12 yolov5-postprocess: reference solution.
//
// decode: one thread per row; most rows stop after reading their objectness, so the kernel
// touches one 32-byte sector per row instead of the whole 8.6 MB tensor.
// nms_fast: one thread per box, compared with every other box (the course's version).
// nms_greedy: one block. It sorts the boxes by rank (counting, for each box, the boxes that
// beat it), copies them into shared memory in that order, then sweeps them best first: a box
// still kept when its turn comes suppresses every later box it overlaps. Only the steps of
// kept boxes need a barrier, so the sweep costs about one barrier per final detection.
#include "yolov5_postprocess.h"

namespace {

constexpr int kDecodeBlock = 256;
constexpr int kNmsBlock = 256;
constexpr int kGreedyBlock = 1024;

__device__ float2 affine(const float* m, float x, float y) {
  return make_float2(m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5]);
}

__global__ void decode_kernel(const float* __restrict__ predict, int num_boxes, int num_classes,
                              float conf_threshold, const float* __restrict__ d2i,
                              float* __restrict__ boxes, int* __restrict__ rows,
                              int* __restrict__ count, int max_objects) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= num_boxes) return;
  // 64-bit offset: num_boxes * (5 + num_classes) may exceed 2^31 for huge inputs.
  const float* p = predict + static_cast<long long>(row) * (5 + num_classes);
  const float objectness = p[4];
  if (objectness < conf_threshold) return;

  int label = 0;  // strictly greater: a tie keeps the lowest class
  for (int c = 1; c < num_classes; ++c)
    if (p[5 + c] > p[5 + label]) label = c;
  const float confidence = objectness * p[5 + label];
  if (confidence < conf_threshold) return;

  // Claim the slot unconditionally, so that *count counts every match; write only below
  // max_objects.
  const int slot = atomicAdd(count, 1);
  if (slot >= max_objects) return;

  const float cx = p[0], cy = p[1], half_w = p[2] * 0.5f, half_h = p[3] * 0.5f;
  const float2 top_left = affine(d2i, cx - half_w, cy - half_h);
  const float2 bottom_right = affine(d2i, cx + half_w, cy + half_h);
  float* box = boxes + static_cast<long long>(slot) * kBoxElements;
  box[kLeft] = top_left.x;
  box[kTop] = top_left.y;
  box[kRight] = bottom_right.x;
  box[kBottom] = bottom_right.y;
  box[kConfidence] = confidence;
  box[kLabel] = static_cast<float>(label);
  box[kKeep] = 1.0f;
  rows[slot] = row;
}

__device__ float box_iou(const float* a, const float* b) {
  const float cross_w = fmaxf(0.0f, fminf(a[kRight], b[kRight]) - fmaxf(a[kLeft], b[kLeft]));
  const float cross_h = fmaxf(0.0f, fminf(a[kBottom], b[kBottom]) - fmaxf(a[kTop], b[kTop]));
  const float cross = cross_w * cross_h;
  const float area_a = fmaxf(0.0f, a[kRight] - a[kLeft]) * fmaxf(0.0f, a[kBottom] - a[kTop]);
  const float area_b = fmaxf(0.0f, b[kRight] - b[kLeft]) * fmaxf(0.0f, b[kBottom] - b[kTop]);
  const float union_area = area_a + area_b - cross;
  if (cross == 0.0f || union_area == 0.0f) return 0.0f;
  return cross / union_area;
}

// The strict order of the contract: higher confidence first, the lower source row on a tie.
__device__ bool beats(float conf_a, int row_a, float conf_b, int row_b) {
  return conf_a > conf_b || (conf_a == conf_b && row_a < row_b);
}

// Same class and IoU strictly above the threshold.
__device__ bool overlaps(const float* a, const float* b, float iou_threshold) {
  return a[kLabel] == b[kLabel] && box_iou(a, b) > iou_threshold;
}

__device__ int boxes_to_check(const int* count, int max_objects) { return min(*count, max_objects); }

__global__ void nms_fast_kernel(float* __restrict__ boxes, const int* __restrict__ rows,
                                const int* __restrict__ count, int max_objects, float iou_threshold) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int n = boxes_to_check(count, max_objects);
  if (i >= n) return;
  float* mine = boxes + i * kBoxElements;
  // Every thread writes only its own keep field and reads only the other fields: no race.
  for (int j = 0; j < n; ++j) {
    const float* other = boxes + j * kBoxElements;
    if (j != i && beats(other[kConfidence], rows[j], mine[kConfidence], rows[i]) &&
        overlaps(other, mine, iou_threshold)) {
      mine[kKeep] = 0.0f;
      return;
    }
  }
}

// One block of kGreedyBlock threads; shared memory holds, per sorted position, the box's 7
// floats, and per slot its confidence and row (for ranking) and per position a removed flag.
__global__ void __launch_bounds__(kGreedyBlock)
    nms_greedy_kernel(float* __restrict__ boxes, const int* __restrict__ rows,
                      const int* __restrict__ count, int max_objects, float iou_threshold) {
  __shared__ float sorted[kGreedyMaxObjects][kBoxElements];  // by rank: best first
  __shared__ int slot_of[kGreedyMaxObjects];                 // by rank: the box's slot
  __shared__ int removed[kGreedyMaxObjects];                 // by rank
  const int n = boxes_to_check(count, max_objects);
  // 0. Empty places, so that even an input that breaks the order (a NaN confidence gives two
  //    boxes the same rank) cannot send step 3 to a slot that does not exist.
  for (int p = threadIdx.x; p < n; p += blockDim.x) slot_of[p] = -1, removed[p] = 1;
  __syncthreads();

  // 1. Rank every box: the number of boxes that beat it. The order is strict, so the ranks
  //    are 0 .. n - 1, each once; each box is copied to its rank's place.
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const float conf = boxes[i * kBoxElements + kConfidence];
    const int row = rows[i];
    int rank = 0;
    for (int j = 0; j < n; ++j)
      rank += beats(boxes[j * kBoxElements + kConfidence], rows[j], conf, row);
    if (rank < n) {  // always true for a strict order; keeps shared accesses in bounds anyway
      for (int e = 0; e < kBoxElements; ++e) sorted[rank][e] = boxes[i * kBoxElements + e];
      slot_of[rank] = i;
      removed[rank] = 0;
    }
  }
  __syncthreads();

  // 2. The sweep, best first. removed[k] was last written before a barrier, so every thread
  //    reads the same value and skips (or not) together: the barrier below is reached by all.
  for (int k = 0; k < n; ++k) {
    if (removed[k]) continue;
    for (int p = k + 1 + threadIdx.x; p < n; p += blockDim.x)
      if (!removed[p] && overlaps(sorted[k], sorted[p], iou_threshold)) removed[p] = 1;
    __syncthreads();
  }

  // 3. Write the verdicts back to the boxes' own slots.
  for (int p = threadIdx.x; p < n; p += blockDim.x)
    if (slot_of[p] >= 0) boxes[slot_of[p] * kBoxElements + kKeep] = removed[p] ? 0.0f : 1.0f;
}

}  // namespace

void decode(const float* predict, int num_boxes, int num_classes, float conf_threshold,
            const float* d2i, float* boxes, int* rows, int* count, int max_objects,
            cudaStream_t stream) {
  // The counter restarts at 0 on every call, in order on the stream (the course never reset it).
  cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (num_boxes <= 0) return;
  const int grid = (num_boxes - 1) / kDecodeBlock + 1;
  decode_kernel<<<grid, kDecodeBlock, 0, stream>>>(predict, num_boxes, num_classes, conf_threshold,
                                                   d2i, boxes, rows, count, max_objects);
}

void nms_fast(float* boxes, const int* rows, const int* count, int max_objects,
              float iou_threshold, cudaStream_t stream) {
  if (max_objects <= 0) return;
  // *count is only known on the GPU: launch for max_objects and let the extra threads return.
  const int grid = (max_objects - 1) / kNmsBlock + 1;
  nms_fast_kernel<<<grid, kNmsBlock, 0, stream>>>(boxes, rows, count, max_objects, iou_threshold);
}

void nms_greedy(float* boxes, const int* rows, const int* count, int max_objects,
                float iou_threshold, cudaStream_t stream) {
  if (max_objects <= 0) return;
  const int limit = max_objects < kGreedyMaxObjects ? max_objects : kGreedyMaxObjects;
  nms_greedy_kernel<<<1, kGreedyBlock, 0, stream>>>(boxes, rows, count, limit, iou_threshold);
}

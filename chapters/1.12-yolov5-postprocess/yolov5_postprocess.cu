// Chapter 1.12 yolov5-postprocess: decode YOLOv5's output and suppress overlapping boxes,
// all on the GPU.                                        docs/1.12-yolov5-postprocess.md
//
// Fill in the TODO(1.12) steps, then check your work with
//     ./lab check 1.12
// Stuck? `./lab hint 1.12` reveals one hint at a time.
#include "yolov5_postprocess.h"

namespace {

__global__ void decode_kernel(const float* predict, int num_boxes, int num_classes,
                              float conf_threshold, const float* d2i, float* boxes, int* rows,
                              int* count, int max_objects) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= num_boxes) return;
  const float* p = predict + static_cast<long long>(row) * (5 + num_classes);

  // TODO(1.12) step 1: skip the row when its objectness p[4] < conf_threshold. Most rows
  //   stop here: reading one float per row is what makes decode cheap.
  // TODO(1.12) step 2: label = argmax of p[5 .. 5 + num_classes); use `>` so that a tie keeps
  //   the LOWEST class. confidence = objectness * p[5 + label]: the class probability alone
  //   says "if there is an object, it is a dog", not "there is a dog". Skip it below the
  //   threshold (a confidence exactly at the threshold is kept).
  // TODO(1.12) step 3: claim a slot: int slot = atomicAdd(count, 1); and return when
  //   slot >= max_objects (claim first, so that *count counts every match).
  // TODO(1.12) step 4: the corners (cx - w/2, cy - h/2) and (cx + w/2, cy + h/2) are in
  //   network-input (letterbox) pixels. Map both back to the original image with d2i:
  //   x' = d2i[0] x + d2i[1] y + d2i[2], y' = d2i[3] x + d2i[4] y + d2i[5]. The course left
  //   this commented out, and its boxes were drawn in the wrong place.
  // TODO(1.12) step 5: write left, top, right, bottom, confidence, label, keep = 1 at
  //   boxes + slot * kBoxElements, and rows[slot] = row (NMS breaks ties with it).
  (void)p, (void)conf_threshold, (void)d2i, (void)boxes, (void)rows, (void)count, (void)max_objects;
}

// TODO(1.12) step 6: IoU of two boxes (7 floats each, see the header). Clamp the
//   intersection's width and height at 0 first: two boxes apart in x AND y would otherwise
//   multiply two negative numbers into a positive "overlap". Return 0 when the intersection
//   or the union is 0.
__device__ float box_iou(const float* a, const float* b) {
  (void)a, (void)b;
  return 0.0f;
}

// Does box a (with source row row_a) come before box b? Higher confidence first, the lower
// source row on a tie: a slot number would not do, slots are handed out in a random order.
__device__ bool beats(float conf_a, int row_a, float conf_b, int row_b) {
  return conf_a > conf_b || (conf_a == conf_b && row_a < row_b);
}

// TODO(1.12) step 7: does box a suppress box b? Only boxes of the SAME class (a person in
//   front of a car keeps both), and only when IoU > iou_threshold, strictly.
__device__ bool overlaps(const float* a, const float* b, float iou_threshold) {
  (void)box_iou(a, b), (void)iou_threshold;
  return false;
}

__global__ void nms_fast_kernel(float* boxes, const int* rows, const int* count, int max_objects,
                                float iou_threshold) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int n = min(*count, max_objects);  // *count may exceed max_objects
  if (i >= n) return;
  // TODO(1.12) step 8: fast NMS. Look at every other box j < n; if it beats box i and
  //   overlaps it, set box i's keep to 0. Write only your own box's keep: other threads read
  //   the other fields at the same time.
  (void)boxes, (void)rows, (void)iou_threshold;
}

constexpr int kGreedyBlock = 1024;

__global__ void __launch_bounds__(kGreedyBlock)
    nms_greedy_kernel(float* boxes, const int* rows, const int* count, int max_objects,
                      float iou_threshold) {
  __shared__ float sorted[kGreedyMaxObjects][kBoxElements];  // by rank: best first
  __shared__ int slot_of[kGreedyMaxObjects];                 // by rank: the box's slot
  __shared__ int removed[kGreedyMaxObjects];                 // by rank
  const int n = min(*count, max_objects);
  for (int p = threadIdx.x; p < n; p += blockDim.x) slot_of[p] = -1, removed[p] = 1;
  __syncthreads();

  // Rank each box (how many boxes beat it) and copy it to its rank's place.
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    int rank = 0;
    for (int j = 0; j < n; ++j)
      rank += beats(boxes[j * kBoxElements + kConfidence], rows[j],
                    boxes[i * kBoxElements + kConfidence], rows[i]);
    if (rank < n) {
      for (int e = 0; e < kBoxElements; ++e) sorted[rank][e] = boxes[i * kBoxElements + e];
      slot_of[rank] = i;
      removed[rank] = 0;
    }
  }
  __syncthreads();

  // TODO(1.12) step 9: the greedy sweep, best first. For k = 0 .. n - 1: if removed[k], go on
  //   to the next k (every thread reads the same value, so all skip together); otherwise the
  //   threads share the later places p = k + 1 .. n - 1 (p = k + 1 + threadIdx.x, step
  //   blockDim.x) and set removed[p] = 1 when sorted[k] overlaps sorted[p]. Then
  //   __syncthreads(), so that step k + 1 sees every removal of step k. That order is what
  //   makes it greedy: a box removed earlier never removes anything.
  (void)sorted, (void)iou_threshold;

  for (int p = threadIdx.x; p < n; p += blockDim.x)
    if (slot_of[p] >= 0) boxes[slot_of[p] * kBoxElements + kKeep] = removed[p] ? 0.0f : 1.0f;
}

}  // namespace

void decode(const float* predict, int num_boxes, int num_classes, float conf_threshold,
            const float* d2i, float* boxes, int* rows, int* count, int max_objects,
            cudaStream_t stream) {
  // The counter must start at 0 on every call (the course never zeroed it): reset it on the
  // stream, in order with the kernel.
  cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (num_boxes <= 0) return;
  const int block = 256;
  decode_kernel<<<(num_boxes - 1) / block + 1, block, 0, stream>>>(
      predict, num_boxes, num_classes, conf_threshold, d2i, boxes, rows, count, max_objects);
}

void nms_fast(float* boxes, const int* rows, const int* count, int max_objects,
              float iou_threshold, cudaStream_t stream) {
  if (max_objects <= 0) return;
  // *count is only known on the GPU: launch for max_objects, the extra threads return.
  const int block = 256;
  nms_fast_kernel<<<(max_objects - 1) / block + 1, block, 0, stream>>>(boxes, rows, count,
                                                                     max_objects, iou_threshold);
}

void nms_greedy(float* boxes, const int* rows, const int* count, int max_objects,
                float iou_threshold, cudaStream_t stream) {
  if (max_objects <= 0) return;
  const int limit = max_objects < kGreedyMaxObjects ? max_objects : kGreedyMaxObjects;
  nms_greedy_kernel<<<1, kGreedyBlock, 0, stream>>>(boxes, rows, count, limit, iou_threshold);
}

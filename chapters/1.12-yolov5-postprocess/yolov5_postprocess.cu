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
  [[maybe_unused]] const float* p = predict + static_cast<long long>(row) * (5 + num_classes);

  // TODO(1.12) step 1: skip the row when its objectness p[4] < conf_threshold. Most rows
  //   stop here: reading one float per row is what makes decode cheap.
  // TODO(1.12) step 2: the label is the class of highest probability (the lowest on a tie),
  //   the confidence objectness times that probability: the probability alone means "if
  //   there is an object, it is a dog". Skip the row below the threshold; at it, keep it.
  // TODO(1.12) step 3: claim a slot as in chapter 1.9, and return when that slot does not
  //   exist (only 0 .. max_objects - 1 do): claim first, so that *count counts every match.
  // TODO(1.12) step 4: the box's corners are in network-input (letterbox) pixels: map both
  //   back to the original image with d2i. The course left this commented out, and its
  //   boxes were drawn in the wrong place.
  // TODO(1.12) step 5: write the box's 7 floats (keep = 1) into its slot of boxes, and its
  //   row into rows[slot]: NMS breaks ties with it.
}

// TODO(1.12) step 6: IoU of two boxes (see the header). Clamp the intersection's width and
//   height at 0: two boxes apart in x AND y would otherwise multiply two negatives into a
//   positive "overlap". Return 0 when the intersection or the union is 0.
[[maybe_unused]] __device__ float box_iou(const float* a, const float* b) { return 0.0f; }

// Does box a (with source row row_a) come before box b? Higher confidence first, the lower
// source row on a tie: a slot number would not do, slots are handed out in a random order.
__device__ bool beats(float conf_a, int row_a, float conf_b, int row_b) {
  return conf_a > conf_b || (conf_a == conf_b && row_a < row_b);
}

// TODO(1.12) step 7: does box a suppress box b? Only boxes of the SAME class (a person in
//   front of a car keeps both), and only when IoU > iou_threshold, strictly.
[[maybe_unused]] __device__ bool overlaps(const float* a, const float* b, float iou_threshold) {
  return false;
}

__global__ void nms_fast_kernel(float* boxes, const int* rows, const int* count, int max_objects,
                                float iou_threshold) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int n = min(*count, max_objects);  // *count may exceed max_objects
  if (i >= n) return;
  // TODO(1.12) step 8: fast NMS. If any other box j < n beats box i and overlaps it, box i's
  //   keep becomes 0. Write only your own box's keep: other threads read the other fields at
  //   the same time.
}

constexpr int kGreedyBlock = 1024;

__global__ void __launch_bounds__(kGreedyBlock)
    nms_greedy_kernel(float* boxes, const int* rows, const int* count, int max_objects,
                      float iou_threshold) {
  [[maybe_unused]] __shared__ float sorted[kGreedyMaxObjects][kBoxElements];  // by rank, best first
  __shared__ int slot_of[kGreedyMaxObjects];  // by rank: the box's slot
  __shared__ int removed[kGreedyMaxObjects];  // by rank
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

  // TODO(1.12) step 9: the greedy sweep, best first: each rank not removed yet removes the
  //   later ranks it overlaps (the threads share them out), and a barrier ends each rank's
  //   turn. So a box removed earlier never removes anything: that is what makes it greedy.

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

void nms_fast(float* boxes, const int* rows, const int* count, int max_objects, float iou_threshold,
              cudaStream_t stream) {
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

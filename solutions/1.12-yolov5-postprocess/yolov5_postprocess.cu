// Chapter 1.12 yolov5-postprocess: reference solution.
//
// The skeleton's steps, in its order: decode (steps 1-5), IoU and overlap (6, 7), fast NMS
// (8), greedy NMS (9). Each section says how the exercise does it, then what this version
// does beyond it and why that is faster (measured on an H200: docs/1.12-yolov5-postprocess.md,
// Performance).
#include "yolov5_postprocess.h"

#include <climits>

namespace {

constexpr int kWarp = 32;
constexpr unsigned kAllLanes = 0xffffffffu;

// The lanes below `lane` as a mask: with a ballot, __popc(ballot & lanes_below(lane)) is the
// number of lower lanes that voted yes, a lane's place among them.
__device__ unsigned lanes_below(int lane) { return (1u << lane) - 1; }

// ---------------------------------------------------------------------------------------
// decode (steps 1-5). The exercise: one thread per row reads the row's objectness and stops
// there unless it passes. Most rows stop, so decode reads one 32-byte sector per row, not the
// whole 8.6 MB tensor. A passing row's thread scans its classes, claims a slot with
// atomicAdd, maps the corners and writes the box.
// Faster (21.6 us -> 8.9 us): that thread would read its 80 class probabilities one after
// another, every read a trip to memory. Here the warp's 32 lanes read them side by side, for
// up to kBatch candidate rows at once, and agree on each argmax with shuffles; the warp's kept
// rows then claim their slots with ONE atomicAdd (warp aggregation, as in chapter 1.9). Each
// row is still decided by its own thread, with the exercise's rules.
// ---------------------------------------------------------------------------------------
constexpr int kDecodeBlock = 256;  // a multiple of 32: every warp is whole
constexpr int kBatch = 4;          // candidate rows whose classes a warp loads at once
constexpr int kClassLoads = 3;     // loads per lane and row at once: 96 classes in one trip

// Step 4's map of a point through the 2x3 matrix m (chapter 1.10).
__device__ float2 affine(const float* m, float x, float y) {
  return make_float2(m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5]);
}

// The argmax order of `label = 0; for c: if (p[c] > p[label]) label = c;` as a key: that loop
// never moves away from a NaN at class 0 and never moves to a NaN elsewhere.
__device__ float class_key(float probability, int c) {
  return isnan(probability) ? (c == 0 ? INFINITY : -INFINITY) : probability;
}

// (key, class) pairs: the larger key wins, the lower class on a tie.
__device__ void take_better(float& best, int& label, float key, int c) {
  if (key > best || (key == best && c < label)) best = key, label = c;
}

// Step 2 for the warp's candidates: takes up to kBatch of them (lanes) out of `pending` and
// finds each one's argmax class with the whole warp: lane l looks at classes l, l + 32,
// l + 64, ... of every row in the batch, all loads issued before any is used; then a butterfly
// of shuffles per row. The owner lane of each row receives its label.
__device__ void scan_classes(const float* __restrict__ predict, int warp_first_row, int stride,
                             int num_classes, unsigned& pending, int& label) {
  const int lane = threadIdx.x % kWarp;
  int owner[kBatch];  // the same in every lane: the loops below do not diverge
  const float* classes[kBatch];
#pragma unroll
  for (int b = 0; b < kBatch; ++b) {
    owner[b] = pending ? __ffs(pending) - 1 : -1;
    pending &= pending - 1;
    classes[b] = predict + static_cast<long long>(warp_first_row + max(owner[b], 0)) * stride + 5;
  }
  float best[kBatch];
  int arg[kBatch];
#pragma unroll
  for (int b = 0; b < kBatch; ++b) best[b] = -INFINITY, arg[b] = INT_MAX;  // INT_MAX loses ties
  for (int base = 0; base < num_classes; base += kWarp * kClassLoads) {
    float v[kBatch][kClassLoads];
#pragma unroll
    for (int b = 0; b < kBatch; ++b)
#pragma unroll
      for (int k = 0; k < kClassLoads; ++k) {
        const int c = base + k * kWarp + lane;
        v[b][k] = owner[b] >= 0 && c < num_classes ? classes[b][c] : 0.0f;
      }
#pragma unroll
    for (int b = 0; b < kBatch; ++b)
#pragma unroll
      for (int k = 0; k < kClassLoads; ++k) {
        const int c = base + k * kWarp + lane;
        if (c < num_classes) take_better(best[b], arg[b], class_key(v[b][k], c), c);
      }
  }
#pragma unroll
  for (int b = 0; b < kBatch; ++b) {
    if (owner[b] < 0) break;
    for (int offset = kWarp / 2; offset > 0; offset /= 2)
      take_better(best[b], arg[b], __shfl_xor_sync(kAllLanes, best[b], offset),
                  __shfl_xor_sync(kAllLanes, arg[b], offset));
    if (lane == owner[b]) label = arg[b];
  }
}

__global__ void __launch_bounds__(kDecodeBlock)
    decode_kernel(const float* __restrict__ predict, int num_boxes, int num_classes,
                  float conf_threshold, const float* __restrict__ d2i, float* __restrict__ boxes,
                  int* __restrict__ rows, int* __restrict__ count, int max_objects) {
  // No early return: every lane takes part in the warp's scans and ballots.
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % kWarp;
  const int stride = 5 + num_classes;
  // 64-bit offsets: num_boxes * (5 + num_classes) may exceed 2^31 for huge inputs.
  const float* p = predict + static_cast<long long>(min(row, num_boxes - 1)) * stride;
  // Step 1: a row is a candidate when its objectness passes (rows past the end are not).
  const float objectness = row < num_boxes ? p[4] : 0.0f;
  const bool candidate = row < num_boxes && objectness >= conf_threshold;

  // Step 2: the label (by the warp, for all of its candidates), then the confidence.
  int label = 0;
  for (unsigned pending = __ballot_sync(kAllLanes, candidate); pending != 0;)
    scan_classes(predict, row - lane, stride, num_classes, pending, label);
  const float confidence = candidate ? objectness * p[5 + label] : 0.0f;
  const bool keep = candidate && confidence >= conf_threshold;

  // Step 3: claim the slots of all the warp's kept rows with one atomicAdd; each row's slot is
  // the warp's first slot plus the number of kept rows in lower lanes. Every match is claimed,
  // so that *count counts them all; only slots below max_objects are written.
  const unsigned keepers = __ballot_sync(kAllLanes, keep);
  if (keepers == 0) return;
  const int leader = __ffs(keepers) - 1;
  int first = 0;
  if (lane == leader) first = atomicAdd(count, __popc(keepers));
  const int slot = __shfl_sync(kAllLanes, first, leader) + __popc(keepers & lanes_below(lane));
  if (!keep || slot >= max_objects) return;

  // Step 4: the corners, mapped back to the original image.
  const float cx = p[0], cy = p[1], half_w = p[2] * 0.5f, half_h = p[3] * 0.5f;
  const float2 top_left = affine(d2i, cx - half_w, cy - half_h);
  const float2 bottom_right = affine(d2i, cx + half_w, cy + half_h);
  // Step 5: the record, and the source row that NMS breaks ties with.
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

// ---------------------------------------------------------------------------------------
// IoU and overlap (steps 6 and 7), and the order of NMS, on the fields of a box that NMS
// reads (NmsBox): small enough to keep many boxes in shared memory.
// ---------------------------------------------------------------------------------------

// A box as NMS needs it, small enough for shared memory: corners, label, and its sort key.
struct NmsBox {
  float4 corners;  // left, top, right, bottom
  float label;
  float confidence;
  int row;
};

__device__ NmsBox load_box(const float* __restrict__ boxes, const int* __restrict__ rows, int i) {
  const float* b = boxes + i * kBoxElements;
  return {make_float4(b[kLeft], b[kTop], b[kRight], b[kBottom]), b[kLabel], b[kConfidence],
          rows[i]};
}

// Step 6: intersection over union, the intersection clamped at 0 (boxes apart do not overlap).
__device__ float box_iou(const float4& a, const float4& b) {
  const float cross_w = fmaxf(0.0f, fminf(a.z, b.z) - fmaxf(a.x, b.x));
  const float cross_h = fmaxf(0.0f, fminf(a.w, b.w) - fmaxf(a.y, b.y));
  const float cross = cross_w * cross_h;
  const float area_a = fmaxf(0.0f, a.z - a.x) * fmaxf(0.0f, a.w - a.y);
  const float area_b = fmaxf(0.0f, b.z - b.x) * fmaxf(0.0f, b.w - b.y);
  const float union_area = area_a + area_b - cross;
  if (cross == 0.0f || union_area == 0.0f) return 0.0f;
  return cross / union_area;
}

// The strict order of the contract: higher confidence first, the lower source row on a tie.
__device__ bool beats(float conf_a, int row_a, float conf_b, int row_b) {
  return conf_a > conf_b || (conf_a == conf_b && row_a < row_b);
}

// Step 7: same class, and IoU strictly above the threshold.
__device__ bool overlaps(float label_a, const float4& a, float label_b, const float4& b,
                         float iou_threshold) {
  return label_a == label_b && box_iou(a, b) > iou_threshold;
}

__device__ int boxes_to_check(const int* count, int max_objects) {
  return min(*count, max_objects);
}

// ---------------------------------------------------------------------------------------
// nms_fast (step 8): the exercise, the course's algorithm. One thread per box, compared with
// every other box; only the reads differ: the boxes come through shared memory a tile at a
// time, so each is read from global memory once per block instead of once per thread.
// ---------------------------------------------------------------------------------------
constexpr int kNmsBlock = 256;

__global__ void __launch_bounds__(kNmsBlock)
    nms_fast_kernel(float* __restrict__ boxes, const int* __restrict__ rows,
                    const int* __restrict__ count, int max_objects, float iou_threshold) {
  __shared__ NmsBox tile[kNmsBlock];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int n = boxes_to_check(count, max_objects);
  if (blockIdx.x * blockDim.x >= n) return;  // the whole block: nobody left to check
  const bool mine_exists = i < n;
  const NmsBox mine = mine_exists ? load_box(boxes, rows, i) : NmsBox{};
  bool keep = true;
  // Every box is read from global memory once per block, into the tile; every thread then
  // compares its own box with the whole tile from shared memory.
  for (int first = 0; first < n; first += kNmsBlock) {
    if (first + threadIdx.x < n) tile[threadIdx.x] = load_box(boxes, rows, first + threadIdx.x);
    __syncthreads();
    const int in_tile = min(kNmsBlock, n - first);
    for (int t = 0; t < in_tile && keep && mine_exists; ++t)
      if (first + t != i && beats(tile[t].confidence, tile[t].row, mine.confidence, mine.row) &&
          overlaps(tile[t].label, tile[t].corners, mine.label, mine.corners, iou_threshold))
        keep = false;
    __syncthreads();  // before the next tile overwrites this one
  }
  // Each thread writes only its own keep field; the other fields are only read: no race.
  if (mine_exists) boxes[i * kBoxElements + kKeep] = keep ? 1.0f : 0.0f;
}

// ---------------------------------------------------------------------------------------
// nms_greedy (step 9). The exercise: one block ranks the boxes (for each, the number of boxes
// that beat it), places them in shared memory in rank order, then sweeps the ranks best first
// with a barrier per rank: a rank not yet removed removes the later ranks it overlaps.
// Faster (about 31 us -> about 9 us): a box only ever removes boxes of its own class, so greedy
// NMS over all the boxes is greedy NMS over each class on its own, and the classes can be
// swept at the same time. The ranks are by class first, then in the contract's order, so each
// class's boxes are one run of consecutive ranks. Each warp sweeps whole runs on its own: its
// lanes test 32 boxes of the run against the kept box at once, and the run's "still alive"
// bits stay in the lanes' registers, so the sweep needs no barrier at all. The ranking compares
// one 128-bit key per box, without a branch.
// ---------------------------------------------------------------------------------------
constexpr int kGreedyBlock = kGreedyMaxObjects;  // one thread per box
constexpr int kGreedyWarps = kGreedyBlock / kWarp;
static_assert(kGreedyWarps <= kWarp, "the runs of every warp: one count per lane");
static_assert(kGreedyMaxObjects <= kWarp * kWarp, "a run's alive bits: one word per lane");

// The bits of f as an unsigned number that sorts as f does (-0 is first made +0, which it
// equals): a set sign bit flips every bit, a clear one just the sign.
__device__ unsigned sortable(float f) {
  const unsigned u = __float_as_uint(f + 0.0f);
  return u >> 31 ? ~u : u | 0x80000000u;
}

// A box's key for the ranking, smallest first: its class, then the contract's order (higher
// confidence, then lower row), then its slot, so that no two keys are equal.
__device__ uint4 sort_key(const float* box, int row, int slot) {
  return make_uint4(sortable(box[kLabel]), ~sortable(box[kConfidence]), static_cast<unsigned>(row),
                    static_cast<unsigned>(slot));
}

// a before b in the order of sort_key; no branch, so that a warp never diverges on it.
__device__ bool key_less(const uint4& a, const uint4& b) {
  using u64 = unsigned long long;
  const u64 high_a = u64{a.x} << 32 | a.y, high_b = u64{b.x} << 32 | b.y;
  const u64 low_a = u64{a.z} << 32 | a.w, low_b = u64{b.z} << 32 | b.w;
  return (high_a < high_b) | ((high_a == high_b) & (low_a < low_b));
}

// The number of keys among key[j], key[j + parts], ... before `mine`, 4 reads in flight.
__device__ int count_before(const uint4* key, int j, int parts, int n, const uint4& mine) {
  int before = 0;
  for (; j + 3 * parts < n; j += 4 * parts)
    before += key_less(key[j], mine) + key_less(key[j + parts], mine) +
              key_less(key[j + 2 * parts], mine) + key_less(key[j + 3 * parts], mine);
  for (; j < n; j += parts) before += key_less(key[j], mine);
  return before;
}

// The boxes by rank in shared memory: each class's boxes are consecutive ranks.
struct RankedBoxes {
  const uint4* key;       // sort_key: .x the class, .w the box's slot
  const float4* corners;  // left, top, right, bottom
};

// Greedy NMS over the run of ranks [first, end), all of one class, by one warp. Bit i of lane
// w's `alive` is rank first + 32 w + i. Each step keeps the best alive rank k, and lane i
// checks rank first + 32 c + i against k for every chunk c of 32 ranks after k.
__device__ void sweep_run(const RankedBoxes& ranked, int first, int end, float iou_threshold,
                          float* __restrict__ boxes) {
  const int lane = threadIdx.x % kWarp;
  const int size = end - first, chunks = (size + kWarp - 1) / kWarp;
  // Every rank of the run starts alive: all 32 bits of a whole chunk, the rest of the last.
  const int in_chunk = min(kWarp, max(0, size - lane * kWarp));
  unsigned alive = in_chunk == kWarp ? kAllLanes : (1u << in_chunk) - 1;
  for (int from = 0;;) {  // from: the first rank of the run that may still be kept
    // k: the first alive rank at or after `from`; lane w looks at its own word.
    unsigned candidates = lane < from / kWarp ? 0u : alive;
    if (lane == from / kWarp) candidates &= ~0u << (from % kWarp);
    const unsigned words = __ballot_sync(kAllLanes, candidates != 0u);
    if (words == 0u) break;
    const int w = __ffs(words) - 1;
    const int k = w * kWarp + __ffs(__shfl_sync(kAllLanes, candidates, w)) - 1;
    const float4 kept = ranked.corners[first + k];
    for (int c = (k + 1) / kWarp; c < chunks; ++c) {
      const int r = c * kWarp + lane;
      const unsigned chunk_alive = __shfl_sync(kAllLanes, alive, c);  // every lane takes part
      // One run is one class, so only the overlap decides.
      const bool removes = r > k && (chunk_alive >> lane & 1) &&
                           box_iou(kept, ranked.corners[first + r]) > iou_threshold;
      const unsigned removed = __ballot_sync(kAllLanes, removes);
      if (lane == c) alive &= ~removed;
    }
    from = k + 1;
  }
  // The verdicts, in the boxes' own slots.
  for (int c = 0; c < chunks; ++c) {
    const int r = c * kWarp + lane;
    const bool kept = __shfl_sync(kAllLanes, alive, c) >> lane & 1;
    if (r < size) boxes[ranked.key[first + r].w * kBoxElements + kKeep] = kept ? 1.0f : 0.0f;
  }
}

// One block: thread p reads the box of slot p, then owns rank p.
__global__ void __launch_bounds__(kGreedyBlock)
    nms_greedy_kernel(float* __restrict__ boxes, const int* __restrict__ rows,
                      const int* __restrict__ count, int max_objects, float iou_threshold) {
  static_assert(kGreedyBlock == kGreedyMaxObjects, "one thread per box");
  __shared__ uint4 key[kGreedyMaxObjects];          // sort_key, by slot, then by rank
  __shared__ int rank_of[kGreedyMaxObjects];        // by slot
  __shared__ float4 corners[kGreedyMaxObjects];     // by rank
  __shared__ int runs_in_warp[kGreedyWarps];        // class runs that start in each warp's ranks
  __shared__ int run_first[kGreedyMaxObjects + 1];  // by run: its first rank; then n
  const int n = boxes_to_check(count, max_objects);
  const int p = threadIdx.x, lane = p % kWarp, warp = p / kWarp;
  const float* box = boxes + p * kBoxElements;
  const uint4 mine = p < n ? sort_key(box, rows[p], p) : uint4{};
  if (p < n) key[p] = mine, rank_of[p] = 0;
  __syncthreads();

  // 1. Rank every box: the number of keys before its own. Keys differ (their slots do), so the
  //    ranks are 0 .. n - 1, each once. With n boxes, blockDim / n threads share each count.
  const int parts = n > 0 ? max(1, static_cast<int>(blockDim.x) / n) : 1;
  if (p < n * parts) atomicAdd(&rank_of[p % n], count_before(key, p / n, parts, n, key[p % n]));
  __syncthreads();

  // 2. Move every box to its rank: all reads first, then a barrier, then the writes.
  const int rank = p < n ? rank_of[p] : 0;
  __syncthreads();
  if (p < n) {
    key[rank] = mine;
    corners[rank] = make_float4(box[kLeft], box[kTop], box[kRight], box[kBottom]);
  }
  __syncthreads();

  // 3. Number the runs of one class: rank p starts one when its class differs from rank p-1's.
  //    Every warp adds up the 32 warps' counts with shuffles: lane w ends with warps 0 .. w.
  const bool starts_run = p < n && (p == 0 || key[p].x != key[p - 1].x);
  const unsigned starts = __ballot_sync(kAllLanes, starts_run);
  if (lane == 0) runs_in_warp[warp] = __popc(starts);
  __syncthreads();
  int up_to = lane < kGreedyWarps ? runs_in_warp[lane] : 0;
  for (int d = 1; d < kWarp; d *= 2) {
    const int lower = __shfl_up_sync(kAllLanes, up_to, d);
    if (lane >= d) up_to += lower;
  }
  const int runs = __shfl_sync(kAllLanes, up_to, kWarp - 1);
  const int before = __shfl_sync(kAllLanes, up_to, warp) - __popc(starts);  // in earlier warps
  if (starts_run) run_first[before + __popc(starts & lanes_below(lane))] = p;
  if (p == 0) run_first[runs] = n;
  __syncthreads();

  // 4. The sweep (step 9): warp w takes runs w, w + 32, ...; no barrier from here on.
  for (int run = warp; run < runs; run += kGreedyWarps) {
    const int first = run_first[run];
    sweep_run({key, corners}, first, run_first[run + 1], iou_threshold, boxes);
  }
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

void nms_fast(float* boxes, const int* rows, const int* count, int max_objects, float iou_threshold,
              cudaStream_t stream) {
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

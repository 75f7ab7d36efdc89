// Chapter 1.9 atomic: reference solution, with one atomicAdd per block tile.
//
// The exercise's kernel (docs/1.9-atomic.md, "The exercise") gives every kept element its
// own atomicAdd(count, 1). That is correct, but all those atomics hit ONE address, and the
// memory system performs atomics on one address one after another. This version does the
// same four steps (bounds check, claim, capacity check, write) with one atomicAdd per tile
// of 4096 elements: every thread counts its kept elements, the warps add their counts up
// with shuffles, one warp turns the warp counts into first slots and claims the whole
// tile's slots with ONE atomicAdd.
//
// Keeping up with memory is the other half, and it decides the design (docs/1.9-atomic.md,
// Performance, has the measurements):
//  - few instructions per element: a thread tests its 16 elements into a bit mask and
//    counts it with __popc; no per-element ballots;
//  - the next tile's loads are in flight while the current tile is counted and written;
//  - the writes are coalesced: each warp first packs its kept records into shared memory,
//    then stores them as one contiguous run, 32 consecutive records per instruction;
//  - the atomic's round trip is off the critical path: a tile's slots are claimed in one
//    iteration and its records written in the next, from a second packed buffer, so no
//    warp waits for the counter (this alone was worth 6 points of the copy's bandwidth);
//  - streaming cache hints (__ldcs, __stcs): input and output are touched once, so they
//    should not push other data out of L2.
#include "keep_items.h"

#include <cstdint>

namespace {

constexpr int kWarp = 32;
constexpr int kBlock = 256;  // threads per block: 8 warps
constexpr int kWarps = kBlock / kWarp;
constexpr int kVectors = 4;                 // float4 loads per thread and tile
constexpr int kPerThread = 4 * kVectors;    // 16 elements per thread and tile
constexpr int kTile = kBlock * kPerThread;  // 4096 elements per tile: one atomicAdd
constexpr int kBlocksPerSM = 3;             // at least this many must fit per multiprocessor
constexpr unsigned kAllLanes = 0xffffffffu;

// Element k of this thread in tile t: float4 number k / 4 of the thread, component k % 4.
// Consecutive threads read consecutive float4s, so a warp's loads coalesce. Unsigned 32-bit:
// indices stay below n + kTile <= 2^31 + 4096, which int could not hold.
__device__ unsigned element_index(unsigned t, int k) {
  return t * kTile + 4 * ((k / 4) * kBlock + threadIdx.x) + k % 4;
}

using Values = float4[kVectors];

__device__ float component(const float4& q, int c) {
  return c == 0 ? q.x : c == 1 ? q.y : c == 2 ? q.z : q.w;
}

// Step 1: this thread's 16 elements of tile t. Elements at or past n (only in the last
// tile) are never read: the bounds check. aligned: input is 16-byte aligned, so whole
// float4s can be loaded. The test is made once per tile: every tile but the last takes the
// fast path, and the scalar path (unaligned input, or the last tile) reads element by element.
__device__ void load_tile(const float* __restrict__ input, unsigned size, unsigned t, bool aligned,
                          Values& value) {
  if (aligned && (t + 1) * kTile <= size) {
#pragma unroll
    for (int v = 0; v < kVectors; ++v)
      value[v] = __ldcs(reinterpret_cast<const float4*>(input + element_index(t, 4 * v)));
    return;
  }
#pragma unroll
  for (int v = 0; v < kVectors; ++v) {
    const unsigned first = element_index(t, 4 * v);
    float e[4];
#pragma unroll
    for (int c = 0; c < 4; ++c) e[c] = first + c < size ? input[first + c] : 0.0f;
    value[v] = make_float4(e[0], e[1], e[2], e[3]);
  }
}

// The sum of x over this lane and the lanes below it (a Kogge-Stone scan with shuffles).
__device__ int warp_inclusive_sum(int x) {
  const int lane = threadIdx.x % kWarp;
#pragma unroll
  for (int offset = 1; offset < kWarp; offset *= 2) {
    const int below = __shfl_up_sync(kAllLanes, x, offset);
    if (lane >= offset) x += below;
  }
  return x;
}

// This thread's kept elements of tile t, as a bit mask (bit k: element k). The last tile
// checks bounds.
__device__ unsigned kept_mask(const Values& value, unsigned size, unsigned t, float threshold) {
  const bool whole_tile = (t + 1) * kTile <= size;
  unsigned kept = 0;
#pragma unroll
  for (int k = 0; k < kPerThread; ++k)
    if ((whole_tile || element_index(t, k) < size) && component(value[k / 4], k % 4) >= threshold)
      kept |= 1u << k;
  return kept;
}

// Puts this thread's kept records into its warp's list, from position `place` on.
__device__ void pack(KeptItem* list, int place, unsigned kept, const Values& value, unsigned t) {
#pragma unroll
  for (int k = 0; k < kPerThread; ++k) {
    const bool keep = kept >> k & 1;
    const KeptItem record{component(value[k / 4], k % 4), static_cast<int>(element_index(t, k))};
    if (keep) list[place++] = record;
  }
}

// Steps 3 and 4 for a warp's `kept` records, which take consecutive slots from `first`:
// lane l stores records l, l + 32, ...: 32 neighbouring records per store. Only slots below
// the capacity are written: the loop stops there (one bound, so the compiler can unroll it).
__device__ void write_records(const KeptItem* list, int kept, int first, int capacity,
                              KeptItem* out) {
  const int end = min(kept, capacity - first);
  for (int j = threadIdx.x % kWarp; j < end; j += kWarp) {
    const KeptItem r = list[j];
    __stcs(reinterpret_cast<float2*>(out + first + j),
           make_float2(r.value, __int_as_float(r.index)));
  }
}

// Per warp, one packed list of up to kWarp * kPerThread records; two sets of lists, for the
// tile being claimed and the tile being written.
constexpr size_t kListRecords = kWarp * kPerThread;
constexpr size_t kPackedBytes = 2 * kWarps * kListRecords * sizeof(KeptItem);  // 64 KiB

// Per block: each warp's kept count in the tile being claimed, and per list set and warp the
// records packed and their first slot.
struct TileClaims {
  int warp_total[kWarps];
  int warp_kept[2][kWarps], warp_first[2][kWarps];
};

// One iteration for tile t, in `value`, whose records go to list set `set`: start loading
// the next tile into `next`, count and pack tile t, claim its slots, and write the tile before
// it (list set set ^ 1), whose slots came back meanwhile.
__device__ void process_tile(const float* __restrict__ input, unsigned size, unsigned t,
                             unsigned tiles, float threshold, bool aligned, const Values& value,
                             Values& next, int set, bool previous, KeptItem* packed,
                             TileClaims& claims, KeptItem* __restrict__ out, int capacity,
                             int* __restrict__ count) {
  const int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
  auto list = [&](int s) { return packed + (s * kWarps + warp) * kListRecords; };
  // Start loading the next tile now: its loads travel while this tile is processed.
  if (t + gridDim.x < tiles) load_tile(input, size, t + gridDim.x, aligned, next);

  // My records go to the warp's list after those of the lanes below me.
  const unsigned kept = kept_mask(value, size, t, threshold);
  const int mine = __popc(kept);
  const int up_to_me = warp_inclusive_sum(mine);
  if (lane == kWarp - 1) claims.warp_total[warp] = claims.warp_kept[set][warp] = up_to_me;
  __syncthreads();

  // Step 2, once per tile: warp 0 claims the whole tile with one atomicAdd, whose old
  // value is the tile's first slot. Nobody waits for it: the lists are packed and the
  // previous tile is written while it travels.
  int tile_first = 0, up_to = 0, total = 0;
  if (warp == 0) {
    total = lane < kWarps ? claims.warp_total[lane] : 0;
    up_to = warp_inclusive_sum(total);
    if (lane == kWarp - 1 && up_to > 0) tile_first = atomicAdd(count, up_to);
  }
  pack(list(set), up_to_me - mine, kept, value, t);
  if (previous)
    write_records(list(set ^ 1), claims.warp_kept[set ^ 1][warp], claims.warp_first[set ^ 1][warp],
                  capacity, out);
  if (warp == 0) {  // the warps' first slots in this tile, for the next iteration
    tile_first = __shfl_sync(kAllLanes, tile_first, kWarp - 1);
    if (lane < kWarps) claims.warp_first[set][lane] = tile_first + up_to - total;
  }
  // The lists and slots of this tile are complete, and those of the previous one free.
  __syncthreads();
}

// Block b handles tiles b, b + gridDim.x, b + 2 gridDim.x, ... Each iteration counts and
// packs one tile, claims its slots, and writes the tile before it.
__global__ void __launch_bounds__(kBlock, kBlocksPerSM)
    keep_items_kernel(const float* __restrict__ input, int n, float threshold,
                      KeptItem* __restrict__ out, int capacity, int* __restrict__ count,
                      bool aligned) {
  extern __shared__ KeptItem packed[];  // [2][kWarps][kListRecords]
  __shared__ TileClaims claims;
  const unsigned size = n, tiles = (size - 1) / kTile + 1;
  const int warp = threadIdx.x / kWarp;

  // The loop is unrolled twice: tiles take turns in the registers `even` and `odd` and in
  // list sets 0 and 1, so no tile's 16 values are copied from one set of registers to the
  // other, and every list address is fixed (docs/internals/1.9-atomic.md, fourth round, measures
  // what each change here was worth).
  Values even, odd;
  unsigned t = blockIdx.x;
  load_tile(input, size, t, aligned, even);  // the launch gives every block a tile
  bool previous = false;                     // is there a claimed tile still to write?
  int set = 0;                               // the list set of the last claimed tile
  for (;;) {
    process_tile(input, size, t, tiles, threshold, aligned, even, odd, 0, previous, packed, claims,
                 out, capacity, count);
    previous = true;
    set = 0;
    if ((t += gridDim.x) >= tiles) break;
    process_tile(input, size, t, tiles, threshold, aligned, odd, even, 1, true, packed, claims, out,
                 capacity, count);
    set = 1;
    if ((t += gridDim.x) >= tiles) break;
  }
  write_records(packed + (set * kWarps + warp) * kListRecords, claims.warp_kept[set][warp],
                claims.warp_first[set][warp], capacity, out);
}

}  // namespace

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  // The counter restarts at 0 on every call, in order on the caller's stream.
  cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (n <= 0) return;  // <<<0, ...>>> would be rejected as an invalid configuration
  // Enough blocks to fill the GPU once (more would only queue), but no more than tiles;
  // each loops over its share of the tiles. The count per multiprocessor is asked of the
  // runtime: with fewer blocks than fit, the hardware would pack some multiprocessors full
  // and leave others idle.
  // float4 loads need a 16-byte aligned address; the contract allows any float pointer.
  const bool aligned = reinterpret_cast<std::uintptr_t>(input) % alignof(float4) == 0;
  int device = 0, multiprocessors = 0, blocks_per_sm = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device);
  // The packed lists (64 KiB) are more shared memory than a launch gets without asking.
  cudaFuncSetAttribute(keep_items_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                       int(kPackedBytes));
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, keep_items_kernel, kBlock,
                                                kPackedBytes);
  const int tiles = (n - 1) / kTile + 1;  // ceil(n / kTile), without overflow near INT_MAX
  const int resident = multiprocessors * (blocks_per_sm > 0 ? blocks_per_sm : 1);
  const int grid = tiles < resident ? tiles : resident;
  keep_items_kernel<<<grid, kBlock, kPackedBytes, stream>>>(input, n, threshold, out, capacity,
                                                            count, aligned);
}

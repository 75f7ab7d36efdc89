// Chapter 1.9 atomic: reference solution, with warp-aggregated atomics.
//
// The exercise's kernel (docs/1.9-atomic.md, "The exercise") gives every kept element its
// own atomicAdd(count, 1). That is correct, but all those atomics hit ONE address, and
// the memory system performs atomics on one address one after another. This version does
// the same four steps (bounds check, claim, capacity check, write) with one atomicAdd per
// tile of 2048 elements: the warps count their kept elements with __ballot_sync and
// __popc, the block adds up the warp counts, one thread claims all the tile's slots at
// once, and every kept element then knows its slot from those counts.
//
// Reading the input fast enough is the other half: each tile must wait for its
// atomicAdd's answer before its records can be written, and that wait is as long as a trip
// to memory. So each block loops over tiles and copies its next ones into shared memory
// asynchronously (cp.async, __pipeline_memcpy_async) while it works on the current one: a
// ring of kStages tiles per block. On an H200 this reaches about 70 % of the copy
// bandwidth at 10 % kept and 84 % at 50 % kept (docs/1.9-atomic.md, Performance, also for
// what still limits it).
#include "keep_items.h"

#include <cuda_pipeline.h>

#include <cstdint>

namespace {

constexpr int kWarp = 32;
constexpr int kBlock = 256;                 // threads per block: 8 warps
constexpr int kWarps = kBlock / kWarp;
constexpr int kVectors = 2;                 // float4 loads per thread and tile
constexpr int kPerThread = 4 * kVectors;    // 8 elements per thread and tile
constexpr int kTile = kBlock * kPerThread;  // 2048 elements per tile: one atomicAdd
constexpr int kStages = 4;                  // tiles per block in shared memory (3 in flight)
constexpr int kBlocksPerSM = 6;             // resident blocks per multiprocessor (see launch)
constexpr unsigned kAllLanes = 0xffffffffu;

// Element k of this thread in the tile that starts at `tile`: float4 number k / 4 of the
// thread, component k % 4. Consecutive threads read consecutive float4s, so a warp's loads
// coalesce. Unsigned 32-bit: indices stay below n + kTile <= 2^31 + 2048, which int could
// not hold.
__device__ unsigned element_index(unsigned tile, int k) {
  return tile + 4 * ((k / 4) * kBlock + threadIdx.x) + k % 4;
}

using Stage = float4[kVectors][kBlock];  // one tile in shared memory

// Step 1, in two halves. Starts copying this thread's float4s of a tile into `stage`
// without waiting for them. Only whole float4s inside the input are copied (cp.async
// needs 16-byte aligned addresses): the last, partial one is read by read_tile directly.
template <bool Aligned>
__device__ void start_loading(const float* __restrict__ input, unsigned size, unsigned tile,
                              Stage& stage) {
#pragma unroll
  for (int v = 0; v < kVectors; ++v) {
    const unsigned first = element_index(tile, 4 * v);
    if (Aligned && first + 3 < size)
      __pipeline_memcpy_async(&stage[v][threadIdx.x], input + first, sizeof(float4));
  }
}

// ... and once the copies have landed, this thread's 8 elements of the tile. Elements at or
// past n (only in the last tile) are never read: the bounds check.
template <bool Aligned>
__device__ void read_tile(const float* __restrict__ input, unsigned size, unsigned tile,
                          const Stage& stage, float (&value)[kPerThread]) {
#pragma unroll
  for (int v = 0; v < kVectors; ++v) {
    const unsigned first = element_index(tile, 4 * v);
    if (Aligned && first + 3 < size) {
      const float4 q = stage[v][threadIdx.x];
      value[4 * v] = q.x, value[4 * v + 1] = q.y, value[4 * v + 2] = q.z, value[4 * v + 3] = q.w;
    } else {
#pragma unroll
      for (int c = 0; c < 4; ++c)
        value[4 * v + c] = first + c < size ? input[first + c] : 0.0f;
    }
  }
}

// Steps 2 to 4 for one tile: claim the slots of the block's kept elements with one
// atomicAdd, then write the records whose slot is below the capacity.
__device__ void keep_tile(const float (&value)[kPerThread], unsigned tile, unsigned size,
                          float threshold, KeptItem* __restrict__ out, int capacity,
                          int* __restrict__ count, int (&warp_first_slot)[kWarps]) {
  const int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
  unsigned kept = 0;  // bit k: this thread keeps its element k
#pragma unroll
  for (int k = 0; k < kPerThread; ++k)
    if (element_index(tile, k) < size && value[k] >= threshold) kept |= 1u << k;

  // Count the warp's kept elements: __ballot_sync gives every lane a 32-bit mask of which
  // lanes keep their element k; __popc counts its bits.
  int warp_kept = 0;
#pragma unroll
  for (int k = 0; k < kPerThread; ++k)
    warp_kept += __popc(__ballot_sync(kAllLanes, kept >> k & 1));
  if (lane == 0) warp_first_slot[warp] = warp_kept;
  __syncthreads();
  // One thread turns the warp counts into first slots (an exclusive prefix sum) and claims
  // the whole tile's slots with ONE atomicAdd, whose old value is the tile's first slot.
  if (threadIdx.x == 0) {
    int tile_kept = 0;
    for (int w = 0; w < kWarps; ++w) {
      const int c = warp_first_slot[w];
      warp_first_slot[w] = tile_kept;
      tile_kept += c;
    }
    const int first_slot = tile_kept > 0 ? atomicAdd(count, tile_kept) : 0;
    for (int w = 0; w < kWarps; ++w) warp_first_slot[w] += first_slot;
  }
  __syncthreads();

  // Within the warp, element k's keepers take consecutive slots in lane order: a lane's
  // slot is the warp's next free slot plus the number of keeping lanes below it. (A warp
  // reads only its own warp_first_slot entry, and writes it again only in the next tile,
  // after this read: the two barriers per tile are all the ordering needed.)
  const unsigned lanes_below = (1u << lane) - 1;
  int next_slot = warp_first_slot[warp];
#pragma unroll
  for (int k = 0; k < kPerThread; ++k) {
    const unsigned keepers = __ballot_sync(kAllLanes, kept >> k & 1);
    const int slot = next_slot + __popc(keepers & lanes_below);
    if ((kept >> k & 1) && slot < capacity)
      out[slot] = KeptItem{value[k], static_cast<int>(element_index(tile, k))};
    next_slot += __popc(keepers);
  }
}

// Block b handles tiles b, b + gridDim.x, b + 2 gridDim.x, ...: its i-th tile goes through
// shared-memory stage i % kStages. Aligned: input is 16-byte aligned, so whole float4s can
// be copied asynchronously (otherwise every element is read directly, more slowly).
template <bool Aligned>
__global__ void __launch_bounds__(kBlock, kBlocksPerSM)
    keep_items_kernel(const float* __restrict__ input, int n, float threshold,
                      KeptItem* __restrict__ out, int capacity, int* __restrict__ count) {
  __shared__ Stage stages[kStages];
  __shared__ int warp_first_slot[kWarps];
  const unsigned size = n, tiles = (size - 1) / kTile + 1;
  const auto tile_of = [](unsigned i) { return blockIdx.x + i * gridDim.x; };

  // Every thread reads back only the float4s it copied itself, so the copies need no
  // barrier, only __pipeline_wait_prior. Each commit closes one group of copies (one tile,
  // possibly empty, so that the groups stay numbered like the tiles).
  for (int s = 0; s < kStages - 1; ++s) {
    if (tile_of(s) < tiles) start_loading<Aligned>(input, size, tile_of(s) * kTile, stages[s]);
    __pipeline_commit();
  }
  for (unsigned i = 0; tile_of(i) < tiles; ++i) {
    // Refill the stage that tile i - 1 used (this thread read it before the barriers of
    // keep_tile) with tile i + kStages - 1, then wait until tile i has landed: all groups
    // but the newest kStages - 1 are complete.
    const unsigned ahead = i + kStages - 1;
    if (tile_of(ahead) < tiles)
      start_loading<Aligned>(input, size, tile_of(ahead) * kTile, stages[ahead % kStages]);
    __pipeline_commit();
    __pipeline_wait_prior(kStages - 1);
    float value[kPerThread];
    read_tile<Aligned>(input, size, tile_of(i) * kTile, stages[i % kStages], value);
    keep_tile(value, tile_of(i) * kTile, size, threshold, out, capacity, count, warp_first_slot);
  }
}

}  // namespace

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity,
                int* count, cudaStream_t stream) {
  // The counter restarts at 0 on every call, in order on the caller's stream.
  cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (n <= 0) return;  // <<<0, ...>>> would be rejected as an invalid configuration
  // Enough blocks to fill the GPU once (more would only queue), but no more than tiles;
  // each loops over its share of the tiles.
  int device = 0, multiprocessors = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device);
  const int tiles = (n - 1) / kTile + 1;  // ceil(n / kTile), without overflow near INT_MAX
  const int resident = multiprocessors * kBlocksPerSM;
  const int grid = tiles < resident ? tiles : resident;
  // float4 loads need a 16-byte aligned address; the contract allows any float pointer.
  if (reinterpret_cast<std::uintptr_t>(input) % alignof(float4) == 0)
    keep_items_kernel<true><<<grid, kBlock, 0, stream>>>(input, n, threshold, out, capacity, count);
  else
    keep_items_kernel<false><<<grid, kBlock, 0, stream>>>(input, n, threshold, out, capacity, count);
}

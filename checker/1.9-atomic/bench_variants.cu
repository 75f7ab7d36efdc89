#include "bench_variants.h"

#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include <cub/device/device_select.cuh>

#include "common/buffers.h"

namespace lab::keep_items_variants {

namespace {

// The exercise's kernel, included here rather than at file scope: its global name is the
// skeleton's too, and bench-1.9-atomic-student links this file with the student's.
#include "checker/1.9-atomic/mistakes/correct_kernel.cuh"

constexpr unsigned kAllLanes = 0xffffffffu;

// The exercise: one atomicAdd per kept element, all on the same counter.
void per_element(const float* input, int n, float threshold, KeptItem* out, int capacity,
                 int* count, cudaStream_t stream) {
  launch_keep_kernel(keep_items_kernel, input, n, threshold, out, capacity, count, stream);
}

// Warp aggregation in its textbook form: one element per thread, and the lowest keeping
// lane of each warp claims the whole warp's slots with one atomicAdd.
__global__ void warp_per_element_kernel(const float* input, int n, float threshold, KeptItem* out,
                                        int capacity, int* count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool keep = i < n && input[i] >= threshold;  // every lane takes part in the ballot
  const unsigned keepers = __ballot_sync(kAllLanes, keep);
  if (keepers == 0) return;  // the same for the whole warp
  const int lane = threadIdx.x % 32, leader = __ffs(keepers) - 1;
  int first = 0;
  if (lane == leader) first = atomicAdd(count, __popc(keepers));
  first = __shfl_sync(kAllLanes, first, leader);
  const int slot = first + __popc(keepers & ((1u << lane) - 1));
  if (keep && slot < capacity) out[slot] = KeptItem{input[i], i};
}

void warp_per_element(const float* input, int n, float threshold, KeptItem* out, int capacity,
                      int* count, cudaStream_t stream) {
  launch_keep_kernel(warp_per_element_kernel, input, n, threshold, out, capacity, count, stream);
}

// One atomicAdd per warp for 32 x PerThread elements: each warp walks its own tile, lane
// by lane (coalesced scalar loads), counts with ballots, claims once, then writes.
template <int PerThread>
__global__ void warp_tile_kernel(const float* __restrict__ input, int n, float threshold,
                                 KeptItem* __restrict__ out, int capacity,
                                 int* __restrict__ count) {
  const int lane = threadIdx.x % 32;
  const long long warp = (static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x) / 32;
  const long long tile = warp * 32 * PerThread;
  float value[PerThread];
  unsigned kept = 0;
  int total = 0;
#pragma unroll
  for (int k = 0; k < PerThread; ++k) {
    const long long i = tile + k * 32 + lane;
    value[k] = i < n ? __ldcs(input + i) : 0.0f;
    const bool keep = i < n && value[k] >= threshold;
    kept |= static_cast<unsigned>(keep) << k;
    total += __popc(__ballot_sync(kAllLanes, keep));
  }
  if (total == 0) return;
  int next = lane == 0 ? atomicAdd(count, total) : 0;
  next = __shfl_sync(kAllLanes, next, 0);
#pragma unroll
  for (int k = 0; k < PerThread; ++k) {
    const unsigned keepers = __ballot_sync(kAllLanes, kept >> k & 1);
    const int slot = next + __popc(keepers & ((1u << lane) - 1));
    if ((kept >> k & 1) && slot < capacity)
      out[slot] = KeptItem{value[k], static_cast<int>(tile + k * 32 + lane)};
    next += __popc(keepers);
  }
}

template <int PerThread>
void warp_tile(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
               cudaStream_t stream) {
  cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (n == 0) return;
  constexpr int block = 256, per_block = block * PerThread;
  warp_tile_kernel<PerThread>
      <<<(n - 1) / per_block + 1, block, 0, stream>>>(input, n, threshold, out, capacity, count);
}

// A general-purpose library compaction: cub::DeviceSelect::If over the records
// {input[i], i}. It ignores `capacity` (it writes every match: the benchmark gives it room
// for all) and needs scratch memory, allocated on the first (untimed, warm-up) call.
struct MakeRecord {
  const float* input;
  __host__ __device__ KeptItem operator()(int i) const { return KeptItem{input[i], i}; }
};
struct AtLeast {
  float threshold;
  __host__ __device__ bool operator()(const KeptItem& r) const { return r.value >= threshold; }
};

void cub_select_if(const float* input, int n, float threshold, KeptItem* out, int capacity,
                   int* count, cudaStream_t stream) {
  (void)capacity;
  static DeviceBuffer<unsigned char> scratch;
  const auto records =
      thrust::make_transform_iterator(thrust::counting_iterator<int>(0), MakeRecord{input});
  size_t bytes = 0;
  cub::DeviceSelect::If(nullptr, bytes, records, out, count, n, AtLeast{threshold}, stream);
  if (scratch.size() < bytes) scratch = DeviceBuffer<unsigned char>(bytes);
  cub::DeviceSelect::If(scratch.data(), bytes, records, out, count, n, AtLeast{threshold}, stream);
}

}  // namespace

const std::vector<Variant>& all() {
  static const std::vector<Variant> variants = {
      {"1 atomic per element", per_element},
      {"1 atomic per warp of 32", warp_per_element},
      {"1 atomic per warp of 512", warp_tile<16>},
      {"cub::DeviceSelect::If", cub_select_if},
  };
  return variants;
}

}  // namespace lab::keep_items_variants

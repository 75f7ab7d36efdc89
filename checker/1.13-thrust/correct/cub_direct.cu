// Correct 1.13: CUB called directly, without Thrust. A kernel writes the keys and the slots,
// cub::DeviceRadixSort::SortPairs sorts them into order, and cub::DeviceReduce::Sum counts
// the kept boxes straight into *kept (CUB writes its results to device memory: no wait). Both
// take their temporaries from the workspace, sized by CUB's own query.
#include <thrust/iterator/transform_iterator.h>

#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cuda/std/functional>

#include "../mistakes/thrust_steps.cuh"

namespace {

__global__ void keys_and_slots(const float* boxes, const int* rows, int n, float threshold,
                               std::uint64_t* keys, int* slots) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= n) return;
  const float confidence = boxes[s * kBoxElements + kConfidence];
  keys[s] = sort_key(confidence, confidence >= threshold, rows[s]);
  slots[s] = s;
}

struct IsKept {
  __host__ __device__ int operator()(std::uint64_t key) const { return key < kFirstRejectedKey; }
};

}  // namespace

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  if (n == 0) return (void)cudaMemsetAsync(kept, 0, sizeof(int), stream);
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  auto* keys = reinterpret_cast<std::uint64_t*>(allocator.allocate(sizeof(std::uint64_t) * n));
  auto* sorted = reinterpret_cast<std::uint64_t*>(allocator.allocate(sizeof(std::uint64_t) * n));
  int* slots = reinterpret_cast<int*>(allocator.allocate(sizeof(int) * n));
  keys_and_slots<<<(n + 255) / 256, 256, 0, stream>>>(boxes, rows, n, threshold, keys, slots);

  std::size_t sort_bytes = 0, count_bytes = 0;  // queries: nothing runs, nothing is allocated
  cub::DeviceRadixSort::SortPairs(nullptr, sort_bytes, keys, sorted, slots, order, n, 0, 64,
                                  stream);
  cub::DeviceRadixSort::SortPairs(allocator.allocate(sort_bytes), sort_bytes, keys, sorted, slots,
                                  order, n, 0, 64, stream);
  const auto flags = thrust::make_transform_iterator(sorted, IsKept());
  cub::DeviceReduce::Sum(nullptr, count_bytes, flags, kept, n, stream);
  cub::DeviceReduce::Sum(allocator.allocate(count_bytes), count_bytes, flags, kept, n, stream);
}

// Known-wrong 1.13: sorts the keys (confidence, row) from the largest down. The confidences
// come out highest first, but equal confidences then go HIGHER row first: the tie-break is
// reversed with the rest (1.12's beats() wants the lower row first).
// expect-diagnosis: higher row first
#include <thrust/functional.h>

#include "thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  if (n == 0) return (void)cudaMemsetAsync(kept, 0, sizeof(int), stream);
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par_nosync(allocator).on(stream);
  auto* keys = reinterpret_cast<std::uint64_t*>(allocator.allocate(sizeof(std::uint64_t) * n));
  thrust::transform(policy, thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                    keys, [=] __device__(int slot) {  // rejected: high half 0, so last
                      const float c = boxes[slot * kBoxElements + kConfidence];
                      const std::uint64_t high = c >= threshold ? ordered_bits(c) : 0u;
                      return high << 32 | static_cast<std::uint32_t>(rows[slot]);
                    });
  thrust::sequence(policy, order, order + n);
  thrust::sort_by_key(policy, keys, keys + n, order, thrust::greater<std::uint64_t>());
  const auto last_rejected = thrust::make_constant_iterator(std::uint64_t(0xFFFFFFFFu));
  thrust::lower_bound(policy, keys, keys + n, last_rejected, last_rejected + 1, kept,
                      thrust::greater<std::uint64_t>());
}

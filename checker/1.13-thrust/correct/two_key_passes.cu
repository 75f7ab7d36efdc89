// Correct 1.13: two stable radix sorts on 32-bit keys instead of one on 64-bit keys. First by
// row, then (stably) by confidence: a stable sort keeps the row order among equal
// confidences, so the result is the contract's order, as a least-significant-digit radix
// sort builds it.
#include "../mistakes/thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  if (n == 0) return (void)cudaMemsetAsync(kept, 0, sizeof(int), stream);
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par_nosync(allocator).on(stream);
  auto* keys = reinterpret_cast<std::uint32_t*>(allocator.allocate(sizeof(std::uint32_t) * n));
  thrust::sequence(policy, order, order + n);
  thrust::transform(policy, rows, rows + n, keys,
                    [] __device__(int row) { return std::uint32_t(row); });
  thrust::stable_sort_by_key(policy, keys, keys + n, order);
  // keys[i] = the confidence key of the slot now at position i (rejected: all ones, last)
  thrust::transform(policy, order, order + n, keys, [=] __device__(int slot) {
    const float confidence = boxes[slot * kBoxElements + kConfidence];
    return confidence >= threshold ? ~ordered_bits(confidence) : 0xFFFFFFFFu;
  });
  thrust::stable_sort_by_key(policy, keys, keys + n, order);
  const auto first_rejected = thrust::make_constant_iterator(0xFFFFFFFFu);
  thrust::lower_bound(policy, keys, keys + n, first_rejected, first_rejected + 1, kept);
}

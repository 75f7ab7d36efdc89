// Known-wrong 1.13: keeps confidence > threshold, so a box exactly AT the threshold is
// rejected (the contract, like 1.12's decode, keeps it).
// expect-diagnosis: exactly at the threshold
#include "thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  if (n == 0) return (void)cudaMemsetAsync(kept, 0, sizeof(int), stream);
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par_nosync(allocator).on(stream);
  auto* keys = reinterpret_cast<std::uint64_t*>(allocator.allocate(sizeof(std::uint64_t) * n));
  thrust::transform(policy, thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                    keys, [=] __device__(int slot) {
                      const float confidence = boxes[slot * kBoxElements + kConfidence];
                      return sort_key(confidence, confidence > threshold, rows[slot]);
                    });
  sort_and_count(policy, keys, n, order, kept);
}
